// Table Rules — the learner's map's "next" line on pages every visitor shares (the home page is stored
// and served the same to all): the plain link to the map stays as it is without this file; with it,
// the link names this visitor's next rule, asked of the server for this visitor only.
(function () {
  "use strict";
  var links = document.querySelectorAll("a[data-map-next]");
  Array.prototype.forEach.call(links, function (link) {
    fetch(link.getAttribute("data-map-next"), {credentials: "same-origin", headers: {Accept: "application/json"}})
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (next) {
        if (next && typeof next.url === "string" && typeof next.title === "string" && next.url.charAt(0) === "/") {
          link.setAttribute("href", next.url);
          link.textContent = next.title;
        }
      })
      .catch(function () { /* offline or refused: the plain link stays */ });
  });
})();
