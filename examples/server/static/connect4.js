"use strict";
// Connect Four against the solver: the board is an ARIA grid with one tab
// stop (a roving tabindex). Arrow keys move between cells, Home and End go
// to the first and last column, Enter or Space drops a stone in the
// column of the focused cell; a click or tap drops one in its column. The
// cells are made once per board size and updated in place, so focus stays
// where it was through a move and the solver's reply.
// It uses common.js's helpers ($, api, say), loaded before it.

(() => {
  const colour = (v) => (v === 1 ? "red" : "yellow");

  const c4 = {
    game: null, // the server's last answer
    me: 1, // the player the person plays: 1 red (starts), 2 yellow
    busy: false,
    showScores: false,
    rows: 0,
    cols: 0,
    cells: [], // cells[r][c], rows from the top
    heads: [], // the column headers that show the scores
    focus: { r: 0, c: 0 }, // the cell with tabindex 0

    size() {
      const sel = $("c4-size");
      return sel ? sel.value : "";
    },

    query(extra) {
      const q = new URLSearchParams({ moves: this.game ? this.game.moves : "" });
      if (this.size()) q.set("size", this.size());
      for (const [k, v] of Object.entries(extra || {})) q.set(k, v);
      return q;
    },

    // build makes the grid's cells for a board of rows×cols.
    build(rows, cols) {
      const grid = $("c4-board");
      this.rows = rows;
      this.cols = cols;
      grid.style.setProperty("--cols", cols);
      grid.setAttribute("aria-label", `Connect Four board, ${cols} columns by ${rows} rows`);
      grid.setAttribute("aria-rowcount", rows + 1);
      grid.setAttribute("aria-colcount", cols);
      grid.replaceChildren();
      const head = document.createElement("div");
      head.setAttribute("role", "row");
      head.className = "c4-row c4-heads";
      this.heads = [];
      for (let c = 0; c < cols; c++) {
        // The header's name, in words, is for screen readers; the short
        // score is for the eyes.
        const h = document.createElement("div");
        h.setAttribute("role", "columnheader");
        h.className = "c4-head";
        h.appendChild(document.createElement("span")).className = "vh";
        h.appendChild(document.createElement("span")).setAttribute("aria-hidden", "true");
        head.appendChild(h);
        this.heads.push(h);
      }
      grid.appendChild(head);
      this.cells = [];
      for (let r = 0; r < rows; r++) {
        const row = document.createElement("div");
        row.setAttribute("role", "row");
        row.className = "c4-row";
        const line = [];
        for (let c = 0; c < cols; c++) {
          const cell = document.createElement("div");
          cell.setAttribute("role", "gridcell");
          cell.className = "c4-cell";
          cell.tabIndex = -1;
          cell.dataset.row = r;
          cell.dataset.col = c;
          cell.appendChild(document.createElement("span")).className = "disc";
          row.appendChild(cell);
          line.push(cell);
        }
        grid.appendChild(row);
        this.cells.push(line);
      }
      this.focus = { r: rows - 1, c: Math.floor(cols / 2) };
      this.cells[this.focus.r][this.focus.c].tabIndex = 0;
    },

    // draw shows the game on the cells and the scores in the headers.
    draw() {
      const g = this.game;
      const rows = g.board.length, cols = g.board[0].length;
      if (rows !== this.rows || cols !== this.cols) this.build(rows, cols);
      const four = new Set((g.four || []).map(([r, c]) => r + "," + c));
      g.board.forEach((line, r) => line.forEach((v, c) => {
        const cell = this.cells[r][c];
        const win = four.has(r + "," + c);
        cell.classList.toggle("p1", v === 1);
        cell.classList.toggle("p2", v === 2);
        cell.classList.toggle("win", win);
        let label = `column ${c + 1}, row ${rows - r}, ` + (v ? colour(v) : "empty");
        if (win) label += ", in the winning four";
        cell.setAttribute("aria-label", label);
      }));
      this.drawScores();
      $("c4-board").setAttribute("aria-busy", this.busy ? "true" : "false");
      $("c4-scores").setAttribute("aria-pressed", this.showScores ? "true" : "false");
      $("c4-scores").disabled = g.over;
    },

    // drawScores writes each column's score in its header: exact scores as
    // numbers, estimates with ≈ (and "estimate" in their name), ? for
    // neither, nothing for a full column or without scores.
    drawScores() {
      const g = this.game;
      let estimates = false;
      this.heads.forEach((h, c) => {
        const name = `column ${c + 1}`;
        const [words, short] = h.children;
        const set = (w, s, cls) => {
          words.textContent = w;
          short.textContent = s;
          h.className = "c4-head" + (cls ? " " + cls : "");
        };
        h.title = "";
        if (!g.scores || g.board[0][c] || g.over) return set(name, "");
        const s = g.scores[c], est = g.estimates ? g.estimates[c] : null;
        if (s !== null) {
          const what = s > 0 ? "a win" : s < 0 ? "a loss" : "a draw";
          set(`${name}: ${what}, score ${s}, exact`, s > 0 ? "+" + s : s < 0 ? "−" + -s : "0", s > 0 ? "good" : s < 0 ? "poor" : "even");
        } else if (est !== null) {
          estimates = true;
          h.title = `An estimate, looking ${g.estimateDepth} stones ahead: not proven.`;
          set(`${name}: estimate ${est}, not proven`, "≈" + (est > 0 ? "+" : est < 0 ? "−" : "") + Math.abs(est), "est");
        } else {
          set(`${name}: not known`, "?");
        }
      });
      $("c4-legend").hidden = !estimates;
      $("c4-depth").textContent = g.estimateDepth || "";
    },

    // status says what happened, for everyone and for screen readers (the
    // element is a live region).
    status(before) {
      const g = this.game, el = $("c4-status");
      let text, cls = "";
      const landed = (col) => {
        const c = col - 1;
        for (let r = 0; r < g.board.length; r++) if (g.board[r][c]) return g.board.length - r;
        return 0;
      };
      let played = g.solver ? `The solver played column ${g.solver}, row ${landed(g.solver)}` : "";
    if (played) played += g.solverExact === false ? " (its best estimate: no proof in time). " : ". ";
      if (g.winner) {
        text = played + (g.winner === this.me ? "You win! Your four in a row is marked." : "The solver wins: its four in a row is marked.");
        cls = g.winner === this.me ? "win" : "bad";
      } else if (g.over) {
        text = played + "A draw: the board is full.";
      } else {
        text = played + (before || "") + "Your move.";
      }
      el.textContent = text;
      el.className = "status " + cls;
    },

    say(text, cls) {
      const el = $("c4-status");
      el.textContent = text;
      el.className = "status " + (cls || "");
    },

    // call asks the server for path and shows the answer; with the scores on,
    // it then asks for the scores of the new position.
    async call(path, before) {
      if (this.busy) return;
      this.busy = true;
      $("c4-board").setAttribute("aria-busy", "true");
      this.say("Thinking…");
      try {
        this.game = await api(path);
        if (this.showScores && !this.game.over && !this.game.scores) {
          this.draw();
          const solver = this.game.solver;
          this.game = await api("/api/connect4/scores?" + this.query());
          this.game.solver = solver;
        }
        this.busy = false;
        this.draw();
        this.status(before);
      } catch (e) {
        this.busy = false;
        if (this.game) this.draw();
        this.say(e.message, "bad");
      }
    },

    move(col) {
      const g = this.game;
      if (!g || this.busy) return;
      if (g.over) {
        this.say("The game is over: start a new one.", "bad");
        return;
      }
      if (g.board[0][col - 1]) {
        this.say(`Column ${col} is full: choose another.`, "bad");
        return;
      }
      this.call("/api/connect4/move?" + this.query({ col }));
    },

    // moveFocus puts the tab stop on cell (r, c) and focuses it.
    moveFocus(r, c) {
      r = Math.max(0, Math.min(this.rows - 1, r));
      c = Math.max(0, Math.min(this.cols - 1, c));
      this.cells[this.focus.r][this.focus.c].tabIndex = -1;
      this.focus = { r, c };
      const cell = this.cells[r][c];
      cell.tabIndex = 0;
      cell.focus();
    },

    key(ev) {
      const { r, c } = this.focus;
      const keys = {
        ArrowLeft: () => this.moveFocus(r, c - 1),
        ArrowRight: () => this.moveFocus(r, c + 1),
        ArrowUp: () => this.moveFocus(r - 1, c),
        ArrowDown: () => this.moveFocus(r + 1, c),
        Home: () => this.moveFocus(ev.ctrlKey ? 0 : r, 0),
        End: () => this.moveFocus(ev.ctrlKey ? this.rows - 1 : r, this.cols - 1),
        PageUp: () => this.moveFocus(0, c),
        PageDown: () => this.moveFocus(this.rows - 1, c),
        Enter: () => this.move(c + 1),
        " ": () => this.move(c + 1),
      };
      const f = keys[ev.key];
      if (!f) return;
      ev.preventDefault();
      f();
    },

    click(ev) {
      const cell = ev.target.closest(".c4-cell");
      if (!cell) return;
      this.moveFocus(+cell.dataset.row, +cell.dataset.col);
      this.move(+cell.dataset.col + 1);
    },

    newGame(solverFirst) {
      this.me = solverFirst ? 2 : 1;
      this.game = null;
      $("c4-you").textContent = solverFirst ? "yellow" : "red";
      if (solverFirst) this.call("/api/connect4/move?" + this.query());
      else this.call("/api/connect4?" + this.query());
    },

    init() {
      const grid = $("c4-board");
      grid.addEventListener("keydown", (ev) => this.key(ev));
      grid.addEventListener("click", (ev) => this.click(ev));
      $("c4-scores").addEventListener("click", () => {
        this.showScores = !this.showScores;
        if (this.showScores && this.game && !this.game.over) this.call("/api/connect4/scores?" + this.query());
        else if (this.game) this.draw();
      });
      $("c4-new").addEventListener("click", () => this.newGame(false));
      $("c4-second").addEventListener("click", () => this.newGame(true));
      const size = $("c4-size");
      if (size) size.addEventListener("change", () => this.newGame(false));
      this.newGame(false);
    },
  };

  window.connect4 = c4;
  c4.init();
})();
