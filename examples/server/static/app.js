"use strict";
// Matchsticks, Connect Four and the knight's tour: each page fetches its
// puzzle from the JSON API and draws it, with common.js's helpers. (Queens
// is in queens.js.)

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

const pages = { matchsticks: sticks, connect4, knight: tour };
const page = pages[document.body.dataset.page];
if (page) page.init();
