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

// Each page: its address, what counts as drawn (for chess, index.html's first board too: the
// app's drawing of the start, shown while the wasm loads), and what counts as playable (the
// app's own board, or the home page's cards).
const PAGES = [
  ["chess", "#/play/chess", "svg.board.chess", 'svg.board[data-game="chess"]'],
  ["home", "", "a.game-card", "a.game-card"],
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

/** One first visit: { ms, playable, gzip } (the times the board was drawn and playable; gzip:
 *  bytes fetched until it was drawn, as encoded on the wire). */
async function firstVisit(newContext, base, hash, [drawn, playable], throttle) {
  const context = await newContext();
  const page = await context.newPage();
  // Notes the page's own clock (milliseconds since navigation started) when each selector
  // first matches.
  await page.addInitScript(([drawn, playable]) => {
    window.__firstBoard = null;
    window.__playable = null;
    const seen = () => {
      const now = performance.now();
      if (window.__firstBoard === null && document.querySelector(drawn)) window.__firstBoard = now;
      if (window.__playable === null && document.querySelector(playable)) window.__playable = now;
      if (window.__playable !== null) observer.disconnect();
    };
    const observer = new MutationObserver(seen);
    observer.observe(document, { childList: true, subtree: true });
  }, [drawn, playable]);
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", throttle.network);
    if (throttle.cpu) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle.cpu });
  }
  await page.goto(new URL(hash, base).href);
  await page.locator(playable).first().waitFor({ timeout: 20_000 });
  const { ms, ready, gzip } = await page.evaluate(() => {
    const at = window.__firstBoard;
    const fetched = performance.getEntriesByType("resource").filter((e) => e.responseEnd <= at);
    const navigation = performance.getEntriesByType("navigation")[0];
    const bytes = [navigation, ...fetched].reduce((sum, e) => sum + (e.encodedBodySize || 0), 0);
    return { ms: at, ready: window.__playable, gzip: bytes };
  });
  await context.close();
  assert.ok(ms !== null && ms > 0, "the page's clock saw the board appear");
  return { ms: Math.round(ms), playable: Math.round(ready), gzip };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test("first board: time from navigation to the first board, on a fresh profile", async ({ newContext, base, dist }, log) => {
  const gz = await gzipServer(path.resolve(dist));
  const figures = {};
  try {
    const ways = [["loopback", base, null], ["10 Mbit/s", gz.url, THROTTLE], ["phone", gz.url, PHONE]];
    for (const [way, url, throttle] of ways) {
      for (const [name, hash, ...selectors] of PAGES) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await firstVisit(newContext, url, hash, selectors, throttle));
        figures[`${way} ${name}`] = {
          ms: median(runs.map((r) => r.ms)),
          playable: median(runs.map((r) => r.playable)),
          all: runs.map((r) => r.ms),
          gzip: runs[0].gzip,
        };
      }
    }
  } finally {
    await gz.stop();
  }
  const line = (way) =>
    PAGES.map(([name]) => {
      const { ms, playable } = figures[`${way} ${name}`];
      return `${name} ${ms} ms` + (playable !== ms ? ` (playable ${playable} ms)` : "");
    }).join(", ") +
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

// ---------------------------------------------------------------------------------------------
// The first board itself (issue 24): index.html's drawing of a game's start, shown on a first
// visit while the wasm is on its way, must be the position the app opens, in the place the app
// draws it, and leave when the app's own board comes.

const GAMES = ["chess", "english-draughts", "tammi", "tama", "backgammon", "ludo", "camelot"];
const PHONE_PROFILE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The pieces a board shows, as "cell:seat:piece" (what makes it this position). */
const piecesOf = (svg) =>
  svg.evaluate((board) =>
    [...board.querySelectorAll("[data-cell][data-seat]")]
      .map((p) => `${p.getAttribute("data-cell")}:${p.getAttribute("data-seat")}:${p.getAttribute("data-piece") || ""}`)
      .sort(),
  );

/** Opens `hash` with the wasm held back; resolves to { page, release } (release lets it through). */
async function withWasmHeld(newContext, options, base, hash) {
  const page = await (await newContext(options)).newPage();
  const held = [];
  let released = false;
  await page.route(/\.wasm$/, (route) => (released ? route.continue() : held.push(route)));
  await page.goto(new URL(hash, base).href);
  const release = async () => {
    released = true;
    for (const route of held) await route.continue();
  };
  return { page, release };
}

for (const [profile, options] of [["phone", PHONE_PROFILE], ["desktop", { viewport: { width: 1280, height: 800 } }]]) {
  test(`first board (${profile}): each game's start is drawn before the wasm, where the app draws it, and leaves for the app's own`, async ({ newContext, base }) => {
    for (const game of GAMES) {
      const { page, release } = await withWasmHeld(newContext, options, base, `#/play/${game}`);
      const first = page.locator(`[data-first-board="${game}"] svg.board`);
      await first.waitFor({ timeout: 10_000 });
      assert.equal(await page.locator("svg.board[data-game]").count(), 0, `${game}: no live board yet`);
      assert.equal(await page.locator("[data-first-board]").getAttribute("inert"), "", `${game}: the copy is inert`);
      const drawn = { box: await first.boundingBox(), pieces: await piecesOf(first) };
      assert.ok(drawn.pieces.length > 0, `${game}: the first board shows pieces`);
      await release();
      const live = page.locator(`svg.board[data-game="${game}"]`);
      await live.waitFor();
      assert.equal(await page.locator("[data-first-board]").count(), 0, `${game}: the first board left`);
      assert.deepEqual(await piecesOf(live), drawn.pieces, `${game}: the first board is the position the app opens`);
      const box = await live.boundingBox();
      for (const side of ["x", "y", "width", "height"]) {
        assert.ok(Math.abs(box[side] - drawn.box[side]) <= 1, `${game}: ${side} ${drawn.box[side]} drawn first, ${box[side]} by the app`);
      }
      await page.context().close();
    }
  });
}

test("first board: none where it would not be the position opened (a link's position, a kept game, the home page)", async ({ newContext, base }) => {
  // A link to a position: the app opens that position, not the start.
  const link = await withWasmHeld(newContext, {}, base, `#/play/chess/${encodeURIComponent("8/8/8/4k3/8/8/8/4K2R w K - 0 1")}`);
  // A browser that keeps a game of Tabula's: the app continues it.
  const kept = await (await newContext()).newPage();
  await kept.addInitScript(() => localStorage.setItem("tabula.v1.page", "{}"));
  const held = [];
  await kept.route(/\.wasm$/, (route) => held.push(route));
  await kept.goto(new URL("#/play/chess", base).href);
  const home = await withWasmHeld(newContext, {}, base, "");
  // The control: the same wait shows a first board on a plain first visit.
  const plain = await withWasmHeld(newContext, {}, base, "#/play/chess");
  await plain.page.locator("[data-first-board]").waitFor({ timeout: 10_000 });
  for (const [what, page] of [["a link", link.page], ["a kept game", kept], ["the home page", home.page]]) {
    await page.waitForLoadState("load").catch(() => {});
    assert.equal(await page.locator("[data-first-board]").count(), 0, `${what}: no first board`);
  }
  await link.release();
  await link.page.locator('svg.board[data-game="chess"]').waitFor();
  assert.equal(await link.page.locator('svg.board [data-piece]').count(), 3, "the link's own position");
});
