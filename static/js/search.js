// Table Rules — the site-wide search field as you type. htmx is loaded only when a search field is first
// used (pages that do not need it otherwise stay light); then what was already typed is searched at once.
// Without this file the field is a plain GET form to the search page.
(function () {
  "use strict";

  var loading = false;
  function load(field) {
    if (window.htmx) return;
    if (loading) return;
    loading = true;
    var form = field.form;
    if (!document.querySelector('meta[name="htmx-config"]')) {
      var config = document.createElement("meta");
      config.name = "htmx-config";
      config.content = '{"includeIndicatorStyles": false, "allowEval": false}';
      document.head.appendChild(config);
    }
    var script = document.createElement("script");
    script.src = form.dataset.htmxSrc;
    script.addEventListener("load", function () {
      window.htmx.process(document.body);
      // What was typed while htmx loaded: one more "input", debounced like any keystroke.
      if (field.value.trim()) field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    document.head.appendChild(script);
  }
  function onUse(event) {
    var field = event.target;
    if (field.matches && field.matches(".site-search input[type=search]") && field.form.dataset.htmxSrc) load(field);
  }
  document.addEventListener("focusin", onUse);
  document.addEventListener("input", onUse);
})();
