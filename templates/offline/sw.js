{% autoescape off %}// Table Rules — the service worker: the pages of the games a visitor opened work with the network off.
// Pages come from the network when it answers (and refresh the saved copy); when it does not, from the
// copy saved on this device, marked with the "offline" banner; failing that, a page saying what needs the
// network. Static files are served from the device first. One cache per release: a new release (a new
// version of this script) saves the kept games again and drops the old copies.
"use strict";

const CONFIG = {{ config }};
const PREFIX = "table-rules-";
const CACHE = PREFIX + CONFIG.release;
const KEPT = new URL("offline-kept-packs", self.registration.scope).href;
const ASSET = /\b(?:href|src)="(\/[^"]+)"/g;

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(activate());
});

async function activate() {
  const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  const packs = new Set();
  for (const name of old) {
    for (const pack of await keptPacks(await caches.open(name))) packs.add(pack);
  }
  try {
    for (const pack of packs) await keep(pack);
    await Promise.all(old.map((name) => caches.delete(name)));
  } catch (error) {
    // Offline while updating: the old copies stay (fetches look in every cache) until the next visit.
  }
  await self.clients.claim();
}

self.addEventListener("message", (event) => {
  const pack = event.data && event.data.keep;
  if (typeof pack !== "string" || !pack.startsWith("/") || !pack.endsWith("/offline.json")) return;
  event.waitUntil(keep(pack).then(
    () => event.source && event.source.postMessage({ kept: pack }),
    () => event.source && event.source.postMessage({ failed: pack }),
  ));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(CONFIG.static)) {
    event.respondWith(fromDeviceFirst(request));
  } else if (request.mode === "navigate") {
    event.respondWith(navigate(request, url, event));
  }
});

async function fromDeviceFirst(request) {
  const saved = await caches.match(request, { ignoreVary: true });
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function navigate(request, url, event) {
  // Pages answered afresh for each query (the search) are never saved: offline, their fallback lists
  // what is saved instead.
  const live = CONFIG.live.includes(needOf(url));
  try {
    const response = await fetch(request);
    if (response.ok && shared(response) && !live) {
      event.waitUntil(save(await caches.open(CACHE), url.href, response.clone()));
    }
    return response;
  } catch (error) {
    const saved = !live && ((await caches.match(request, { ignoreVary: true }))
      || (url.search && await caches.match(url.origin + url.pathname, { ignoreVary: true })));
    if (saved) return withBanner(saved);
    const fallback = await fallbackFor(url);
    return fallback ? withBanner(fallback) : Response.error();
  }
}

// Only pages that are the same for everyone are saved (never a puzzle with a visitor's progress).
function shared(response) {
  return /\bpublic\b/.test(response.headers.get("Cache-Control") || "");
}

async function save(cache, url, response) {
  const html = await response.clone().text();
  await cache.put(url, response);
  const assets = new Set();
  for (const match of html.matchAll(ASSET)) {
    if (match[1].startsWith(CONFIG.static)) assets.add(match[1]);
  }
  for (const asset of assets) {
    if (!(await cache.match(asset))) {
      const got = await fetch(asset);
      if (got.ok) await cache.put(asset, got);
    }
  }
}

async function keep(pack) {
  const cache = await caches.open(CACHE);
  const listing = await fetch(pack);
  if (!listing.ok) throw new Error("pack " + pack + ": " + listing.status);
  const { pages } = await listing.json();
  for (const page of pages) {
    if (await cache.match(page, { ignoreVary: true })) continue;
    const response = await fetch(page);
    if (!response.ok) throw new Error(page + ": " + response.status);
    await save(cache, new URL(page, self.location.origin).href, response);
  }
  const kept = new Set(await keptPacks(cache));
  kept.add(pack);
  await cache.put(KEPT, new Response(JSON.stringify([...kept]), { headers: { "Content-Type": "application/json" } }));
}

async function keptPacks(cache) {
  const saved = await cache.match(KEPT);
  return saved ? saved.json() : [];
}

function needOf(url) {
  return (CONFIG.needs.find(([prefix]) => url.pathname.startsWith(prefix)) || [null, "page"])[1];
}

async function fallbackFor(url) {
  const lang = url.pathname.split("/")[1];
  const need = needOf(url);
  const languages = [lang, ...Object.keys(CONFIG.fallbacks)].filter((code) => code in CONFIG.fallbacks);
  for (const code of languages) {
    const saved = await caches.match(CONFIG.fallbacks[code][need], { ignoreVary: true });
    if (saved) return saved;
  }
  return null;
}

// The saved page, with its "offline" banner shown (the banner is in every page, hidden).
async function withBanner(response) {
  const html = (await response.text()).replace("data-offline-banner hidden", "data-offline-banner");
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html, { status: 200, statusText: "OK", headers });
}
{% endautoescape %}
