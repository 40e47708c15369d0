"use strict";
// The knight's tour: the server finds a tour of the board asked for and
// draws it; the page animates the path and lists the squares in words.
// It uses common.js's helpers ($, api, say), loaded before it.

(() => {
  // maxListed is the longest tour listed square by square.
  const maxListed = 400;

  const tour = {
    async load() {
      const form = $("k-form");
      if (!form.reportValidity()) return;
      const q = new URLSearchParams({ rows: $("k-rows").value, cols: $("k-cols").value, closed: $("k-closed").checked });
      say("k-status", "Searching…");
      let t;
      try {
        t = await api("/api/knight?" + q);
      } catch (e) {
        say("k-status", e.message, "bad");
        return;
      }
      const box = $("k-picture"), list = $("k-list");
      list.replaceChildren();
      $("k-moves").hidden = true;
      const kind = t.closed ? "closed tour" : "tour";
      if (!t.tour.length) {
        box.replaceChildren();
        box.setAttribute("aria-label", `no ${kind} of ${t.rows}×${t.cols}`);
        say("k-status", `A ${t.rows}×${t.cols} board has no ${kind}.`, "bad");
        return;
      }
      box.innerHTML = t.svg;
      const svg = box.querySelector("svg");
      if (svg) svg.setAttribute("aria-hidden", "true");
      const [r0, c0] = t.tour[0], [r1, c1] = t.tour[t.tour.length - 1];
      box.setAttribute("aria-label", `A ${kind} of the ${t.rows}×${t.cols} board, from row ${r0 + 1}, column ${c0 + 1} to row ${r1 + 1}, column ${c1 + 1}.`);
      if (t.tour.length <= maxListed) {
        for (const [r, c] of t.tour) list.appendChild(document.createElement("li")).textContent = `row ${r + 1}, column ${c + 1}`;
        $("k-moves").hidden = false;
      }
      const path = box.querySelector("path[fill=none]");
      if (path && path.getTotalLength && !matchMedia("(prefers-reduced-motion: reduce)").matches) {
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

  window.knight = tour;
  tour.init();
})();
