// Table Rules — the checker's htmx glue. The checker works without this file (plain GET forms).
(function () {
  "use strict";

  // Each tap swaps the whole checker: keep the button just tapped where it was on the screen, so the
  // next tap is where the thumb is. When the tap asked a new question, bring the verdict (right under
  // the board) into view instead: the answer is where the eyes go.
  var anchor = null;
  function remember(element) {
    if (element && element.name === "tap" && element.closest && element.closest("#checker")) {
      anchor = { value: element.value, top: element.getBoundingClientRect().top };
    }
  }
  var asked = null;
  document.addEventListener("submit", function (event) {
    remember(event.submitter);
    var verdict = document.getElementById("verdict");
    asked = verdict ? verdict.getAttribute("data-question") : null;
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    var target = event.detail.target;
    if (!anchor || !target || target.id !== "checker") {
      return;
    }
    var verdict = document.getElementById("verdict");
    if (verdict && verdict.getAttribute("data-question") !== asked) {
      verdict.scrollIntoView({ block: "start", behavior: "instant" });
      anchor = null;
      return;
    }
    var control = document.querySelector('#checker button[name="tap"][value="' + CSS.escape(anchor.value) + '"]')
      || document.getElementById("ck-board");
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
      live.scrollIntoView({ block: "nearest", behavior: "instant" });
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
