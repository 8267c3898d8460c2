// Table Rules — the FAQ answer's "Copy link" and "Share…" buttons. Without this file the link is
// shown in a read-only field, ready to select; the buttons stay hidden until this script enables them.
(function () {
  "use strict";

  function setup(box) {
    var field = box.querySelector(".share__url");
    var copy = box.querySelector("[data-share-copy]");
    var native = box.querySelector("[data-share-native]");
    var status = box.querySelector("[data-share-status]");
    if (!field || !status) return;

    function say(text) {
      // Clear first so the same message is announced again on a second click.
      status.textContent = "";
      window.setTimeout(function () { status.textContent = text; }, 50);
    }

    field.addEventListener("focus", function () { field.select(); });

    if (copy && navigator.clipboard && window.isSecureContext) {
      copy.hidden = false;
      copy.disabled = false;
      copy.addEventListener("click", function () {
        navigator.clipboard.writeText(field.value).then(
          function () { say(box.getAttribute("data-copied")); },
          function () { field.focus(); field.select(); say(box.getAttribute("data-failed")); }
        );
      });
    }

    if (native && typeof navigator.share === "function") {
      native.hidden = false;
      native.disabled = false;
      native.addEventListener("click", function () {
        navigator.share({
          title: native.getAttribute("data-title") || document.title,
          text: native.getAttribute("data-text") || "",
          url: field.value
        }).catch(function () { /* the reader closed the share sheet */ });
      });
    }
  }

  function init(root) {
    var scope = root && root.querySelectorAll ? root : document;
    var boxes = scope.querySelectorAll("[data-share]");
    for (var i = 0; i < boxes.length; i++) setup(boxes[i]);
  }

  // A page part swapped in by htmx (the checker's verdict) brings its own share box.
  document.addEventListener("htmx:load", function (event) { init(event.detail && event.detail.elt); });

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", function () { init(); });
  else init();
})();
