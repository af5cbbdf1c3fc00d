"use strict";
// The playground page: sends the text to /api/linkify and shows the result
// (in a sandboxed frame: it can run no script) and the table of links.
const samples = {
  multilingual: "詳細はhttps://ja.wikipedia.org/wiki/アルベルト・アインシュタイン を参照。\nПишите на иван@пример.рф или смотрите пример.рф/путь.\n(see en.wikipedia.org/wiki/The_Lovemakers_(film)) and https://hi.wikipedia.org/wiki/महात्मा_गांधी।",
  security: "Log in at аpple.com or аррӏе.com (Cyrillic), not apple.com.\nRun setup.py, see README.md; open example.com/a\u202Egnp.exe",
  markdown: "**See example.com/docs** and `code.example.com`, or *mail a@example.org*.",
  html: "<p>Visit example.com &amp; <code>x.com</code> <a href=\"#\">y.com</a></p>",
};
const $ = (id) => document.getElementById(id);
const resultCSS = new URL("result.css", location.href).href;
let timer = 0;

// breakable returns a link as text with <wbr> between its parts, so that a
// narrow column breaks it there and never inside a word: after "/" (not
// inside "//"), "?", "&", "=", "#", and before ".", "-", "_", "%", "@".
function breakable(s) {
  const out = document.createDocumentFragment();
  for (const part of s.split(/(?<=[?&=#]|\/(?!\/))|(?=[.\-_%@])/)) {
    if (out.childNodes.length) { out.append(document.createElement("wbr")); }
    out.append(part);
  }
  return out;
}

async function update() {
  const body = JSON.stringify({ text: $("text").value, in: $("in").value, policy: $("policy").value });
  const res = await fetch("api/linkify", { method: "POST", headers: { "Content-Type": "application/json" }, body });
  if (!res.ok) { return; }
  const data = await res.json();
  $("result").srcdoc = "<!doctype html><meta charset=utf-8><base target=_blank><link rel=stylesheet href='" + resultCSS + "'><body>" + data.html;
  const tbody = document.querySelector("#links tbody");
  tbody.replaceChildren();
  for (const l of data.links) {
    const tr = document.createElement("tr");
    tr.className = l.linked ? "linked" : "rejected";
    for (const [v, link] of [[l.text, true], [l.kind, false], [l.href, true], [l.display, true], [l.linked ? "linked" : l.why, false]]) {
      const td = document.createElement("td");
      if (link) {
        td.className = "link";
        td.append(breakable(v));
      } else {
        td.textContent = v;
      }
      tr.appendChild(td);
    }
    tbody.appendChild(tr);
  }
  const linked = data.links.filter((l) => l.linked).length;
  $("count").textContent = "(" + linked + " linked, " + (data.links.length - linked) + " left as text)";
  document.body.dataset.updated = String(Number(document.body.dataset.updated || 0) + 1);
}

function schedule() { clearTimeout(timer); timer = setTimeout(update, 150); }

for (const b of document.querySelectorAll("[data-sample]")) {
  b.addEventListener("click", () => {
    const s = b.dataset.sample;
    $("in").value = s === "markdown" || s === "html" ? s : "text";
    $("text").value = samples[s];
    update();
  });
}
for (const id of ["text", "in", "policy"]) { $(id).addEventListener(id === "text" ? "input" : "change", schedule); }
$("text").value = samples.multilingual;
update();
