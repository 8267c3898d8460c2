// Table Rules — the puzzle board's htmx glue. The board works without this file (plain forms).
(function () {
  "use strict";

  // The server answers a stale step (409) or a move it cannot read (400) with a message and the
  // current board: show it like any other answer instead of dropping it as an error.
  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    var target = event.detail.target;
    if ((status === 400 || status === 409) && target && target.id === "board") {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  // Too many moves at once (429), a body refused (413, 415) or the database out of reach (503): the
  // answer is a whole page that says what happened and when to try again; show it instead of the board.
  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    if ([413, 415, 429, 503].indexOf(status) !== -1) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
      event.detail.target = document.body;
    }
  });

  // An expired form (403) needs a fresh page with a fresh token: reload rather than do nothing.
  document.addEventListener("htmx:responseError", function (event) {
    if (event.detail.xhr.status === 403) window.location.reload();
  });

  // htmx puts focus back on the button with the same id after a swap; when that button is gone,
  // keep the reader on the board instead of losing focus to the top of the page.
  document.addEventListener("htmx:afterSettle", function (event) {
    var board = document.getElementById("board");
    if (!board || event.detail.target !== board) return;
    var active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    var next = board.querySelector(".bd-btn.is-legal, .bd-btn.is-chosen, .bd-btn, button");
    if (next) next.focus();
  });
})();
