// Table Rules — small progressive enhancements. The site works without this file.
(function () {
  "use strict";

  // The section the reader is at: the last anchored section or rule whose top has scrolled past
  // the sticky header, else the fragment in the address bar. At the end of the page the last sections
  // can never reach the header, so there the reader is at the last one in the upper half of the screen.
  function currentSection() {
    var marks = document.querySelectorAll("main section[id], main .rule[id], main .term[id]");
    var header = document.querySelector(".site-header");
    var offset = (header ? header.getBoundingClientRect().bottom : 0) + 24;
    var root = document.documentElement;
    if (window.innerHeight + window.scrollY >= root.scrollHeight - 2) offset = Math.max(offset, window.innerHeight / 2);
    var found = null;
    for (var i = 0; i < marks.length; i++) {
      if (marks[i].getBoundingClientRect().top <= offset) found = marks[i];
    }
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
