// Table Rules — rules pages: every section can be folded (a button in its heading, aria-expanded), so a
// reader on a phone can close what they know. Without this file every section is simply open. A link to
// a rule inside a folded section opens it again. No inline script or style (strict CSP).
(function () {
  "use strict";

  function setup(section) {
    var heading = section.querySelector(":scope > h2");
    if (!heading || heading.querySelector(".fold-toggle")) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "fold-toggle";
    button.setAttribute("aria-expanded", "true");
    button.setAttribute("aria-controls", section.id);
    while (heading.firstChild) button.appendChild(heading.firstChild);
    heading.appendChild(button);
    heading.classList.add("fold-head");
    button.addEventListener("click", function () {
      var open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", open ? "true" : "false");
      section.classList.toggle("is-folded", !open);
    });
  }

  function unfoldTo(hash) {
    if (!hash || hash.length < 2) return;
    var target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    var section = target.closest("section.is-folded");
    if (section) {
      section.classList.remove("is-folded");
      var button = section.querySelector(".fold-toggle");
      if (button) button.setAttribute("aria-expanded", "true");
      target.scrollIntoView();
    }
  }

  function init() {
    var sections = document.querySelectorAll("main > section[id]");
    for (var i = 0; i < sections.length; i++) setup(sections[i]);
    unfoldTo(window.location.hash);
  }

  window.addEventListener("hashchange", function () { unfoldTo(window.location.hash); });
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest('a[href^="#"]') : null;
    if (link) unfoldTo(link.getAttribute("href"));
  });

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
