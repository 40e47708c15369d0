"use strict";
// Queens: the board is an ARIA grid of cells (one tab stop, arrow keys
// move, Enter or Space acts), coloured per region from the server's
// palette. The page keeps undo and redo, a timer, the player's settings and
// each puzzle's progress in localStorage; it finds clashes and the solved
// board itself (the puzzle has one solution, so a board without clashes
// and with a queen per row is it).

const EMPTY = 0, MARK = 1, QUEEN = 2, AUTO = 3; // AUTO: a mark put by auto-✕

const queens = {
  puzzle: null, // the server's answer
  n: 0,
  state: [], // per cell, row by row: EMPTY, MARK, QUEEN or AUTO
  past: [], // states before each move, for undo
  future: [], // states undone, for redo
  cells: [], // the gridcell elements
  focus: 0, // the cell with tabindex 0
  hints: 0,
  revealed: false, // the solution was shown
  solved: false,
  solveMs: 0, // the time on the clock when solved
  shown: false, // the win screen was shown for this puzzle
  acc: 0, // ms on the clock before the running stretch
  since: null, // performance.now() when the running stretch began
  lastHint: null,
  moved: null, // the cell of the move in progress, to announce
  settings: { clashes: true, autox: false, letters: false },

  // ---- which puzzle ----

  // params reads the puzzle's identity from the page's address.
  params() {
    const u = new URLSearchParams(location.search), p = {
      size: u.get("size") || "8", level: u.get("level") || "medium",
      date: u.get("date") || "", seed: u.get("seed") || "",
    };
    if (p.seed) p.date = "";
    return p;
  },

  query(p) {
    const q = { size: p.size, level: p.level };
    if (p.seed) q.seed = p.seed;
    else if (p.date) q.date = p.date;
    return new URLSearchParams(q).toString();
  },

  // go loads the puzzle p and puts it in the address (so a reload keeps it).
  go(p) {
    history.replaceState(null, "", "/queens?" + this.query(p));
    this.load(p);
  },

  today() { return new Date().toISOString().slice(0, 10); },

  shiftDay(days) {
    const d = new Date((this.puzzle && this.puzzle.date || this.today()) + "T12:00:00Z");
    d.setUTCDate(d.getUTCDate() + days);
    const s = d.toISOString().slice(0, 10);
    const p = this.params();
    this.go({ size: p.size, level: p.level, date: s > this.today() ? this.today() : s, seed: "" });
  },

  storeKey() {
    const p = this.puzzle;
    return `queens:${p.seed ? "seed" + p.seed : p.date}:${p.size}:${p.level}`;
  },

  async load(p) {
    this.save();
    this.stopClock();
    say("q-status", "Loading…");
    let puzzle;
    try {
      puzzle = await api("/api/queens?" + this.query(p));
    } catch (e) {
      say("q-status", e.message, "bad");
      return;
    }
    this.puzzle = puzzle;
    this.n = puzzle.size;
    $("q-size").value = String(puzzle.size);
    $("q-level").value = puzzle.level;
    $("q-date").value = puzzle.date || "";
    $("q-date").max = this.today();
    $("q-next").disabled = !puzzle.date || puzzle.date >= this.today();
    $("q-title").textContent = `${puzzle.size}×${puzzle.size} ${puzzle.level}, ` +
      (puzzle.seed ? `random puzzle #${puzzle.seed}` : puzzle.date);
    this.build();
    this.restore();
    this.render();
    this.status();
    if (!this.solved && !this.revealed) this.startClock();
    this.tick();
  },

  // ---- the board ----

  // build makes the grid: a row element per row, a gridcell per cell with
  // its region's colours (light and dark, as custom properties) and thick
  // edges where the region changes.
  build() {
    const n = this.n, reg = this.puzzle.regions, box = $("q-board");
    const colors = this.puzzle.colors || { light: [], dark: [] };
    box.replaceChildren();
    box.style.setProperty("--n", n);
    this.cells = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement("div");
      row.setAttribute("role", "row");
      row.className = "q-row";
      for (let c = 0; c < n; c++) {
        const g = reg[r][c], cell = document.createElement("div");
        cell.setAttribute("role", "gridcell");
        cell.className = "q-cell";
        cell.tabIndex = -1;
        cell.dataset.i = r * n + c;
        if (c + 1 < n && reg[r][c + 1] !== g) cell.classList.add("edge-r");
        if (r + 1 < n && reg[r + 1][c] !== g) cell.classList.add("edge-b");
        if (colors.light[g]) cell.style.setProperty("--light", colors.light[g]);
        if (colors.dark[g]) cell.style.setProperty("--dark", colors.dark[g]);
        const letter = document.createElement("span");
        letter.className = "letter";
        letter.setAttribute("aria-hidden", "true");
        letter.textContent = this.letter(g);
        const sym = document.createElement("span");
        sym.className = "sym";
        sym.setAttribute("aria-hidden", "true");
        cell.append(letter, sym);
        row.appendChild(cell);
        this.cells.push(cell);
      }
      box.appendChild(row);
    }
    this.focus = 0;
    this.cells[0].tabIndex = 0;
  },

  letter(g) { return String.fromCharCode(65 + g); },

  // clashes is the set of queens that break a rule: two in a row, a column
  // or a region, or touching.
  clashes() {
    const n = this.n, reg = this.puzzle.regions, qs = [], bad = new Set();
    this.state.forEach((s, i) => { if (s === QUEEN) qs.push(i); });
    for (let a = 0; a < qs.length; a++) {
      for (let b = a + 1; b < qs.length; b++) {
        const r1 = Math.floor(qs[a] / n), c1 = qs[a] % n, r2 = Math.floor(qs[b] / n), c2 = qs[b] % n;
        if (r1 === r2 || c1 === c2 || reg[r1][c1] === reg[r2][c2] ||
          (Math.abs(r1 - r2) <= 1 && Math.abs(c1 - c2) <= 1)) {
          bad.add(qs[a]);
          bad.add(qs[b]);
        }
      }
    }
    return bad;
  },

  queenCount() { return this.state.filter((s) => s === QUEEN).length; },

  isSolved() { return this.queenCount() === this.n && this.clashes().size === 0; },

  render(highlight) {
    const n = this.n, reg = this.puzzle.regions, bad = this.clashes();
    const show = this.settings.clashes;
    $("q-board").classList.toggle("letters", this.settings.letters);
    this.cells.forEach((cell, i) => {
      const s = this.state[i], r = Math.floor(i / n), c = i % n;
      const what = s === QUEEN ? "queen" : s ? "mark" : "empty";
      const clash = show && bad.has(i);
      cell.querySelector(".sym").textContent = s === QUEEN ? "♛" : s ? "✕" : "";
      cell.classList.toggle("queen", s === QUEEN);
      cell.classList.toggle("mark", s === MARK || s === AUTO);
      cell.classList.toggle("clash", clash);
      cell.classList.remove("hl-q", "hl-c", "hl-w");
      if (clash) cell.setAttribute("aria-invalid", "true");
      else cell.removeAttribute("aria-invalid");
      cell.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}, region ${this.letter(reg[r][c])}, ${what}` +
        (clash ? ", clashes" : ""));
    });
    for (const [[r, c], cls] of highlight || []) this.cells[r * n + c].classList.add(cls);
    $("q-undo").disabled = this.past.length === 0;
    $("q-redo").disabled = this.future.length === 0;
  },

  // ---- moves ----

  // change records the state for undo, applies f to a copy, and redraws.
  change(f) {
    const before = this.state.slice();
    f();
    if (before.every((s, i) => s === this.state[i])) return;
    this.past.push(before);
    if (this.past.length > 1000) this.past.shift();
    this.future = [];
    this.after();
  },

  // cycle acts on cell i as a click does: a mark, then a queen, then empty.
  cycle(i) {
    if (!this.puzzle) return;
    this.moved = i;
    this.change(() => {
      const s = this.state[i];
      if (s === QUEEN) {
        this.state[i] = EMPTY;
        this.unAuto();
      } else if (s === EMPTY) {
        this.state[i] = MARK;
      } else {
        this.state[i] = QUEEN;
        if (this.settings.autox) this.autoX(i);
      }
    });
  },

  // covers reports whether a queen at q rules out cell i.
  covers(q, i) {
    const n = this.n, reg = this.puzzle.regions;
    const r1 = Math.floor(q / n), c1 = q % n, r2 = Math.floor(i / n), c2 = i % n;
    return q !== i && (r1 === r2 || c1 === c2 || reg[r1][c1] === reg[r2][c2] ||
      (Math.abs(r1 - r2) <= 1 && Math.abs(c1 - c2) <= 1));
  },

  // autoX marks the empty cells a queen at q rules out.
  autoX(q) {
    this.state.forEach((s, i) => { if (s === EMPTY && this.covers(q, i)) this.state[i] = AUTO; });
  },

  // unAuto clears the automatic marks no queen rules out any more.
  unAuto() {
    const qs = [];
    this.state.forEach((s, i) => { if (s === QUEEN) qs.push(i); });
    this.state.forEach((s, i) => {
      if (s === AUTO && !qs.some((q) => this.covers(q, i))) this.state[i] = EMPTY;
    });
  },

  undo() {
    if (!this.past.length) return;
    this.future.push(this.state);
    this.state = this.past.pop();
    $("q-live").textContent = `Undone; ${this.past.length} more to undo.`;
    this.after();
  },

  redo() {
    if (!this.future.length) return;
    this.past.push(this.state);
    this.state = this.future.pop();
    $("q-live").textContent = `Redone; ${this.future.length} more to redo.`;
    this.after();
  },

  // after redraws after a move, and notices a solve or its undoing; the
  // cell moved on is announced, as its new label says.
  after() {
    this.render();
    if (this.moved !== null) {
      $("q-live").textContent = this.cells[this.moved].getAttribute("aria-label");
      this.moved = null;
    }
    const now = this.isSolved();
    if (now && !this.solved) {
      this.solved = true;
      this.stopClock();
      this.solveMs = this.acc;
      if (!this.revealed && !this.shown) this.win();
    } else if (!now && this.solved) {
      this.solved = false;
      if (!this.revealed) this.startClock();
    }
    this.status();
    this.tick();
    this.save();
  },

  status() {
    const bad = this.clashes().size, q = this.queenCount(), n = this.n;
    if (this.solved && this.revealed) say("q-status", "The solution, shown.", "");
    else if (this.solved) say("q-status", `Solved in ${this.clock(this.solveMs)}!`, "win");
    else if (bad && this.settings.clashes) say("q-status", `${q} of ${n} queens; ${bad} of them clash.`, "bad");
    else say("q-status", `${q} of ${n} queens.`, "");
  },

  // ---- the clock ----

  startClock() {
    if (this.since === null && !document.hidden) this.since = performance.now();
  },

  stopClock() {
    if (this.since !== null) this.acc += performance.now() - this.since;
    this.since = null;
  },

  elapsed() { return this.acc + (this.since === null ? 0 : performance.now() - this.since); },

  clock(ms) {
    const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
    const ss = String(s % 60).padStart(2, "0");
    return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
  },

  tick() {
    $("q-timer").textContent = this.clock(this.solved ? this.solveMs : this.elapsed());
  },

  // ---- saved progress ----

  save() {
    if (!this.puzzle) return;
    const rec = {
      cells: this.state.join(""), ms: Math.round(this.solved ? this.solveMs : this.elapsed()),
      hints: this.hints, revealed: this.revealed, solved: this.solved, t: Date.now(),
    };
    try {
      localStorage.setItem(this.storeKey(), JSON.stringify(rec));
      this.prune();
    } catch (e) { /* storage full or off: progress is not kept */ }
  },

  // prune keeps the 100 most recently played puzzles.
  prune() {
    const ks = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k.startsWith("queens:") && k !== "queens:settings") ks.push(k);
    }
    if (ks.length <= 100) return;
    const t = (k) => { try { return JSON.parse(localStorage.getItem(k)).t || 0; } catch (e) { return 0; } };
    ks.sort((a, b) => t(a) - t(b)).slice(0, ks.length - 100).forEach((k) => localStorage.removeItem(k));
  },

  restore() {
    const n = this.n;
    this.state = new Array(n * n).fill(EMPTY);
    this.past = [];
    this.future = [];
    this.hints = 0;
    this.revealed = false;
    this.acc = 0;
    this.since = null;
    let rec = null;
    try { rec = JSON.parse(localStorage.getItem(this.storeKey())); } catch (e) { rec = null; }
    if (rec && typeof rec.cells === "string" && rec.cells.length === n * n && /^[0-3]*$/.test(rec.cells)) {
      this.state = Array.from(rec.cells, Number);
      this.acc = Math.max(0, Number(rec.ms) || 0);
      this.hints = Math.max(0, Number(rec.hints) || 0);
      this.revealed = rec.revealed === true;
    }
    this.solved = this.isSolved();
    this.shown = this.solved;
    this.solveMs = this.acc;
  },

  // ---- hint, solution, win ----

  play() {
    const p = this.puzzle, n = this.n, queens = [], marks = [];
    this.state.forEach((s, i) => {
      if (s === QUEEN) queens.push([Math.floor(i / n), i % n]);
      else if (s) marks.push([Math.floor(i / n), i % n]);
    });
    return { date: p.date || "", seed: p.seed || 0, size: p.size, level: p.level, queens, marks };
  },

  async hint() {
    if (!this.puzzle) return;
    try {
      const h = await api("/api/queens/hint", this.play());
      if (!h.solved) this.hints++;
      const hl = [];
      (h.queens || []).forEach((c) => hl.push([c, "hl-q"]));
      (h.cleared || []).forEach((c) => hl.push([c, "hl-c"]));
      (h.wrong || []).forEach((c) => hl.push([c, "hl-w"]));
      this.render(hl);
      say("q-status", (h.rule === "mistake" ? "Mistake: " : h.solved ? "" : `Hint (${h.rule}): `) + h.why,
        h.solved ? "win" : h.rule === "mistake" ? "bad" : "");
      this.lastHint = h;
      this.save();
    } catch (e) {
      say("q-status", e.message, "bad");
    }
  },

  async showSolution() {
    if (!this.puzzle) return;
    let sol;
    try {
      sol = await api("/api/queens/solution?" + this.query(this.puzzle));
    } catch (e) {
      say("q-status", e.message, "bad");
      return;
    }
    this.revealed = true;
    this.stopClock();
    this.change(() => {
      this.state.fill(EMPTY);
      for (const [r, c] of sol.queens) this.state[r * this.n + c] = QUEEN;
    });
    this.status();
    this.save();
  },

  shareText() {
    const p = this.puzzle;
    const which = p.seed ? `random #${p.seed}` : p.date;
    const how = this.revealed ? "solution shown" :
      `solved in ${this.clock(this.solveMs)} with ${this.hints} hint${this.hints === 1 ? "" : "s"}`;
    return `go-puzzles Queens ${p.size}×${p.size} ${which} ${p.level} — ${how}\n` +
      `${location.origin}/queens?${this.query(p)}`;
  },

  win() {
    this.shown = true;
    $("q-win-time").textContent = `${this.n} queens in ${this.clock(this.solveMs)}, ` +
      `${this.hints} hint${this.hints === 1 ? "" : "s"}.`;
    $("q-share-text").textContent = this.shareText();
    $("q-copied").textContent = "";
    const d = $("q-win");
    if (!d.open) d.showModal();
  },

  async share() {
    try {
      await navigator.clipboard.writeText(this.shareText());
      say("q-copied", "Copied: paste it anywhere.", "win");
    } catch (e) {
      const sel = getSelection(), range = document.createRange();
      range.selectNodeContents($("q-share-text"));
      sel.removeAllRanges();
      sel.addRange(range);
      say("q-copied", "Select and copy the text above.", "");
    }
  },

  // ---- keys and settings ----

  moveFocus(i) {
    i = Math.max(0, Math.min(this.cells.length - 1, i));
    this.cells[this.focus].tabIndex = -1;
    this.focus = i;
    this.cells[i].tabIndex = 0;
    this.cells[i].focus();
  },

  onKey(ev) {
    const n = this.n, r = Math.floor(this.focus / n), c = this.focus % n;
    const to = {
      ArrowUp: r > 0 ? this.focus - n : this.focus,
      ArrowDown: r < n - 1 ? this.focus + n : this.focus,
      ArrowLeft: c > 0 ? this.focus - 1 : this.focus,
      ArrowRight: c < n - 1 ? this.focus + 1 : this.focus,
      Home: ev.ctrlKey ? 0 : r * n,
      End: ev.ctrlKey ? n * n - 1 : r * n + n - 1,
    }[ev.key];
    if (to !== undefined) {
      ev.preventDefault();
      this.moveFocus(to);
    } else if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      this.cycle(this.focus);
    }
  },

  loadSettings() {
    try { Object.assign(this.settings, JSON.parse(localStorage.getItem("queens:settings")) || {}); } catch (e) { /* defaults */ }
    $("q-clashes").checked = this.settings.clashes;
    $("q-autox").checked = this.settings.autox;
    $("q-letters").checked = this.settings.letters;
  },

  setting(name, on) {
    this.settings[name] = on;
    try { localStorage.setItem("queens:settings", JSON.stringify(this.settings)); } catch (e) { /* not kept */ }
    if (this.puzzle) {
      this.render();
      this.status();
    }
  },

  init() {
    const board = $("q-board");
    board.addEventListener("click", (ev) => {
      const cell = ev.target.closest(".q-cell");
      if (!cell) return;
      this.moveFocus(+cell.dataset.i);
      this.cycle(+cell.dataset.i);
    });
    board.addEventListener("keydown", (ev) => this.onKey(ev));
    document.addEventListener("keydown", (ev) => {
      if (!(ev.ctrlKey || ev.metaKey) || ev.target.matches("input, select, textarea")) return;
      const k = ev.key.toLowerCase();
      if (k === "z" && !ev.shiftKey) { ev.preventDefault(); this.undo(); }
      else if (k === "y" || (k === "z" && ev.shiftKey)) { ev.preventDefault(); this.redo(); }
    });
    $("q-size").addEventListener("change", () => { const p = this.params(); p.size = $("q-size").value; this.go(p); });
    $("q-level").addEventListener("change", () => { const p = this.params(); p.level = $("q-level").value; this.go(p); });
    $("q-date").addEventListener("change", () => {
      const v = $("q-date").value;
      // A date typed digit by digit passes through years like 0202: wait
      // for one the archive has.
      if (v >= "2000-01-01" && v <= this.today() && (!this.puzzle || v !== this.puzzle.date)) {
        const p = this.params();
        this.go({ size: p.size, level: p.level, date: v, seed: "" });
      }
    });
    $("q-prev").addEventListener("click", () => this.shiftDay(-1));
    $("q-next").addEventListener("click", () => this.shiftDay(1));
    $("q-today").addEventListener("click", () => { const p = this.params(); this.go({ size: p.size, level: p.level, date: "", seed: "" }); });
    $("q-random").addEventListener("click", () => {
      const p = this.params();
      this.go({ size: p.size, level: p.level, date: "", seed: String(1 + Math.floor(Math.random() * 999999999)) });
    });
    $("q-undo").addEventListener("click", () => this.undo());
    $("q-redo").addEventListener("click", () => this.redo());
    $("q-hint").addEventListener("click", () => this.hint());
    $("q-reset").addEventListener("click", () => this.change(() => this.state.fill(EMPTY)));
    $("q-solution").addEventListener("click", () => this.showSolution());
    $("q-share").addEventListener("click", () => this.share());
    $("q-win-close").addEventListener("click", () => $("q-win").close());
    $("q-win").addEventListener("close", () => this.cells[this.focus] && this.cells[this.focus].focus());
    for (const [id, name] of [["q-clashes", "clashes"], ["q-autox", "autox"], ["q-letters", "letters"]]) {
      $(id).addEventListener("change", () => this.setting(name, $(id).checked));
    }
    document.addEventListener("visibilitychange", () => {
      if (document.hidden) { this.stopClock(); this.save(); }
      else if (this.puzzle && !this.solved && !this.revealed) this.startClock();
    });
    addEventListener("pagehide", () => this.save());
    setInterval(() => {
      if (!this.puzzle) return;
      this.tick();
      if (this.since !== null) this.save();
    }, 1000);
    this.loadSettings();
    this.load(this.params());
  },
};

queens.init();
