// Table Rules — the replay viewer's arrow keys: ← and → step back and forward, Home and End go to the
// first and last step. Every step is a plain link, so without this file the viewer works the same by tap.
(function () {
  "use strict";

  var KEYS = { ArrowLeft: "back", ArrowRight: "next", Home: "first", End: "last" };

  document.addEventListener("keydown", function (event) {
    var where = KEYS[event.key];
    if (!where || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var target = event.target;
    if (target && target.closest && target.closest("input, textarea, select, [contenteditable]")) return;
    var link = document.querySelector("[data-replay] [data-replay-" + where + "]");
    if (!link) return;
    event.preventDefault();
    window.location.assign(link.href);
  });
})();
