// End-to-end tests of the release build in headless Chromium. Each test runs in a fresh browser
// context (its own storage); run.mjs fails a test on any uncaught page error or console error.
import assert from "node:assert/strict";
import { cp, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import {
  DRAUGHTS,
  board,
  cell,
  clickSquare,
  destinations,
  moves,
  pieceOn,
  pieces,
  play,
  press,
  serve,
  status,
  test,
  until,
  waitMoves,
  waitStatus,
} from "./lib.mjs";

const PLAY = `#/play/${DRAUGHTS}`;

/** Opens a new page of `context` at `url` (relative to `base`). */
async function open(context, base, url = "") {
  const page = await context.newPage();
  // (new URL("", base) would drop base's #fragment.)
  await page.goto(url ? new URL(url, base).href : base);
  return page;
}

/** The first moves of a game with a forced capture: 11-15 22-18, then 15x22 and 25x18. */
async function openingToCapture(page) {
  await play(page, 11, 15);
  assert.deepEqual(await waitMoves(page, 1), ["11-15"]);
  await waitStatus(page, "White to move");
  await play(page, 22, 18);
  assert.deepEqual(await waitMoves(page, 2), ["11-15", "22-18"]);
  await waitStatus(page, "Black to move");
}

// ---------------------------------------------------------------------------------------------

test("the page has its manifest, icons, service worker and no-JS message", async ({ newContext, base }) => {
  const context = await newContext();
  const page = await open(context, base);
  assert.equal(await page.title(), "Tabula");
  assert.equal(await page.locator('meta[name="theme-color"]').count(), 1);
  assert.equal(await page.locator('meta[name="viewport"]').count(), 1);
  // Yew replaces the body's content, so look for <noscript> in the page as served.
  const served = await (await page.request.get(base)).text();
  assert.match(served, /<noscript>[^<]*<p[^>]*>[^<]*JavaScript/);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifestUrl = new URL(manifestHref, base).href;
  const response = await page.request.get(manifestUrl);
  assert.equal(response.status(), 200);
  const manifest = await response.json();
  assert.equal(manifest.name, "Tabula");
  assert.equal(manifest.display, "standalone");
  assert.equal(manifest.start_url, "./");
  assert.ok(manifest.icons.some((i) => i.type === "image/svg+xml"), "an SVG icon");
  assert.ok(manifest.icons.some((i) => i.type === "image/png"), "a PNG icon");
  for (const icon of manifest.icons) {
    const got = await page.request.get(new URL(icon.src, manifestUrl).href);
    assert.equal(got.status(), 200, `icon ${icon.src}`);
    assert.equal(got.headers()["content-type"], icon.type, `type of ${icon.src}`);
  }
  const sw = await page.request.get(new URL("sw.js", base).href);
  assert.equal(sw.status(), 200);
  const wasm = await page.evaluate(() =>
    performance.getEntriesByType("resource").find((e) => e.name.endsWith(".wasm"))?.name,
  );
  assert.ok(wasm, "the page loaded a .wasm file");
  const wasmResponse = await page.request.get(wasm);
  assert.equal(wasmResponse.headers()["content-type"], "application/wasm");
});

test("(a) home lists English draughts and opens a new game", async ({ newContext, base }) => {
  const context = await newContext();
  const page = await open(context, base);
  const card = page.locator(`a.game-card[data-game="${DRAUGHTS}"]`);
  await card.waitFor({ timeout: 20_000 });
  assert.equal(await card.getAttribute("href"), PLAY);
  await card.click();
  await board(page);
  assert.equal(await waitStatus(page, "Black to move"), "Black to move");
  const all = await pieces(page);
  assert.equal(all.length, 24);
  assert.equal(all.filter((p) => p.seat === "0").length, 12);
  assert.equal(all.filter((p) => p.seat === "1").length, 12);
  assert.ok(all.every((p) => p.king === "false"));
  // Black's men on 1-12, White's on 21-32.
  for (let square = 1; square <= 12; square++) assert.equal((await pieceOn(page, square))?.seat, "0");
  for (let square = 21; square <= 32; square++) assert.equal((await pieceOn(page, square))?.seat, "1");
  assert.deepEqual(await moves(page), []);
});

test("(b) moves by clicking, with a forced capture", async ({ newContext, base }) => {
  const context = await newContext();
  const page = await open(context, base, PLAY);
  await board(page);
  await waitStatus(page, "Black to move");

  await clickSquare(page, 11);
  assert.deepEqual(await until(() => destinations(page).then((d) => d.length && d), "destinations of 11"), [15, 16]);
  await clickSquare(page, 15);
  assert.deepEqual(await waitMoves(page, 1), ["11-15"]);
  await waitStatus(page, "White to move");
  await play(page, 22, 18);
  assert.deepEqual(await waitMoves(page, 2), ["11-15", "22-18"]);
  await waitStatus(page, "Black to move");

  // Black must take 15x22: a man that could otherwise move (9) shows no destinations.
  await clickSquare(page, 9);
  await page.waitForTimeout(300);
  assert.deepEqual(await destinations(page), [], "a non-capturing piece has no destinations");
  await clickSquare(page, 15);
  assert.deepEqual(await until(() => destinations(page).then((d) => d.length && d), "destinations of 15"), [22]);
  await clickSquare(page, 22);
  assert.deepEqual(await waitMoves(page, 3), ["11-15", "22-18", "15x22"]);
  assert.equal(await pieceOn(page, 18), undefined, "the captured man is gone");
  assert.equal((await pieceOn(page, 22))?.seat, "0");
  await waitStatus(page, "White to move");

  await play(page, 25, 18);
  assert.deepEqual(await waitMoves(page, 4), ["11-15", "22-18", "15x22", "25x18"]);
  await waitStatus(page, "Black to move");
  const all = await pieces(page);
  assert.equal(all.filter((p) => p.seat === "0").length, 11);
  assert.equal(all.filter((p) => p.seat === "1").length, 11);
  assert.equal((await pieceOn(page, 18))?.seat, "1");
});

test("(c) a reload restores the game in progress", async ({ newContext, base }) => {
  const context = await newContext();
  const page = await open(context, base, PLAY);
  await board(page);
  await openingToCapture(page);
  await play(page, 15, 22);
  await waitMoves(page, 3);
  const before = { moves: await moves(page), pieces: await pieces(page), status: await status(page) };
  await page.reload();
  await board(page);
  await waitMoves(page, 3);
  assert.deepEqual(
    { moves: await moves(page), pieces: await pieces(page), status: await status(page) },
    before,
  );
  // The home page offers to continue it, and so does a new tab on the game's address.
  const again = await open(context, base, PLAY);
  await board(again);
  assert.deepEqual(await waitMoves(again, 3), before.moves);
});

test("(d) a shared link opens its position, and Share makes such a link", async ({ newContext, base }) => {
  const context = await newContext();
  const code = "W:WK3,21:B1,K30";
  const expected = [
    { cell: cell(1), seat: "0", king: "false" },
    { cell: cell(3), seat: "1", king: "true" },
    { cell: cell(21), seat: "1", king: "false" },
    { cell: cell(30), seat: "0", king: "true" },
  ].sort((a, b) => a.cell - b.cell);
  for (const form of [encodeURIComponent(code), code]) {
    const page = await open(context, base, `${PLAY}/${form}`);
    await board(page);
    await waitStatus(page, "White to move");
    assert.deepEqual(await pieces(page), expected, `pieces of ${form}`);
    await page.close();
  }

  // Share a position reached by moves (in a context with no saved game: the links above left
  // theirs), and open the link in another fresh context.
  const page = await open(await newContext(), base, PLAY);
  await board(page);
  await play(page, 11, 15);
  await waitMoves(page, 1);
  const position = await pieces(page);
  await press(page, "share");
  const input = page.locator('[data-testid="share-link"]');
  await input.waitFor({ timeout: 10_000 });
  const link = await input.inputValue();
  assert.ok(link.startsWith(base), `share link ${link} starts with ${base}`);
  assert.match(link, new RegExp(`#/play/${DRAUGHTS}/.+`));
  const other = await newContext();
  const opened = await open(other, link);
  await board(opened);
  await waitStatus(opened, "White to move");
  assert.deepEqual(await pieces(opened), position);
});

test("(e) a mangled link shows an error and a playable start position", async ({ newContext, base }) => {
  const context = await newContext();
  const page = await open(context, base, `${PLAY}/B:W99,xx`);
  await board(page);
  const message = page.locator('[data-testid="message"]');
  await message.waitFor({ timeout: 20_000 });
  const text = (await message.textContent()).trim();
  assert.ok(text.length > 10, `a clear message, got "${text}"`);
  await waitStatus(page, "Black to move");
  assert.equal((await pieces(page)).length, 24);
  await play(page, 9, 13);
  assert.deepEqual(await waitMoves(page, 1), ["9-13"]);

  // An unknown game or page: the home page with a message, not a blank page.
  const lost = await open(context, base, "#/play/no-such-game");
  await lost.locator('[data-testid="message"]').waitFor({ timeout: 20_000 });
  await lost.locator(`a.game-card[data-game="${DRAUGHTS}"]`).waitFor();
});

test("(f) after one visit the app loads and plays offline", async ({ newContext, dist }, log) => {
  // Its own server, so that the server can really go away (not only the page's network).
  const server = await serve(dist);
  const context = await newContext();
  try {
    const page = await open(context, server.url, PLAY);
    await board(page);
    await waitForServiceWorker(page);
    log("service worker controls the page");
    await server.stop();
    await context.setOffline(true);
    await page.reload();
    await board(page);
    await waitStatus(page, "Black to move");
    await play(page, 11, 15);
    assert.deepEqual(await waitMoves(page, 1), ["11-15"]);
    await waitStatus(page, "White to move");
    // A new tab on the home page, still offline.
    const home = await open(context, server.url);
    await home.locator(`a.game-card[data-game="${DRAUGHTS}"]`).waitFor({ timeout: 20_000 });
  } finally {
    await server.stop();
  }
}, { allowConsole: [/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to load resource/] });

test("(f3) the language of a first visit, fetched before the service worker ran, is kept for offline", async ({ newContext, dist }, log) => {
  const server = await serve(dist);
  const context = await newContext({ locale: "fi-FI" });
  try {
    const page = await open(context, server.url);
    await page.locator(`a.game-card[data-game="${DRAUGHTS}"]`).waitFor({ timeout: 20_000 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), "fi");
    await waitForServiceWorker(page);
    await until(
      () => page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if ((await cache.keys()).some((request) => /\/lang\/fi-[0-9a-f]+\.txt$/.test(request.url))) return true;
        }
        return false;
      }),
      "the Finnish words in the cache",
    );
    log("the worker keeps the Finnish words");
    await server.stop();
    await context.setOffline(true);
    await page.reload();
    await page.locator(`a.game-card[data-game="${DRAUGHTS}"]`).waitFor({ timeout: 20_000 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), "fi", "offline, still in Finnish");
    assert.equal(await page.locator('[data-testid="language-unavailable"]').count(), 0);
  } finally {
    await server.stop();
  }
}, { allowConsole: [/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to load resource/] });

test("(f2) a new build takes over on the next load", async ({ newContext, dist }, log) => {
  const copy = await mkdtemp(path.join(os.tmpdir(), "tabula-dist-"));
  const server = await serve(copy);
  try {
    await cp(dist, copy, { recursive: true });
    const context = await newContext();
    const page = await open(context, server.url);
    await page.locator(`a.game-card[data-game="${DRAUGHTS}"]`).waitFor({ timeout: 20_000 });
    await waitForServiceWorker(page);
    // "Deploy" a new build: the same app with a marker in its page.
    const index = path.join(copy, "index.html");
    const html = await readFile(index, "utf8");
    await writeFile(index, html.replace("<head>", '<head><meta name="tabula-build" content="next" />'));
    // Last-Modified has one-second resolution: make sure the new file is seen as newer.
    const later = new Date(Date.now() + 5_000);
    await utimes(index, later, later);
    await page.reload();
    await page.locator(`a.game-card[data-game="${DRAUGHTS}"]`).waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('meta[name="tabula-build"]').count(), 1, "the new page is shown");
    log("the reloaded page is the new build");
  } finally {
    await server.stop();
    await rm(copy, { recursive: true, force: true });
  }
});

/** Waits until a service worker controls the page, reloading once if it never does. */
async function waitForServiceWorker(page) {
  const controlled = () =>
    page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller, null, {
      timeout: 15_000,
    });
  await page.evaluate(() => navigator.serviceWorker.ready);
  try {
    await controlled();
  } catch {
    await page.reload();
    await controlled();
  }
}

test("(g) undo and redo", async ({ newContext, base }) => {
  const context = await newContext();
  const page = await open(context, base, PLAY);
  await board(page);
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true, "nothing to undo yet");
  await openingToCapture(page);

  await press(page, "undo");
  await waitStatus(page, "White to move");
  assert.equal((await pieceOn(page, 22))?.seat, "1");
  assert.equal(await pieceOn(page, 18), undefined);
  await press(page, "undo");
  await waitStatus(page, "Black to move");
  assert.equal((await pieceOn(page, 11))?.seat, "0");
  assert.equal(await pieceOn(page, 15), undefined);
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true, "back at the start");

  await press(page, "redo");
  await waitStatus(page, "White to move");
  assert.equal((await pieceOn(page, 15))?.seat, "0");
  await press(page, "redo");
  await waitStatus(page, "Black to move");
  assert.equal((await pieceOn(page, 18))?.seat, "1");
  assert.equal(await page.locator('[data-testid="redo"]').isDisabled(), true, "nothing to redo");
  assert.deepEqual(await moves(page), ["11-15", "22-18"]);

  // A move after an undo replaces the undone moves.
  await press(page, "undo");
  await waitStatus(page, "White to move");
  await play(page, 23, 19);
  assert.deepEqual(await waitMoves(page, 2), ["11-15", "23-19"]);
  assert.equal(await page.locator('[data-testid="move-list"] button.move[data-ply="3"]').count(), 0);
});

test("(h) the rules page renders", async ({ newContext, base }) => {
  const context = await newContext();
  const page = await open(context, base, `#/rules/${DRAUGHTS}`);
  await page.locator("main").waitFor({ timeout: 20_000 });
  await until(async () => /draughts/i.test(await page.locator("body").innerText()), "the word draughts");
  assert.ok((await page.locator("body").innerText()).length > 300, "the rules have some text");
});

test("(i) two capture paths to one square: the chooser", async ({ newContext, base }) => {
  // White's man on 23 can take 23x14x7 (over 18 and 10) or 23x16x7 (over 19 and 11).
  const context = await newContext();
  const page = await open(context, base, `${PLAY}/W:W23:B10,11,18,19`);
  await board(page);
  await waitStatus(page, "White to move");
  await clickSquare(page, 23);
  assert.ok((await until(() => destinations(page).then((d) => d.length && d), "destinations of 23")).includes(7));
  await clickSquare(page, 7);
  const chooser = page.locator('[data-testid="chooser"]');
  await chooser.waitFor({ timeout: 10_000 });
  const choices = await chooser.locator("button.choice").allTextContents();
  assert.equal(choices.length, 2, `two choices, got ${JSON.stringify(choices)}`);
  await chooser.locator("button.choice").first().click();
  const [played] = await waitMoves(page, 1);
  assert.equal(played, choices[0].trim());
  assert.equal((await pieceOn(page, 7))?.seat, "1");
  assert.equal((await pieces(page)).filter((p) => p.seat === "0").length, 2);
  await waitStatus(page, "Black to move");
});
