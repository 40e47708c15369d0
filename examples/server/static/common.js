"use strict";
// Helpers shared by the site's pages: each page's own script follows this
// one. No framework; every request's error is shown on the page.

const svgNS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

// api fetches a JSON endpoint (POST with a body, GET without) and returns
// its answer, or throws the server's error message.
async function api(path, body) {
  const opts = body === undefined ? {} :
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const res = await fetch(path, opts);
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}

// say puts text in a status line, with a class (win, bad) or none.
function say(id, text, cls) {
  const el = $(id);
  if (el.textContent !== text) el.textContent = text;
  el.className = "status " + (cls || "");
}

function svgEl(tag, attrs) {
  const el = document.createElementNS(svgNS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}
