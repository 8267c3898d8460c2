// Table Rules — small progressive enhancements. The site works without this file.
(function () {
  "use strict";

  // The section the reader is at: the last anchored section or rule whose top has scrolled past
  // the sticky header, else the fragment in the address bar. At the end of the page the last sections
  // can never reach the header, so there the reader is at the last one in the upper half of the screen.
  // The page's top-level sections are looked at first, then only the marks inside the one the reader is
  // in: the others may be skipped by the browser (content-visibility), and measuring inside a skipped
  // section lays it out for nothing and can place its contents wrongly.
  function lastAbove(marks, offset, found) {
    for (var i = 0; i < marks.length; i++) {
      if (marks[i].getBoundingClientRect().top <= offset) found = marks[i];
    }
    return found;
  }

  function currentSection() {
    var main = document.querySelector("main");
    if (!main) return window.location.hash || "";
    var header = document.querySelector(".site-header");
    var offset = (header ? header.getBoundingClientRect().bottom : 0) + 24;
    var root = document.documentElement;
    if (window.innerHeight + window.scrollY >= root.scrollHeight - 2) offset = Math.max(offset, window.innerHeight / 2);
    var section = lastAbove(main.querySelectorAll(":scope > section[id]"), offset, null);
    var found = lastAbove((section || main).querySelectorAll("section[id], .rule[id], .term[id]"), offset, section);
    if (found) return "#" + found.id;
    return window.location.hash || "";
  }

  // The language switcher keeps the page and the section: carry the #fragment across.
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[data-keep-hash]") : null;
    if (!link) return;
    var hash = currentSection();
    if (!hash) return;
    var url = new URL(link.href, window.location.href);
    url.hash = hash;
    link.href = url.toString();
  });

  // The leaflet picker applies the choice as soon as it changes; its submit button is for pages
  // without this file.
  var pickers = document.querySelectorAll("form[data-leaflet-picker]");
  for (var i = 0; i < pickers.length; i++) {
    var button = pickers[i].querySelector("button[type=submit]");
    if (button) button.hidden = true;
  }
  document.addEventListener("change", function (event) {
    var form = event.target.closest ? event.target.closest("form[data-leaflet-picker]") : null;
    if (form && event.target.name === "leaflet") form.submit();
  });
})();

// The header's search panel: Escape, or a tap outside the field and the panel, puts it away (the
// field keeps what was typed; typing again brings the results back).
(function () {
  "use strict";

  var panel = document.querySelector("[data-search-panel]");
  if (!panel) return;
  function close() { panel.replaceChildren(); }
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && panel.firstElementChild) close();
  });
  document.addEventListener("click", function (event) {
    if (!panel.firstElementChild || !event.target.closest) return;
    if (!event.target.closest("[data-search-panel], .site-search")) close();
  });
})();
