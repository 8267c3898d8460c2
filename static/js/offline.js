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
  navigator.serviceWorker.register(body.dataset.serviceWorker).then(function () {
    return navigator.serviceWorker.ready;
  }).then(function (registration) {
    var pack = body.dataset.offlinePack;
    if (pack && registration.active) registration.active.postMessage({ keep: pack });
  }).catch(function () { /* no worker (private mode, an old browser): the site works online */ });
})();
