"use strict";
// Matchsticks: the puzzle of the day for a shape and a number of sticks,
// drawn by the server; the player types the equation they make.
// It uses common.js's helpers ($, api, say), loaded before it.

(() => {
  // pretty writes an equation as people do: − × ÷.
  const pretty = (s) => s.replace(/-/g, "−").replace(/x/g, "×").replace(/\//g, "÷");

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
      const p = this.puzzle, pic = $("m-picture");
      pic.innerHTML = p.svg;
      const svg = pic.querySelector("svg");
      if (svg) svg.setAttribute("aria-hidden", "true");
      pic.setAttribute("aria-label", `The puzzle in matchsticks: ${pretty(p.equation)}`);
      $("m-count").textContent = p.sticks === 1 ? "one stick" : "two sticks";
      $("m-input").value = "";
    },
    async check() {
      const p = this.puzzle;
      if (!p) return;
      const q = new URLSearchParams({ shape: p.shape, sticks: p.sticks, date: p.date, answer: $("m-input").value });
      try {
        const a = await api("/api/matchsticks/check?" + q);
        say("m-status", a.why, a.correct ? "win" : "bad");
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

  window.matchsticks = sticks;
  sticks.init();
})();
