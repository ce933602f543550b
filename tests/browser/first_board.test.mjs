// Time to the first board (issue 15): how long a first visit takes, from the start of navigation
// to the game's board (or the home page's game cards) being in the DOM, on a fresh profile (an
// empty cache, no service worker yet). A measurement, not a benchmark gate: the figures are
// printed; the test asserts only that the board appears at all (within 20 s).
//
// Two ways, each page loaded three times in fresh contexts (the median is printed):
//  - "loopback": the test server, no throttling: what is left is mostly the browser compiling
//    and starting the wasm, which grows with its size too;
//  - "10 Mbit/s": a server of its own that sends gzip (as any real host does) behind a network
//    throttled to 10 Mbit/s down with 40 ms round trips, so the download counts;
//  - "phone": the same gzip server as a mid-range phone sees it on a first visit (issue 24): the
//    CPU four times slower (DevTools' CPU throttling) behind "Fast 3G" (1.6 Mbit/s down,
//    750 kbit/s up, 150 ms round trips).
// It also prints the gzip bytes the page had fetched when its board appeared (the browser's
// encodedBodySize of every resource, from the gzip server).
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { test } from "./lib.mjs";

const PAGES = [
  ["chess", "#/play/chess", 'svg.board[data-game="chess"]'],
  ["home", "", "a.game-card"],
];
const RUNS = 3;
const THROTTLE = { network: { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 } };
const PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  cpu: 4,
};

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/** Serves `dir` on loopback, gzipped when asked (as a real host would); resolves to { url, stop }. */
function gzipServer(dir) {
  const cache = new Map();
  const server = http.createServer(async (request, response) => {
    try {
      let name = decodeURIComponent(new URL(request.url, "http://x").pathname);
      if (name.endsWith("/")) name += "index.html";
      const file = path.join(dir, path.normalize(name));
      if (!file.startsWith(dir)) throw new Error("outside");
      const body = await readFile(file);
      const headers = { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream", "Cache-Control": "no-cache" };
      if (/\bgzip\b/.test(request.headers["accept-encoding"] || "")) {
        if (!cache.has(file)) cache.set(file, gzipSync(body, { level: 9 }));
        headers["Content-Encoding"] = "gzip";
        response.writeHead(200, headers).end(cache.get(file));
      } else {
        response.writeHead(200, headers).end(body);
      }
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    );
    server.unref();
  });
}

/** One first visit: { ms, gzip } (gzip: bytes fetched until then, as encoded on the wire). */
async function firstVisit(newContext, base, hash, selector, throttle) {
  const context = await newContext();
  const page = await context.newPage();
  // Notes the page's own clock (milliseconds since navigation started) when `selector` appears.
  await page.addInitScript((selector) => {
    window.__firstBoard = null;
    const seen = () => {
      if (window.__firstBoard === null && document.querySelector(selector)) {
        window.__firstBoard = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(seen);
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", throttle.network);
    if (throttle.cpu) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle.cpu });
  }
  await page.goto(new URL(hash, base).href);
  await page.locator(selector).first().waitFor({ timeout: 20_000 });
  const { ms, gzip } = await page.evaluate(() => {
    const at = window.__firstBoard;
    const fetched = performance.getEntriesByType("resource").filter((e) => e.responseEnd <= at);
    const navigation = performance.getEntriesByType("navigation")[0];
    const bytes = [navigation, ...fetched].reduce((sum, e) => sum + (e.encodedBodySize || 0), 0);
    return { ms: at, gzip: bytes };
  });
  await context.close();
  assert.ok(ms !== null && ms > 0, "the page's clock saw the board appear");
  return { ms: Math.round(ms), gzip };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test("first board: time from navigation to the first board, on a fresh profile", async ({ newContext, base, dist }, log) => {
  const gz = await gzipServer(path.resolve(dist));
  const figures = {};
  try {
    const ways = [["loopback", base, null], ["10 Mbit/s", gz.url, THROTTLE], ["phone", gz.url, PHONE]];
    for (const [way, url, throttle] of ways) {
      for (const [name, hash, selector] of PAGES) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await firstVisit(newContext, url, hash, selector, throttle));
        figures[`${way} ${name}`] = { ms: median(runs.map((r) => r.ms)), all: runs.map((r) => r.ms), gzip: runs[0].gzip };
      }
    }
  } finally {
    await gz.stop();
  }
  const line = (way) =>
    PAGES.map(([name]) => `${name} ${figures[`${way} ${name}`].ms} ms`).join(", ") +
    ` (runs: ${PAGES.map(([name]) => figures[`${way} ${name}`].all.join("/")).join(", ")})`;
  console.log(`      first board: ${line("loopback")}`);
  console.log(`      first board at 10 Mbit/s, 40 ms RTT, gzip: ${line("10 Mbit/s")}`);
  console.log(`      first board on a phone (CPU 4x slower, Fast 3G, gzip): ${line("phone")}`);
  console.log(
    `      fetched before the first board (gzip): ${PAGES.map(([name]) => `${name} ${figures[`10 Mbit/s ${name}`].gzip} B`).join(", ")}`,
  );
  log(
    `chess ${figures["loopback chess"].ms} ms, home ${figures["loopback home"].ms} ms; ` +
      `phone: chess ${figures["phone chess"].ms} ms, home ${figures["phone home"].ms} ms`,
  );
});
