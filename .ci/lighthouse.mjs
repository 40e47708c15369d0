// Lighthouse (mobile) and axe-core against the puzzle site: run by
// .ci/lighthouse from a folder where lighthouse, puppeteer-core and
// axe-core are installed.
//
//   node lighthouse.mjs BASE_URL REPORT_DIR
//
// Every page is opened at a phone's size (390×844) and a desktop's
// (1280×800), axe-core is run in it once the page has loaded its puzzle
// (its default rules, and target-size, WCAG 2.2's 24 px targets, which axe
// leaves off but Lighthouse runs), and any violation fails. Then
// Lighthouse 12, in its default mobile mode, scores each page;
// accessibility, best practices and SEO must be 100 and performance at
// least 95. Performance moves with the machine's load: a page whose
// performance falls short is measured twice more and judged on the median
// of its three runs, as Lighthouse's own CI does. Prints a table per page,
// writes each page's report to REPORT_DIR, exits 1 on a failure.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const [base, reports] = process.argv.slice(2);
if (!base || !reports) {
  console.error("usage: node lighthouse.mjs BASE_URL REPORT_DIR");
  process.exit(2);
}
const pages = ["/", "/queens", "/matchsticks", "/connect4", "/knight"];
const need = { accessibility: 1, "best-practices": 1, seo: 1, performance: 0.95 };
const viewports = {
  phone: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1 },
};
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
fs.mkdirSync(reports, { recursive: true });

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  headless: true,
  // A new empty profile beside this script, in the folder .ci/lighthouse removes.
  userDataDir: fs.mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "profile-")),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
let failed = false;
try {
  console.log("-- axe-core " + JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/package.json"))).version +
    ", the rules axe.run applies by default and target-size (WCAG 2.2 AA); " + (await browser.version()));
  for (const p of pages) {
    for (const [name, vp] of Object.entries(viewports)) {
      failed = (await axe(p, name, vp)) || failed;
    }
  }
  console.log("-- Lighthouse 12, mobile (its default: a Moto G Power's screen, slow 4G and 4× CPU, simulated)");
  console.log("page          perf  a11y  best   seo");
  for (const p of pages) {
    failed = (await score(p)) || failed;
  }
} finally {
  await browser.close();
}
console.log(failed ? "FAIL" : "ok: every page passes axe-core and Lighthouse's thresholds");
process.exit(failed ? 1 : 0);

// axe opens page p at the viewport vp, waits for its requests to end, runs
// axe-core in it and prints the violations; true if any (or the page threw
// or logged an error).
async function axe(p, name, vp) {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push("uncaught: " + e.message));
  page.on("console", (m) => { if (m.type() === "error") errors.push("console: " + m.text()); });
  try {
    await page.setViewport(vp);
    const res = await page.goto(base + p, { waitUntil: "networkidle0", timeout: 30000 });
    if (res.status() >= 400) errors.push(`status ${res.status()}`); // a 304 is a cache revalidated
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () =>
      (await window.axe.run(document, { resultTypes: ["violations"], rules: { "target-size": { enabled: true } } })).violations.map((v) => ({
        id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")),
      })));
    const bad = violations.length > 0 || errors.length > 0;
    console.log(`${bad ? "FAIL" : "ok  "} axe ${p} ${name}: ${violations.length} violations` +
      (violations.length ? ` (${violations.reduce((n, v) => n + v.nodes.length, 0)} nodes)` : ""));
    for (const v of violations) {
      console.log(`       ${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} nodes, e.g. ${v.nodes.slice(0, 3).join(", ")}`);
    }
    for (const e of errors) console.log("       " + e);
    return bad;
  } finally {
    await page.close();
  }
}

// score runs Lighthouse on page p (two more runs if its performance
// falls short), prints its scores and what cost points; true if it fails.
async function score(p) {
  const runs = [await lighthouseRun(p)];
  const short = (lhr, cat) => lhr.categories[cat].score < need[cat];
  if (short(runs[0], "performance")) {
    runs.push(await lighthouseRun(p), await lighthouseRun(p));
  }
  const perf = runs.map((r) => r.categories.performance.score).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const lhr = runs[0];
  const got = {
    performance: perf, accessibility: lhr.categories.accessibility.score,
    "best-practices": lhr.categories["best-practices"].score, seo: lhr.categories.seo.score,
  };
  const bad = Object.keys(need).filter((c) => !(got[c] >= need[c]));
  const pct = (x) => String(Math.round(100 * x)).padStart(4);
  console.log(`${p.padEnd(12)} ${pct(got.performance)}  ${pct(got.accessibility)}  ${pct(got["best-practices"])}  ${pct(got.seo)}` +
    (runs.length > 1 ? `   performance of 3 runs: ${runs.map((r) => pct(r.categories.performance.score).trim()).join(", ")}, median taken` : "") +
    (bad.length ? `   FAIL: ${bad.join(", ")}` : ""));
  for (const c of bad) {
    for (const ref of lhr.categories[c].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1) {
        console.log(`       ${c}: ${a.id} (${a.score}) ${a.title}${a.displayValue ? " — " + a.displayValue : ""}`);
      }
    }
  }
  return bad.length > 0;
}

async function lighthouseRun(p) {
  const port = Number(new URL(browser.wsEndpoint()).port);
  const result = await lighthouse(base + p, {
    port, output: "json", logLevel: "error", onlyCategories: Object.keys(need),
  });
  const file = path.join(reports, (p === "/" ? "index" : p.slice(1)) + ".json");
  fs.writeFileSync(file, result.report);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse on ${p}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}
