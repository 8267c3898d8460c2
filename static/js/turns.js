// Table Rules — the computer players' turn, one move at a time. The server lists every move with its
// reason (that list is the page without JavaScript, and under prefers-reduced-motion); this script shows
// the moves one after another, a step apart (the CSS custom property --play-step on the list's section),
// with "Skip" (the whole turn at once) and "Show again". Nothing waits on it: the board already shows the
// end of the turn, and the moves are announced when they all are shown.
(function () {
  "use strict";

  var still = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

  function stepMs(box) {
    var value = window.getComputedStyle(box).getPropertyValue("--play-step").trim();
    var number = parseFloat(value);
    if (isNaN(number)) return 0;
    return /ms$/.test(value) ? number : number * 1000;
  }

  function setup(box) {
    if (box.getAttribute("data-turn-ready")) return;
    box.setAttribute("data-turn-ready", "1");
    var items = Array.prototype.slice.call(box.querySelectorAll("[data-turn-move]"));
    var controls = box.querySelector("[data-turn-controls]");
    var skip = box.querySelector("[data-turn-skip]");
    var again = box.querySelector("[data-turn-again]");
    var status = box.querySelector("[data-turn-status]");
    if (items.length < 2 || !controls || !skip || !again || still.matches) return;  // the list as it is
    var timer = null;

    function finish() {
      window.clearTimeout(timer);
      timer = null;
      items.forEach(function (item) { item.classList.remove("is-waiting"); });
      box.classList.remove("is-playing");
      skip.hidden = true;
      again.hidden = false;
      if (status) status.textContent = box.getAttribute("data-turn-done") || "";
    }

    function reveal(index) {
      if (index >= items.length) { finish(); return; }
      items[index].classList.remove("is-waiting");
      items[index].classList.add("is-arriving");
      timer = window.setTimeout(function () { reveal(index + 1); }, stepMs(box));
    }

    function play() {
      window.clearTimeout(timer);
      items.forEach(function (item) { item.classList.add("is-waiting"); item.classList.remove("is-arriving"); });
      box.classList.add("is-playing");
      skip.hidden = false;
      again.hidden = true;
      if (status) status.textContent = "";
      reveal(0);
    }

    controls.hidden = false;
    skip.addEventListener("click", finish);
    again.addEventListener("click", function () {
      play();
      skip.focus();
    });
    play();
  }

  function start(root) {
    (root || document).querySelectorAll("[data-turn-show]").forEach(setup);
  }

  document.addEventListener("htmx:afterSettle", function () { start(document); });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", function () { start(document); });
  else start(document);
})();
