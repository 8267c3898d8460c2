// Table Rules — the live puzzle board. The board works without this file (plain GET and POST forms).
// With it, one gesture is one move: a tap chooses a card or tiles at once, on the page (pressed state,
// legal targets lit from the engine's list in data-targets), and the tap on a target posts the move.
// While the answer takes longer than 100 ms the dock shows that it waits; when it arrives the board is
// swapped, the last move is marked (a glow where it landed, a shake where it was refused) and the
// verdict is in the dock at the bottom of the screen. No inline script or style (strict CSP).
(function () {
  "use strict";

  var WAIT_MS = 100;
  var chosen = null;        // Skip-Bo: the chosen source ("h5", "s", "d2", "@2s")
  var picked = [];          // Rummikub: the chosen tiles' items ("R7", "1-3"), in the order chosen
  var waitTimer = null;

  function byId(id) { return document.getElementById(id); }
  function board() { return byId("board"); }
  function actForm() { return byId("act-form"); }

  function hidden(form, name, value) {
    var input = form.querySelector('input[type="hidden"][name="' + name + '"]');
    if (value === null) { if (input) input.remove(); return; }
    if (!input) {
      input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      form.appendChild(input);
    }
    input.value = value;
  }

  function say(text) {
    var live = byId("feedback");
    if (!live || !text) return;
    live.textContent = "";
    var p = document.createElement("p");
    p.className = "fb fb--info is-lead";
    p.textContent = text;
    live.appendChild(p);
  }

  function submit(form, button) {
    if (button) button.classList.add("is-busy");
    if (typeof form.requestSubmit === "function") form.requestSubmit();
    else form.submit();
  }

  // ---------------------------------------------------------------- Skip-Bo: choose, then a target

  function sbBoard() { var b = board(); return b ? b.querySelector(".sb-board") : null; }

  function sbClear() {
    var root = board();
    if (!root) return;
    root.querySelectorAll(".bd-btn.is-chosen").forEach(function (b) {
      b.classList.remove("is-chosen");
      b.removeAttribute("aria-pressed");
    });
    root.querySelectorAll(".bd-btn.is-legal[data-to]").forEach(function (b) {
      b.classList.remove("is-legal");
      b.removeAttribute("aria-describedby");
    });
  }

  function sbChoose(button) {
    var sb = sbBoard();
    sbClear();
    chosen = button.getAttribute("data-src");
    button.classList.add("is-chosen");
    button.setAttribute("aria-pressed", "true");
    var targets = (button.getAttribute("data-targets") || "").split(" ").filter(Boolean);
    targets.forEach(function (to) {
      var target = board().querySelector('.bd-btn[data-to="' + to + '"]');
      if (target) {
        target.classList.add("is-legal");
        target.setAttribute("aria-describedby", "bd-fits");
      }
    });
    hidden(actForm(), "from", chosen);
    if (sb) say(sb.getAttribute(targets.length ? "data-chosen-text" : "data-none-text"));
    fitTable();  // the line said in the dock makes it taller
  }

  function sbClick(event, button) {
    var src = button.getAttribute("data-src");
    var to = button.getAttribute("data-to");
    if (chosen === null) {
      var current = actForm() && actForm().querySelector('input[name="from"]');
      if (current && current.value) chosen = current.value; // chosen by the server (no-JS link)
    }
    if (chosen !== null && button.classList.contains("is-chosen")) {
      event.preventDefault();
      chosen = null;
      sbClear();
      hidden(actForm(), "from", null);
      say("");
      return;
    }
    if (chosen !== null && to) {
      event.preventDefault();
      remember(board().querySelector(".bd-btn.is-chosen"), to);
      var form = actForm();
      hidden(form, "from", chosen);
      hidden(form, "to", to);
      submit(form, button);
      return;
    }
    if (src) {
      event.preventDefault();
      sbChoose(button);
    }
  }

  // ---------------------------------------------------------------- Rummikub: tiles, then the bar

  function rkSync() {
    var root = board();
    var bar = byId("rk-bar");
    var form = actForm();
    if (!root || !form) return;
    root.querySelectorAll(".rk-btn[data-item]").forEach(function (b) { b.setAttribute("aria-pressed", "false"); b.classList.remove("is-chosen"); });
    var rackCounts = {};
    picked.forEach(function (item) {
      var button;
      if (item.indexOf("-") > 0) {
        button = root.querySelector('.rk-btn[data-item="' + item + '"]');
      } else {
        rackCounts[item] = (rackCounts[item] || 0) + 1;
        button = root.querySelectorAll('.rk-rack .rk-btn[data-item="' + item + '"]')[rackCounts[item] - 1];
      }
      if (button) { button.setAttribute("aria-pressed", "true"); button.classList.add("is-chosen"); }
    });
    hidden(form, "from", picked.length ? picked.join(",") : null);
    if (!bar) return;
    bar.hidden = picked.length === 0;
    placeBar();
  }

  // The bar floats beside the choice and never covers a tile: not the chosen ones, not the sets and the
  // rack they can go to. Measured, it goes above the choice, else below it, else to its right or left,
  // else just above the dock or, with no room left on a phone, in the dock's line (over the goal and the
  // verdict while tiles are chosen); on a desktop beside the board, under the side panel. The place is set as --bar-x/--bar-y (CSSOM).
  var GAP = 10;
  function rect(el) { return el.getBoundingClientRect(); }
  function overlaps(a, b) { return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; }

  function placeBar() {
    var bar = byId("rk-bar");
    var root = board();
    if (!bar || !root || bar.hidden || !document.documentElement.classList.contains("js-dock")) return;
    var chosenTiles = Array.prototype.slice.call(root.querySelectorAll(".rk-btn.is-chosen"));
    if (!chosenTiles.length) return;
    var sel = chosenTiles.map(rect).reduce(function (u, r) {
      return { left: Math.min(u.left, r.left), right: Math.max(u.right, r.right), top: Math.min(u.top, r.top), bottom: Math.max(u.bottom, r.bottom) };
    });
    var w = bar.offsetWidth, h = bar.offsetHeight, vw = document.documentElement.clientWidth;
    var header = document.querySelector(".site-header");
    var dock = document.querySelector(".dock");
    var wide = window.matchMedia("(min-width: 64rem)").matches;
    var top = Math.max(header ? rect(header).bottom : 0, 0) + 4;
    var bottom = window.innerHeight - 4;
    var keep = Array.prototype.slice.call(root.querySelectorAll(".rk-btn, .rk-gap")).map(rect);
    if (dock && wide) keep.push(rect(dock));
    else if (dock) bottom = Math.min(bottom, rect(dock).top - 4);
    var mid = (sel.left + sel.right) / 2;
    var x = Math.min(Math.max(mid - w / 2, 8), vw - w - 8);
    var beside = Math.min(Math.max((sel.top + sel.bottom - h) / 2, top), bottom - h);
    var spots = [{ x: x, y: sel.top - GAP - h, kind: "is-above" }, { x: x, y: sel.bottom + GAP, kind: "is-below" },
                 { x: sel.right + GAP, y: beside, kind: "" }, { x: sel.left - GAP - w, y: beside, kind: "" }];
    if (wide && dock) {
      var side = rect(dock);
      spots.push({ x: side.left, y: Math.max(side.bottom + GAP, Math.min(sel.top, bottom - h)), kind: "" });
    } else if (dock) {
      spots.push({ x: x, y: bottom - h, kind: "" }, { x: x, y: Math.min(rect(dock).top + 2, window.innerHeight - h), kind: "", last: true });
    }
    var spot = spots.filter(function (s) {
      var box = { left: s.x, right: s.x + w, top: s.y, bottom: s.y + h };
      if (s.last) return true;  // in the dock line, over the goal and the verdict: never over a tile
      return s.y >= top && s.y + h <= bottom && s.x >= 4 && s.x + w <= vw - 4 && !keep.some(function (k) { return overlaps(box, k); });
    })[0] || spots[spots.length - 1];
    bar.classList.remove("is-above", "is-below");
    if (spot.kind) bar.classList.add(spot.kind);
    // On the root, not on the bar: htmx copies a swapped element's old attributes (a style attribute,
    // which the strict CSP refuses) onto its new copy.
    var css = document.documentElement.style;
    css.setProperty("--bar-x", Math.round(spot.x) + "px");
    css.setProperty("--bar-y", Math.round(spot.y) + "px");
    css.setProperty("--bar-arrow", Math.round(Math.min(Math.max(mid - spot.x, 14), w - 14)) + "px");
  }

  var barFrame = 0;
  function replaceBar() {
    if (barFrame) return;
    barFrame = window.requestAnimationFrame(function () { barFrame = 0; placeBar(); });
  }
  window.addEventListener("scroll", replaceBar, { passive: true });
  window.addEventListener("resize", replaceBar);

  function rkClick(event, button) {
    event.preventDefault();
    var item = button.getAttribute("data-item");
    if (button.getAttribute("aria-pressed") === "true") {
      var at = picked.lastIndexOf(item);
      if (at >= 0) picked.splice(at, 1);
    } else {
      picked.push(item);
    }
    rkSync();
    fitTable();  // the bar of chosen tiles takes room above the rack
  }

  function rkStart() {
    var form = actForm();
    var from = form && form.querySelector('input[name="from"]');
    picked = from && from.value ? from.value.split(",") : [];
  }

  // ---------------------------------------------------------------- taps

  document.addEventListener("click", function (event) {
    if (swallowClick) { swallowClick = false; event.preventDefault(); event.stopPropagation(); return; }
    var button = event.target.closest ? event.target.closest("#board button") : null;
    var open = button && document.querySelector(".dock.is-open");
    if (open) {  // back to the board: the dock folds to its one line again
      open.classList.remove("is-open");
      if (byId("dock-more")) byId("dock-more").setAttribute("aria-expanded", "false");
    }
    if (!button || button.disabled) return;
    if (button.matches(".rk-btn[data-item]")) { rkClick(event, button); return; }
    if (button.matches(".bd-btn[data-src], .bd-btn[data-to]")) { sbClick(event, button); return; }
    if (button.form === actForm() || button.getAttribute("form") === "act-form") button.classList.add("is-busy");
  }, true);

  // ---------------------------------------------------------------- drag and drop
  // A piece can be dragged as well as tapped (mouse, pen or finger: pointer events). The piece follows
  // the pointer, the legal targets are lit as for a tap (from the engine's list), the target under the
  // pointer is framed, and the drop sends the same form as a tap on the target. Dropped anywhere else,
  // the piece stays chosen, so tap-tap goes on from there.

  var DRAG_PX = 8;
  var pickAfter = null;     // Rummikub: the joker to choose once a tile has taken its place
  var drag = null;
  var swallowClick = false;

  function dragSource(el) {
    var b = el && el.closest ? el.closest("#board .bd-btn") : null;
    if (!b || b.disabled) return null;
    return b.matches(".rk-btn[data-item], .bd-btn[data-src]") ? b : null;
  }

  function dropTarget(x, y) {
    var el = document.elementFromPoint(x, y);
    if (!el || !el.closest) return null;
    if (drag.kind === "sb") {
      var pile = el.closest("#board .bd-btn[data-to]");
      return pile ? { el: pile, to: pile.getAttribute("data-to") } : null;
    }
    var into = el.closest("#rk-bar button[name='to']");  // dropped on one of the bar's moves: that move
    if (into) return { el: into, to: into.value };
    var set = el.closest("#board .rk-set");
    // A rack tile dropped on a joker takes the joker's place; the joker comes up chosen, to be laid
    // elsewhere this turn (the engine judges the table when the turn ends).
    var joker = el.closest("#board .rk-set .rk-btn[data-face='J']");
    var fromRack = picked.length && picked.every(function (item) { return item.indexOf("-") < 0; });
    if (joker && set && fromRack) {
      var at = Array.prototype.indexOf.call(set.querySelectorAll(".rk-btn"), joker);
      var number = set.getAttribute("data-set");
      return { el: joker, to: number + "@" + at, then: number + "-" + (at + 1 + picked.length) };
    }
    if (set) return { el: set, to: set.getAttribute("data-set") + "@fit" };
    var table = el.closest("#board .rk-table");
    if (table) return { el: table, to: "new" };
    var rack = el.closest("#board .rk-rack");
    if (rack && picked.some(function (item) { return item.indexOf("-") > 0; })) return { el: rack, to: "rack" };
    return null;
  }

  function startDrag() {
    var b = drag.button;
    if (drag.kind === "sb") {
      if (!b.classList.contains("is-chosen")) sbChoose(b);
      else chosen = b.getAttribute("data-src");
    } else if (b.getAttribute("aria-pressed") !== "true") {
      picked.push(b.getAttribute("data-item"));
      rkSync();
    }
    var face = b.querySelector(".bd-face");
    var box = face.getBoundingClientRect();
    var ghost = face.cloneNode(true);
    ghost.classList.add("bd-ghost");
    ghost.style.width = box.width + "px";
    ghost.style.height = box.height + "px";
    document.body.appendChild(ghost);
    drag.ghost = ghost;
    drag.dx = drag.x0 - box.left;
    drag.dy = drag.y0 - box.top;
    b.classList.add("is-dragged");
  }

  function moveGhost(x, y) {
    drag.ghost.style.transform = "translate(" + (x - drag.dx) + "px, " + (y - drag.dy) + "px)";
  }

  function endDrag(drop) {
    var d = drag;
    drag = null;
    if (!d || !d.ghost) return;
    d.ghost.remove();
    d.button.classList.remove("is-dragged");
    if (d.over) d.over.el.classList.remove("is-drop");
    swallowClick = true;
    window.setTimeout(function () { swallowClick = false; }, 0);
    if (!drop || !d.over) return;
    var form = actForm();
    if (d.kind === "sb") {
      remember(d.button, d.over.to);
      hidden(form, "from", chosen);
    }
    hidden(form, "to", d.over.to);
    pickAfter = d.over.then || null;
    submit(form, d.over.el.matches("button") ? d.over.el : null);
  }

  document.addEventListener("pointerdown", function (event) {
    if (event.button !== 0 || !event.isPrimary) return;
    var b = dragSource(event.target);
    if (!b) return;
    drag = { button: b, kind: b.matches(".rk-btn") ? "rk" : "sb", x0: event.clientX, y0: event.clientY,
             pointer: event.pointerId, ghost: null, over: null };
  });

  document.addEventListener("pointermove", function (event) {
    if (!drag || event.pointerId !== drag.pointer) return;
    if (!drag.ghost) {
      if (Math.abs(event.clientX - drag.x0) + Math.abs(event.clientY - drag.y0) < DRAG_PX) return;
      startDrag();
    }
    event.preventDefault();
    moveGhost(event.clientX, event.clientY);
    var over = dropTarget(event.clientX, event.clientY);
    if ((over && over.el) !== (drag.over && drag.over.el)) {
      if (drag.over) drag.over.el.classList.remove("is-drop");
      if (over) over.el.classList.add("is-drop");
    }
    drag.over = over;
  }, { passive: false });

  document.addEventListener("pointerup", function (event) {
    if (drag && event.pointerId === drag.pointer) endDrag(true);
  });
  document.addEventListener("pointercancel", function () { endDrag(false); });
  document.addEventListener("keydown", function (event) { if (event.key === "Escape" && drag) endDrag(false); });

  // ---------------------------------------------------------------- motion and sound
  // FLIP: the piece's place before the move is remembered; when the new board arrives, the card that
  // landed on the target starts there and travels home. Off under prefers-reduced-motion.

  var travel = null;
  var still = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

  function remember(button, to) {
    var face = button && button.querySelector(".bd-face");
    travel = face ? { box: face.getBoundingClientRect(), to: to } : null;
  }

  function flip() {
    var t = travel;
    travel = null;
    var sb = sbBoard();
    if (!t || still.matches || !sb || sb.getAttribute("data-last-legal") !== "true") return;
    var face = sb.querySelector('.bd-btn[data-to="' + t.to + '"] .bd-face');
    if (!face || typeof face.animate !== "function") return;
    var box = face.getBoundingClientRect();
    var dx = t.box.left - box.left;
    var dy = t.box.top - box.top;
    if (Math.abs(dx) + Math.abs(dy) < 2) return;
    face.animate([{ transform: "translate(" + dx + "px, " + dy + "px)", zIndex: 5 }, { transform: "none", zIndex: 5 }],
                 { duration: 320, easing: "cubic-bezier(0.2, 0.7, 0.2, 1)" });
  }

  // Sound effects: off until the learner turns them on (the choice is kept in this browser). Tiny tones
  // made on the spot with WebAudio: nothing is downloaded.
  var audio = null;
  function soundOn() {
    try { return window.localStorage.getItem("table-rules-sound") === "on"; } catch (e) { return false; }
  }
  function tone(freq, at, length, type) {
    var ctx = audio;
    var osc = ctx.createOscillator();
    var gain = ctx.createGain();
    osc.type = type || "sine";
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, ctx.currentTime + at);
    gain.gain.exponentialRampToValueAtTime(0.18, ctx.currentTime + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + at + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(ctx.currentTime + at);
    osc.stop(ctx.currentTime + at + length + 0.02);
  }
  function play(kind) {
    if (!soundOn()) return;
    var Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    if (!audio) audio = new Ctx();
    if (kind === "solved") [523, 659, 784, 1047].forEach(function (f, i) { tone(f, i * 0.09, 0.25); });
    else if (kind === "refused") tone(196, 0, 0.18, "triangle");
    else tone(740, 0, 0.08);
  }

  function syncSoundButton() {
    var button = byId("sound-toggle");
    if (!button) return;
    button.hidden = false;
    button.setAttribute("aria-pressed", soundOn() ? "true" : "false");
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("#sound-toggle") : null;
    if (!button) return;
    try { window.localStorage.setItem("table-rules-sound", soundOn() ? "off" : "on"); } catch (e) { return; }
    syncSoundButton();
    play("placed");
  });

  // What the answer was, seen and (if wanted) heard: a travel for a legal move, a celebration on the
  // board for a solved puzzle.
  function answered() {
    var result = byId("result");
    var root = board() && board().querySelector(".sb-board, .rk-board");
    var last = root && root.getAttribute("data-last-legal");
    if (result && result.hasAttribute("data-just-solved")) {
      play("solved");
      if (root) {
        root.classList.add("is-celebrating");
        window.setTimeout(function () { root.classList.remove("is-celebrating"); }, 1600);
      }
    } else if (last === "true") {
      play("placed");
    } else if (last === "false") {
      play("refused");
    }
    flip();
  }

  // ---------------------------------------------------------------- waiting and answers

  document.addEventListener("htmx:beforeRequest", function () {
    var puzzle = byId("puzzle");
    if (!puzzle) return;
    window.clearTimeout(waitTimer);
    waitTimer = window.setTimeout(function () {
      puzzle.classList.add("is-loading");
      if (board()) board().setAttribute("aria-busy", "true");
    }, WAIT_MS);
  });

  document.addEventListener("htmx:afterRequest", function () {
    window.clearTimeout(waitTimer);
    var puzzle = byId("puzzle");
    if (puzzle) puzzle.classList.remove("is-loading");
    if (board()) board().removeAttribute("aria-busy");
    document.querySelectorAll(".is-busy").forEach(function (b) { b.classList.remove("is-busy"); });
  });

  // No network: the move never reached the server. Say so in the dock, where the eyes are; the banner
  // with the same words is at the top of the page, usually scrolled out of sight.
  document.addEventListener("htmx:sendError", function () {
    var banner = document.querySelector("[data-offline-banner]");
    if (board() && banner) say(banner.textContent.trim());
  });

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

  // The last move on the board: where it landed glows, what was refused shakes.
  function markLastMove() {
    var sb = sbBoard();
    if (!sb) return;
    var move = sb.getAttribute("data-last-move");
    if (!move || move.indexOf("-") < 0) return;
    var parts = move.split("-");
    var legal = sb.getAttribute("data-last-legal") === "true";
    var target = sb.querySelector('.bd-btn[data-to="' + parts[1] + '"]');
    if (legal) {
      if (target) target.classList.add("is-landed");
    } else {
      var source = sb.querySelector('.bd-btn[data-src="' + parts[0] + '"]');
      [source, target].forEach(function (el) { if (el) el.classList.add("is-refused"); });
    }
  }

  // The verdict must be where the eyes are: the dock sticks to the bottom of the screen, and if the
  // board is scrolled away, the verdict is brought back into view.
  function showVerdict() {
    var result = byId("result");
    var verdict = result || document.querySelector("#feedback > :first-child");
    if (!verdict) return;
    var box = verdict.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight - 8) verdict.scrollIntoView({ block: "nearest" });
    if (result && result.hasAttribute("data-just-solved")) result.focus({ preventScroll: true });
  }

  // Skip-Bo: a turn starts with a tap on the draw pile, high on the board, but the cards drawn land in the
  // hand at its foot, under the dock: bring the hand into view (scroll-padding keeps it above the dock).
  function showDrawnHand() {
    var sb = sbBoard();
    if (!sb || sb.getAttribute("data-last-move") !== "draw" || sb.getAttribute("data-last-legal") !== "true") return;
    var hand = sb.querySelector(".bd-hand");
    if (hand) hand.scrollIntoView({ block: "nearest" });
  }

  function fresh() {
    chosen = null;
    rkStart();
    if (picked.length) rkSync();  // chosen by the server (a ?from= address): the bar floats beside them
    var joker = pickAfter && board() && board().querySelector('.rk-btn[data-item="' + pickAfter + '"][data-face="J"]');
    pickAfter = null;
    if (joker) { picked = [joker.getAttribute("data-item")]; rkSync(); }
    markLastMove();
  }

  // htmx puts focus back on the button with the same id after a swap; when that button is gone,
  // keep the reader on the board instead of losing focus to the top of the page.
  document.addEventListener("htmx:afterSettle", function (event) {
    var root = board();
    if (!root || event.detail.target !== root) return;
    fresh();
    answered();
    dockLines();
    showVerdict();
    showDrawnHand();
    fitTable();
    var active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    var next = root.querySelector(".bd-btn.is-legal, .bd-btn.is-chosen, .bd-btn, button");
    if (next) next.focus({ preventScroll: true });
  });

  // The dock's height, so that scrolling a piece into view keeps it clear of the dock (CSSOM, not an
  // inline style attribute: allowed by the strict CSP).
  // A ResizeObserver reports the first size after the browser's own layout, so nothing is measured
  // (no forced layout) while the page starts.
  function measureDock() {
    var dock = document.querySelector(".dock");
    if (!dock) return;
    var height = 0;
    var set = function () {
      var now = Math.ceil(dock.getBoundingClientRect().height);
      document.documentElement.style.setProperty("--dock-h", now + "px");
      if (height && now > height) fitTable();  // grown (a computer turn shown move by move): hand above it
      height = now;
    };
    if (typeof ResizeObserver === "function") new ResizeObserver(set).observe(dock);
    else set();
  }

  // The slim dock (phone): one verdict line (or the line marked data-lead: the help just asked for); the
  // rest of the answer, the solved note, the hints and whatever is marked data-dock-more open with "Details". Without this file every line
  // is simply shown.
  // The lead line is measured (a forced layout) only when nothing else tells that there is more to
  // show; at start-up that measure waits for the first frame (leadOverflows, called then).
  function dockLines(measured) {
    var dock = document.querySelector(".dock");
    var more = byId("dock-more");
    if (!dock || !more) return;
    dock.classList.remove("is-open");
    more.setAttribute("aria-expanded", "false");
    var live = byId("feedback");
    var first = live && (live.querySelector("[data-lead]") || live.querySelector("[data-verdict]") || live.firstElementChild);
    if (first) first.classList.add("is-lead");
    var result = live && live.querySelector(".success");
    if (result) result.classList.add("is-lead");
    var extra = (live && live.children.length > 1) || !!document.querySelector("#hints .hints") ||
      !!document.querySelector("#feedback .success__why") || !!dock.querySelector("[data-dock-more]");
    dock.classList.toggle("has-more", !!extra);
    if (!extra && measured !== false) leadOverflows();
  }

  function leadOverflows() {
    var dock = document.querySelector(".dock");
    var live = byId("feedback");
    var first = live && (live.querySelector("[data-lead]") || live.querySelector("[data-verdict]") || live.firstElementChild);
    if (dock && first && first.scrollHeight > first.clientHeight + 1) dock.classList.add("has-more");
  }

  document.addEventListener("click", function (event) {
    var more = event.target.closest ? event.target.closest("#dock-more") : null;
    if (!more) return;
    var dock = more.closest(".dock");
    var open = !dock.classList.contains("is-open");
    dock.classList.toggle("is-open", open);
    more.setAttribute("aria-expanded", open ? "true" : "false");
  });

  // The whole table in one screen (phone): the page is scrolled so that the learner's hand (or rack) is
  // whole above the dock, but never so far that the board's top goes under the header. The dock sticks to
  // the bottom of the screen only while its place in the page is lower; scrolled further down (a learner's
  // own scroll, or the browser bringing a tapped piece into view), it rides up with the page. So the hand
  // is measured against where the dock sits when it is stuck (the screen's foot less its height), not
  // where it happens to be now: measured against the dock in the page, the hand always looked one step
  // from going under it, and the board's top was left under the header.
  function fitTable() {
    var root = board();
    var dock = document.querySelector(".dock");
    var hand = root && root.querySelector(".bd-you .bd-group--hand, .rk-rack");
    if (!hand || !dock || drag || window.matchMedia("(min-width: 64rem)").matches) return;  // never under a finger
    var header = document.querySelector(".site-header");
    var top = header ? header.getBoundingClientRect().bottom : 0;
    var stuck = window.innerHeight - dock.getBoundingClientRect().height;
    var atLeast = hand.getBoundingClientRect().bottom - stuck + 4;  // down by this, for the hand to clear the dock
    var atMost = root.getBoundingClientRect().top - top;             // down by no more, for the board's top to stay
    // When both cannot hold (the table is taller than the screen), the hand wins: the learner plays from it.
    var by = atLeast > atMost ? atLeast : Math.min(Math.max(0, atLeast), atMost);
    if (Math.abs(by) >= 1) window.scrollBy(0, by);
  }

  // Start-up in two steps, so that no long task holds the phone's main thread while the page loads:
  // first what a tap needs and what changes the look (classes only: nothing is measured, so the
  // browser styles and lays the page out once, in its own frame); then, once that frame is drawn, what
  // measures the page (the dock's line, the scroll that brings the hand above the dock).
  function afterFirstFrame(work) {
    if (typeof window.requestAnimationFrame !== "function") { window.setTimeout(work, 0); return; }
    window.requestAnimationFrame(function () { window.setTimeout(work, 0); });
  }

  function start() {
    document.documentElement.classList.add("js-dock");
    syncSoundButton();
    fresh();
    dockLines(false);
    measureDock();
    afterFirstFrame(function () {
      leadOverflows();
      fitTable();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
