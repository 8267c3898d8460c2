// Table Rules — the checker's htmx glue. The checker works without this file (plain GET forms).
(function () {
  "use strict";

  // Picks (selects, boxes, tile taps) update the verdict at once; typed fields wait for "Check" (or
  // Enter), so an answer swapped in never wipes out text the reader is still typing elsewhere.
  document.addEventListener("change", function (event) {
    var field = event.target;
    if (field.closest && field.closest("#checker") && field.matches("textarea, input[type=text], input[type=number]")) {
      event.stopPropagation();
    }
  }, true);

  // The answer is swapped in above the builder (the verdict comes first on the page), which would push
  // the control just used down and out of sight on a phone. Keep that control where it was on the
  // screen: the one-line answer under the move is then in view, and the full verdict a tap away.
  var anchor = null;
  function remember(element) {
    if (element && element.id && element.closest && element.closest("#checker")) {
      anchor = { id: element.id, top: element.getBoundingClientRect().top };
    }
  }
  document.addEventListener("change", function (event) { remember(event.target); });
  document.addEventListener("submit", function (event) { remember(event.submitter); });
  document.addEventListener("htmx:afterSwap", function (event) {
    var target = event.detail.target;
    if (!anchor || !target || target.id !== "checker") {
      return;
    }
    var control = document.getElementById(anchor.id);
    if (control) {
      window.scrollBy({ top: control.getBoundingClientRect().top - anchor.top, behavior: "instant" });
    }
    anchor = null;
  });

  // No network: the position never reached the engine. Say so on the line under the move, where the eyes
  // are (the banner with the same words is at the top of the page, out of sight below the table).
  document.addEventListener("htmx:sendError", function (event) {
    var live = document.querySelector("#checker .ck-live");
    var banner = document.querySelector("[data-offline-banner]");
    if (live && banner && event.detail.elt && event.detail.elt.closest && event.detail.elt.closest("#checker")) {
      live.textContent = banner.textContent.trim();
    }
  });

  // Bad input is answered with a 400 (414 when over-long) that shows the form again with the field
  // marked: swap it in like any other answer instead of dropping it as an error.
  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    var target = event.detail.target;
    if ((status === 400 || status === 414) && target && target.id === "checker") {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });
})();
