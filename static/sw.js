// Tabula's service worker: after one visit the app loads and plays with the network off.
//
// - Install: fetch the page ("./") and every same-origin file it references (Trunk's hashed .js,
//   .wasm and .css, the manifest and its icons) into the cache, so the first visit ends with
//   everything needed offline. Then take over at once (skipWaiting + clients.claim).
// - Pages and unhashed files: network first (a new build takes over on the next load), falling back
//   to the cache when the network fails or is too slow.
// - Trunk's content-hashed files never change: cache first. The AI worker's script is hashed too
//   (scripts/ai-worker.sh: it runs the page's own wasm) and named in the page's
//   <meta name="tabula-ai-worker">, so it is precached with the page and a new page never runs
//   an old worker.
// - Languages: the page names one hashed word list per language, English too
//   (lang/<code>-<hash>.txt in <meta name="tabula-lang">) and fetches only the chosen one. It is
//   not precached (a player downloads one language, not eleven); once fetched it is kept like any
//   hashed file, for as long as the page still names it. The one the first visit fetched before
//   this worker ran, the page names in a message.
// - The pairing worker (src/bin/pairing.rs, for two devices in one room) is named in the page
//   by its hash (<meta name="tabula-pairing">): not precached, it is kept once the page has
//   fetched it, which a game with a friend does as it opens (src/ui/pairing.rs).
// - Activate: delete the caches of older versions of this worker. After each fresh copy of the
//   page, hashed files that it no longer references are dropped from the cache.
// Nothing here talks to any host but the one serving the app.
"use strict";

const VERSION = "v2";
const SCOPE = self.registration.scope; // e.g. "http://127.0.0.1:8080/"
const CACHE = `tabula-${VERSION} ${SCOPE}`;
// Trunk writes its hashes without leading zeros: 16 hex digits, now and then fewer.
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css|txt)$/;
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    precache()
      .catch((error) => console.warn("Tabula SW: precache incomplete:", error))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("tabula-") && name.endsWith(` ${SCOPE}`) && name !== CACHE) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
    })(),
  );
});

// The page names the language it fetched before this worker ran (index.html): kept like a
// language fetched through it, so the first visit's language works offline.
self.addEventListener("message", (event) => {
  const keep = event.data && event.data.keep;
  if (typeof keep !== "string") return;
  let url;
  try {
    url = new URL(keep, SCOPE);
  } catch {
    return;
  }
  if (!url.href.startsWith(SCOPE) || !/\/lang\/[a-z]+-[0-9a-f]+\.txt$/.test(url.pathname)) return;
  event.waitUntil(caches.open(CACHE).then((cache) => cacheAll(cache, [url.href])).catch(() => {}));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !request.url.startsWith(SCOPE)) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(event, pageKey(url), true));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(event, request.url, isPage(url)));
  }
});

/** The cache key of a page: its address without query or fragment. */
function pageKey(url) {
  return url.origin + url.pathname;
}

function isPage(url) {
  return url.href === SCOPE || url.pathname.endsWith("/index.html");
}

/** Same-origin files in the scope that a page references, as absolute addresses. */
function referencedBy(html, base) {
  const found = new Set();
  const patterns = [
    /\b(?:href|src)\s*=\s*["']([^"'#]+)["']/gi,
    /["']([^"'\s]+\.(?:js|wasm|css|webmanifest|png|svg))["']/gi,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) {
      let url;
      try {
        url = new URL(match[1], base);
      } catch {
        continue;
      }
      if (url.origin !== self.location.origin || !url.href.startsWith(SCOPE)) continue;
      if (url.pathname.endsWith("/sw.js")) continue;
      url.hash = "";
      found.add(url.href);
    }
  }
  return [...found];
}

/** A response safe to hand to a navigation (a redirected one is refused by browsers). */
function clean(response) {
  if (!response.redirected) return response;
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch(SCOPE, { cache: "no-cache" });
  if (!page.ok) throw new Error(`page: HTTP ${page.status}`);
  const html = await page.clone().text();
  await cache.put(SCOPE, clean(page));
  await cacheAll(cache, referencedBy(html, SCOPE));
}

/** Fetches into the cache every address not there yet, plus the icons of any manifest. */
async function cacheAll(cache, urls) {
  const failures = [];
  await Promise.all(
    urls.map(async (url) => {
      try {
        if (HASHED.test(new URL(url).pathname) && (await cache.match(url))) return;
        const response = await fetch(url, { cache: "no-cache" });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (url.endsWith(".webmanifest")) {
          const manifest = await response.clone().json();
          const icons = (manifest.icons || []).map((icon) => new URL(icon.src, url).href);
          await cacheAll(cache, icons.filter((icon) => icon.startsWith(SCOPE)));
        }
        await cache.put(url, response);
      } catch (error) {
        failures.push(`${url}: ${error}`);
      }
    }),
  );
  if (failures.length) throw new Error(failures.join("; "));
}

/** After a fresh copy of the page: cache what it references, drop hashed files it no longer does. */
async function refresh(html) {
  const cache = await caches.open(CACHE);
  const wanted = referencedBy(html, SCOPE);
  await cacheAll(cache, wanted).catch(() => {});
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    // A file the page fetches only when needed (a language, the pairing worker) is named in it
    // by its hash, not as a file to fetch: kept while the page still names that hash.
    const hash = /-([0-9a-f]{8,16})(_bg)?\.[a-z]+$/.exec(path);
    const named = hash && html.includes(hash[1]);
    if (HASHED.test(path) && !wanted.includes(request.url) && !named) {
      await cache.delete(request);
    }
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request.url, response.clone());
  return response;
}

function networkFirst(event, key, page) {
  // A page is always revalidated with the server, whatever the browser's HTTP cache holds
  // (a navigation request cannot take options, so fetch it by address).
  const fetched = page
    ? fetch(event.request.url, { cache: "no-cache", credentials: "same-origin" })
    : fetch(event.request);
  const network = fetched.then(async (response) => {
    response = clean(response);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(key, response.clone());
      const type = response.headers.get("content-type") || "";
      if (page && type.includes("text/html")) {
        const html = await response.clone().text();
        event.waitUntil(refresh(html));
      }
    }
    return response;
  });
  event.waitUntil(network.catch(() => {}));
  return (async () => {
    const cached = (await caches.match(key)) || (page ? await caches.match(SCOPE) : undefined);
    if (!cached) return network;
    try {
      return await Promise.race([
        network,
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), NETWORK_TIMEOUT_MS)),
      ]);
    } catch {
      return cached;
    }
  })();
}
