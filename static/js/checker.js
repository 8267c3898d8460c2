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
