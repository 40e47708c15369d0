"use strict";
// The site's script: each page fetches its puzzle from the JSON API and
// draws it. No framework; every request's error is shown on the page.

const svgNS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

async function api(path, body) {
  const opts = body === undefined ? {} :
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const res = await fetch(path, opts);
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}

function say(id, text, cls) {
  const el = $(id);
  el.textContent = text;
  el.className = "status " + (cls || "");
}

function svgEl(tag, attrs) {
  const el = document.createElementNS(svgNS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

// ---- Queens ----
const queens = {
  puzzle: null,
  state: [], // per cell: 0 empty, 1 mark, 2 queen
  rects: [],
  layer: null,

  async load() {
    const q = new URLSearchParams({ size: $("q-size").value, level: $("q-level").value });
    say("q-status", "");
    try {
      this.puzzle = await api("/api/queens?" + q);
    } catch (e) {
      say("q-status", e.message, "bad");
      return;
    }
    const n = this.puzzle.size;
    this.state = new Array(n * n).fill(0);
    const box = $("q-board");
    box.innerHTML = this.puzzle.svg;
    const svg = box.querySelector("svg");
    this.rects = Array.from(svg.querySelectorAll("rect")).slice(0, n * n);
    this.labels(svg);
    this.layer = svgEl("g", { id: "q-layer" });
    svg.appendChild(this.layer);
    svg.addEventListener("click", (ev) => this.click(ev));
    this.draw();
    say("q-status", `${this.puzzle.level} ${n}×${n}, ${this.puzzle.date}`);
  },

  // labels names each region by its letter, as the hints do, in the
  // corner of its first cell.
  labels(svg) {
    const g = svgEl("g", { "pointer-events": "none", fill: "#333" });
    const seen = new Set();
    this.puzzle.regions.flat().forEach((reg, i) => {
      if (seen.has(reg)) return;
      seen.add(reg);
      const r = this.rects[i], w = +r.getAttribute("width");
      const t = svgEl("text", { x: +r.getAttribute("x") + 3, y: +r.getAttribute("y") + w * 0.28, "font-size": w * 0.24, class: "region-label" });
      t.textContent = String.fromCharCode(65 + reg);
      g.appendChild(t);
    });
    svg.appendChild(g);
  },

  cellAt(ev) {
    const svg = $("q-board").querySelector("svg");
    const pt = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(svg.getScreenCTM().inverse());
    return this.rects.findIndex((r) => {
      const x = +r.getAttribute("x"), y = +r.getAttribute("y");
      const w = +r.getAttribute("width"), h = +r.getAttribute("height");
      return pt.x >= x && pt.x < x + w && pt.y >= y && pt.y < y + h;
    });
  },

  click(ev) {
    const i = this.cellAt(ev);
    if (i < 0) return;
    this.state[i] = (this.state[i] + 1) % 3;
    this.draw();
    this.check();
  },

  cells(kind) {
    const n = this.puzzle.size, out = [];
    this.state.forEach((s, i) => { if (s === kind) out.push([Math.floor(i / n), i % n]); });
    return out;
  },

  play() {
    const p = this.puzzle;
    return { date: p.date, size: p.size, level: p.level, queens: this.cells(2), marks: this.cells(1) };
  },

  draw(highlight) {
    this.layer.replaceChildren();
    const n = this.puzzle.size;
    const mark = (i, cls, color) => {
      const r = this.rects[i], x = +r.getAttribute("x"), y = +r.getAttribute("y"), w = +r.getAttribute("width");
      if (cls === "hl") {
        this.layer.appendChild(svgEl("rect", { x: x + 2, y: y + 2, width: w - 4, height: w - 4, fill: "none", stroke: color, "stroke-width": 4, class: "hl", "pointer-events": "none" }));
        return;
      }
      const t = svgEl("text", { x: x + w / 2, y: y + w * 0.72, "text-anchor": "middle", "font-size": w * (cls === "queen" ? 0.7 : 0.45), class: cls, "pointer-events": "none" });
      t.textContent = cls === "queen" ? "♛" : "✕";
      this.layer.appendChild(t);
    };
    this.state.forEach((s, i) => { if (s) mark(i, s === 2 ? "queen" : "mark"); });
    if (highlight) {
      for (const [c, color] of highlight) mark(c[0] * n + c[1], "hl", color);
    }
  },

  async hint() {
    try {
      const h = await api("/api/queens/hint", this.play());
      const hl = [];
      (h.queens || []).forEach((c) => hl.push([c, "#1d7a2e"]));
      (h.cleared || []).forEach((c) => hl.push([c, "#1f3a93"]));
      (h.wrong || []).forEach((c) => hl.push([c, "#b3261e"]));
      this.draw(hl);
      say("q-status", (h.rule === "mistake" ? "Mistake: " : h.solved ? "" : `Hint (${h.rule}): `) + h.why, h.solved ? "win" : h.rule === "mistake" ? "bad" : "");
      this.lastHint = h;
    } catch (e) {
      say("q-status", e.message, "bad");
    }
  },

  async check() {
    if (this.cells(2).length !== this.puzzle.size) return;
    try {
      const c = await api("/api/queens/check", this.play());
      if (c.solved) say("q-status", "Solved! Every queen is in place.", "win");
      else say("q-status", `Not yet: ${c.wrong} queen(s) are not where the solution has them.`, "bad");
    } catch (e) {
      say("q-status", e.message, "bad");
    }
  },

  init() {
    $("q-form").addEventListener("submit", (ev) => { ev.preventDefault(); this.load(); });
    $("q-hint").addEventListener("click", () => this.hint());
    $("q-reset").addEventListener("click", () => { this.state.fill(0); this.draw(); say("q-status", ""); });
    this.load();
  },
};

const pages = { queens };
const page = pages[document.body.dataset.page];
if (page) page.init();
