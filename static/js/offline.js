// Table Rules — offline at the table. Registers the service worker, asks it to keep the game this page
// belongs to (rules, glossary, every FAQ answer in this language), and shows the "offline" banner while
// the network is off. The site works without this file.
(function () {
  "use strict";

  var banner = document.querySelector("[data-offline-banner]");
  function showOffline(offline) {
    if (banner) banner.hidden = !offline;
  }
  window.addEventListener("offline", function () { showOffline(true); });
  window.addEventListener("online", function () { showOffline(false); });
  // An htmx request (a puzzle move, a search, the checker) that could not reach the server.
  document.addEventListener("htmx:sendError", function () { showOffline(true); });
  if (!navigator.onLine) showOffline(true);

  var body = document.body;
  if (!("serviceWorker" in navigator) || !body.dataset.serviceWorker) return;
  navigator.serviceWorker.addEventListener("message", function (event) {
    if (event.data && event.data.kept) document.documentElement.setAttribute("data-offline-ready", event.data.kept);
  });
  // Nothing on the page waits for the worker: it is registered once the page has loaded and the main
  // thread is idle, so starting it never delays the reader's first tap.
  function register() {
    navigator.serviceWorker.register(body.dataset.serviceWorker).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      var pack = body.dataset.offlinePack;
      if (pack && registration.active) registration.active.postMessage({ keep: pack });
    }).catch(function () { /* no worker (private mode, an old browser): the site works online */ });
  }
  function whenIdle() {
    if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 3000 });
    else window.setTimeout(register, 200);
  }
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle);
})();

// Offline, in place of the search: the FAQ answers saved on this device, only those whose question has
// every word of the question in the address (by its first letters) when some do; the rest hidden.
(function () {
  "use strict";

  var list = document.querySelector("[data-offline-answers]");
  if (!list || !("caches" in window)) return;
  function fold(text) {
    return text.toLowerCase().replace(/ё/g, "е").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  }
  var asked = fold(new URLSearchParams(window.location.search).get("q") || "")
    .split(/[^\p{L}\p{N}]+/u).filter(function (word) { return word.length > 2; })
    .map(function (word) { return word.slice(0, Math.max(3, word.length - 2)); });
  var links = Array.prototype.slice.call(list.querySelectorAll("li a"));
  function matches(link) {
    var question = fold(link.textContent);
    return asked.every(function (word) { return question.indexOf(word) >= 0; });
  }
  Promise.all(links.map(function (link) {
    return caches.match(link.href, { ignoreVary: true }).then(function (saved) { return !!saved; });
  })).then(function (saved) {
    var kept = links.filter(function (link, i) { return saved[i]; });
    var found = kept.filter(matches);
    var shown = found.length ? found : kept;  // no saved question has those words: every saved one
    links.forEach(function (link) { link.parentElement.hidden = shown.indexOf(link) < 0; });
    list.querySelectorAll("[data-offline-group]").forEach(function (group) {
      group.hidden = !group.querySelector("li:not([hidden])");
    });
    list.querySelector("[data-offline-none]").hidden = shown.length > 0;
  });
})();
