// Table Rules — rules pages: every section can be folded with the button in its heading (aria-expanded),
// so a reader on a phone can close what they know. The buttons are in the page, disabled until this file
// enables them (a style change only, no layout: cheap on a long page); without it every section stays
// open. A link to a rule inside a folded section opens it again. No inline script or style (strict CSP).
(function () {
  "use strict";

  function toggle(button, open) {
    var section = document.getElementById(button.getAttribute("aria-controls"));
    if (!section) return;
    button.setAttribute("aria-expanded", open ? "true" : "false");
    section.classList.toggle("is-folded", !open);
  }

  function unfoldTo(hash) {
    if (!hash || hash.length < 2) return;
    var target = document.getElementById(decodeURIComponent(hash.slice(1)));
    var section = target && target.closest("section.is-folded");
    if (!section) return;
    var button = section.querySelector(".fold-toggle");
    if (button) toggle(button, true);
    target.scrollIntoView();
  }

  document.addEventListener("click", function (event) {
    if (!event.target.closest) return;
    var button = event.target.closest(".fold-toggle");
    if (button) {
      toggle(button, button.getAttribute("aria-expanded") !== "true");
      return;
    }
    var link = event.target.closest('a[href^="#"]');
    if (link) unfoldTo(link.getAttribute("href"));
  });
  window.addEventListener("hashchange", function () { unfoldTo(window.location.hash); });

  function init() {
    var buttons = document.querySelectorAll(".fold-toggle[disabled]");
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = false;
    unfoldTo(window.location.hash);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
