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

// ---- Matchsticks ----
const sticks = {
  puzzle: null,
  async load() {
    const q = new URLSearchParams({ shape: $("m-shape").value, sticks: $("m-k").value });
    say("m-status", "");
    try {
      this.puzzle = await api("/api/matchsticks?" + q);
    } catch (e) {
      say("m-status", e.message, "bad");
      return;
    }
    $("m-picture").innerHTML = this.puzzle.svg;
    $("m-count").textContent = this.puzzle.sticks;
    $("m-input").value = this.puzzle.equation;
  },
  async check() {
    const p = this.puzzle;
    const q = new URLSearchParams({ shape: p.shape, sticks: p.sticks, date: p.date, answer: $("m-input").value });
    try {
      const a = await api("/api/matchsticks/check?" + q);
      say("m-status", a.correct ? `${a.answer}: right!` : a.why, a.correct ? "win" : "bad");
    } catch (e) {
      say("m-status", e.message, "bad");
    }
  },
  init() {
    $("m-form").addEventListener("submit", (ev) => { ev.preventDefault(); this.load(); });
    $("m-answer").addEventListener("submit", (ev) => { ev.preventDefault(); this.check(); });
    this.load();
  },
};

// ---- Connect Four ----
const connect4 = {
  game: null,
  busy: false,
  // draw draws the board, and the scores over it if the game has them:
  // exact scores as numbers, estimates grey with ≈, ? for neither, and
  // nothing over a full column.
  draw() {
    const g = this.game, box = $("c4-board");
    box.replaceChildren();
    for (let c = 0; c < 7; c++) {
      const s = document.createElement("button");
      const est = g.estimates ? g.estimates[c] : null;
      s.className = "score";
      s.disabled = true;
      if (!g.scores || g.board[0][c]) s.textContent = ""; // no scores, or a full column
      else if (g.scores[c] !== null) s.textContent = String(g.scores[c]);
      else if (est !== null) {
        s.textContent = "≈" + (est > 0 ? "+" : "") + est;
        s.classList.add("est");
        s.title = `an estimate, looking ${g.estimateDepth} stones ahead: no proof`;
      } else s.textContent = "?";
      box.appendChild(s);
    }
    $("c4-legend").hidden = !g.estimates;
    $("c4-depth").textContent = g.estimateDepth || "";
    this.game.board.forEach((row, r) => row.forEach((v, c) => {
      const b = document.createElement("button");
      b.className = v ? "p" + v : "";
      b.dataset.col = c + 1;
      b.setAttribute("aria-label", `column ${c + 1}` + (v ? `, ${v === 1 ? "red" : "yellow"} stone` : ""));
      b.addEventListener("click", () => this.move(c + 1));
      box.appendChild(b);
    }));
  },
  status() {
    const g = this.game;
    if (g.winner) say("c4-status", g.winner === 1 ? "You win!" : "The solver wins.", g.winner === 1 ? "win" : "bad");
    else if (g.over) say("c4-status", "A draw.");
    else say("c4-status", g.solver ? `The solver played column ${g.solver}. Your move.` : "Your move.");
  },
  async call(path) {
    if (this.busy) return;
    this.busy = true;
    say("c4-status", "Thinking…");
    try {
      this.game = await api(path);
      this.draw();
      this.status();
    } catch (e) {
      say("c4-status", e.message, "bad");
    } finally {
      this.busy = false;
    }
  },
  move(col) {
    if (this.game.over) return;
    this.call("/api/connect4/move?" + new URLSearchParams({ moves: this.game.moves, col: col }));
  },
  init() {
    $("c4-scores").addEventListener("click", () => this.call("/api/connect4/scores?moves=" + this.game.moves));
    $("c4-new").addEventListener("click", () => this.call("/api/connect4?moves="));
    this.call("/api/connect4?moves=");
  },
};

// ---- Knight's tour ----
const tour = {
  async load() {
    const q = new URLSearchParams({ rows: $("k-rows").value, cols: $("k-cols").value, closed: $("k-closed").checked });
    say("k-status", "");
    let t;
    try {
      t = await api("/api/knight?" + q);
    } catch (e) {
      say("k-status", e.message, "bad");
      return;
    }
    const box = $("k-picture");
    if (!t.tour.length) {
      box.replaceChildren();
      say("k-status", `A ${t.rows}×${t.cols} board has no ${t.closed ? "closed " : ""}tour.`, "bad");
      return;
    }
    box.innerHTML = t.svg;
    const path = box.querySelector("path[fill=none]");
    if (path && path.getTotalLength) {
      const len = path.getTotalLength();
      path.style.strokeDasharray = len;
      path.style.strokeDashoffset = len;
      path.getBoundingClientRect();
      path.style.transition = `stroke-dashoffset ${Math.min(8, 0.05 * t.tour.length)}s linear`;
      path.style.strokeDashoffset = 0;
    }
    say("k-status", `${t.closed ? "A closed" : "An open"} tour of ${t.rows}×${t.cols}: ${t.tour.length} squares.`, "win");
  },
  init() {
    $("k-form").addEventListener("submit", (ev) => { ev.preventDefault(); this.load(); });
    this.load();
  },
};

const pages = { queens, matchsticks: sticks, connect4, knight: tour };
const page = pages[document.body.dataset.page];
if (page) page.init();
