// End-to-end tests of the computer opponents (issue 12, section 2): the engine answers in a Web
// Worker by itself, hints, undo against it, its answers to draw offers, a reload in the middle
// of its turn, the main thread kept free while it thinks, offline play and the worker's
// versioned files.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import {
  DRAUGHTS,
  board,
  chessMove,
  moves,
  openGame,
  play,
  press,
  serve,
  test,
  until,
  waitMoves,
  waitStatus,
} from "./lib.mjs";

const THINK_TIMEOUT = 30_000;

/** Waits until the computer has played move `n` (its reply), and the thinking line is gone. */
async function computerReplied(page, n) {
  await page
    .locator(`[data-testid="move-list"] button.move[data-ply="${n}"]`)
    .waitFor({ timeout: THINK_TIMEOUT });
  await page.locator('[data-testid="thinking"]').waitFor({ state: "detached", timeout: THINK_TIMEOUT });
  return moves(page);
}

/** Plays the first legal move on the board by clicks (the first movable piece, its first target). */
async function playAnyMove(page) {
  await page.locator("svg.board g.cell.movable").first().click();
  await page.locator("svg.board g.cell.dest").first().click();
}

test("ai: English draughts against the computer, one click from the home page", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(base);
  await page.locator(`[data-testid="vs-computer"][data-game="${DRAUGHTS}"]`).click();
  await board(page);
  await waitStatus(page, "Black to move");
  assert.equal(await page.locator('[data-testid="seat-1"]').inputValue(), "3", "White is the computer");
  await play(page, 11, 15);
  const list = await computerReplied(page, 2);
  assert.equal(list[0], "11-15");
  await waitStatus(page, "Black to move");
  assert.ok((await page.locator("svg.board g.cell.last").count()) >= 2, "the computer's move is marked");
  await playAnyMove(page);
  assert.equal((await computerReplied(page, 4)).length, 4);
  // The address names the game's library entry, no longer the new game: a reload continues it.
  assert.match(page.url(), new RegExp(`#/play/${DRAUGHTS}\\?id=[a-z0-9]+$`));
});

test("ai: chess against the computer (it answers by itself, and works as Black too)", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess?ai=1:2");
  await chessMove(page, "e2", "e4");
  assert.equal((await computerReplied(page, 2))[0], "e4");
  await chessMove(page, "g1", "f3");
  assert.equal((await computerReplied(page, 4)).length, 4);
  await waitStatus(page, "White to move");

  // The computer playing White moves first by itself.
  const black = await openGame(newContext, base, "#/play/chess?ai=0:1");
  await computerReplied(black, 1);
  await waitStatus(black, "Black to move");
});

// The person used to answer their own draw offer against the computer: Accept drew any lost game.
test("ai: the computer answers a draw offer itself: no while a queen up, yes while a queen down", async ({ newContext, base }) => {
  const against = (fen) => openGame(newContext, base, `#/play/chess/${encodeURIComponent(fen)}?ai=1:1`);
  const message = (page) => page.locator('[data-testid="message"]');
  // Black, the computer, has a queen more.
  const ahead = await against("3qk3/8/8/8/8/8/8/4K3 w - - 0 1");
  await press(ahead, "offer-draw");
  assert.equal(await ahead.locator('[data-testid="accept-draw"]').count(), 0, "the person does not answer");
  await ahead.locator('[data-testid="thinking"]').filter({ hasText: "considering the draw offer" }).waitFor();
  await message(ahead).filter({ hasText: "The computer declines the draw: it plays on." }).waitFor({ timeout: THINK_TIMEOUT });
  assert.equal(await ahead.locator('[data-testid="accept-draw"]').count(), 0);
  assert.ok(await ahead.locator('[data-testid="offer-draw"]').isEnabled(), "play goes on");
  await waitStatus(ahead, "White to move");
  // Black, the computer, has a queen less.
  const behind = await against("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
  await press(behind, "offer-draw");
  await message(behind).filter({ hasText: "The computer accepts the draw." }).waitFor({ timeout: THINK_TIMEOUT });
  await waitStatus(behind, /agreed/);
  assert.equal(await behind.locator('[data-testid="accept-draw"]').count(), 0);
});

test("ai: a hint appears on the board without being played", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, `#/play/${DRAUGHTS}`);
  await press(page, "hint");
  await until(async () => (await page.locator("svg.board g.cell.hint").count()) >= 2, "the hint's cells");
  assert.deepEqual(await moves(page), [], "the hint is not played");
  // It goes with the next move.
  await play(page, 11, 15);
  await waitMoves(page, 1);
  assert.equal(await page.locator("svg.board g.cell.hint").count(), 0);
});

test("ai: undo against the computer takes back its reply and yours", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, `#/play/${DRAUGHTS}?ai=1:1`);
  await play(page, 11, 15);
  await computerReplied(page, 2);
  await press(page, "undo");
  await waitStatus(page, "Black to move");
  assert.deepEqual(await moves(page), []);
  // Nothing is replayed behind the person's back.
  await page.waitForTimeout(1_000);
  assert.deepEqual(await moves(page), []);
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0);
  await play(page, 9, 13);
  assert.equal((await computerReplied(page, 2))[0], "9-13");
});

test("ai: reload in the middle of the computer's turn and the game goes on", async ({ newContext, base }) => {
  // Level 6 thinks for two seconds: long enough to reload in the middle.
  const page = await openGame(newContext, base, "#/play/chess?ai=1:6");
  await chessMove(page, "d2", "d4");
  await page.locator('[data-testid="thinking"]').waitFor();
  await page.reload();
  await page.locator("svg.board").waitFor();
  await page.locator('[data-testid="thinking"]').waitFor();
  const list = await computerReplied(page, 2);
  assert.equal(list[0], "d4");
  await waitStatus(page, "White to move");
});

test("ai: no long task on the main thread while the computer thinks", async ({ newContext, base }, log) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  // The computer takes White at level 6 (two seconds a move) and starts at once.
  await page.locator("details.seats summary").click();
  await page.locator('[data-testid="seat-0"]').selectOption("6");
  await page.locator('[data-testid="thinking"]').waitFor();
  // The page answers while it thinks: the board flips.
  await press(page, "flip");
  await until(async () => (await page.locator('[data-testid="thinking"]').count()) === 1, "still thinking");
  await computerReplied(page, 1);
  const tasks = await page.evaluate(() => window.__longTasks);
  // The Long Tasks API reports only tasks over 50 ms: none reported means none that long.
  const longest = tasks.length ? `${Math.max(...tasks).toFixed(0)} ms` : "none over 50 ms";
  log(`longest main-thread task while thinking: ${longest}`);
  assert.equal(tasks.length, 0, `long tasks while thinking: ${tasks.map((t) => t.toFixed(0)).join(", ")} ms`);
  // The observer does see a long task when there is one (so the check above can fail).
  await page.evaluate(() => {
    setTimeout(() => {
      const start = performance.now();
      while (performance.now() - start < 120);
    }, 0);
  });
  await until(() => page.evaluate(() => window.__longTasks.length > 0), "the deliberate long task to be seen");
});

/** The page's wasm-bindgen module and wasm, as Trunk's loader in index.html names them (Trunk writes
 * its hash without leading zeros: 16 hex digits or, now and then, fewer). */
function pageWasm(html) {
  const found = /import init, \* as bindings from '\.\/(app-[0-9a-f]{8,16}\.js)';\s*const wasm = await init\(\{ module_or_path: '\.\/(app-[0-9a-f]{8,16}_bg\.wasm)' \}\)/.exec(html);
  assert.ok(found, "index.html loads the page's hashed wasm");
  return found;
}

test("ai: the worker's files are versioned by their hash and play works offline", async ({ newContext, dist }, log) => {
  const html = await readFile(path.join(dist, "index.html"), "utf8");
  const worker = /name="tabula-ai-worker" content="(ai-worker-[0-9a-f]{16}\.js)"/.exec(html);
  assert.ok(worker, "the page names the hashed worker script");
  const [, module, wasm] = pageWasm(html);
  for (const file of [worker[1], module, wasm]) assert.ok(existsSync(path.join(dist, file)), `${file} is in the build`);
  const scripts = (await readdir(dist)).filter((file) => file.endsWith(".js") && file !== "sw.js");
  assert.ok(scripts.every((file) => /-[0-9a-f]{8,16}\.js$/.test(file)), `every script is named by its hash: ${scripts}`);
  const script = await readFile(path.join(dist, worker[1]), "utf8");
  assert.ok(script.includes(module) && script.includes(wasm), "the worker runs the page's own build of the wasm");
  const workerFiles = [worker[1], wasm];

  const server = await serve(dist);
  const context = await newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL(`#/play/${DRAUGHTS}`, server.url).href);
    await board(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await until(() => page.evaluate(() => !!navigator.serviceWorker.controller), "the service worker", 15_000).catch(
      async () => {
        await page.reload();
        await until(() => page.evaluate(() => !!navigator.serviceWorker.controller), "the service worker");
      },
    );
    const cached = await page.evaluate(async (files) => {
      const found = [];
      for (const file of files) if (await caches.match(new URL(file, location.href).href)) found.push(file);
      return found;
    }, workerFiles);
    assert.deepEqual(cached, workerFiles, "the service worker cached the worker's files");
    await server.stop();
    await context.setOffline(true);
    await page.goto(new URL(`#/play/${DRAUGHTS}?ai=1:2`, server.url).href);
    // The link's game and seats are saved in an effect, and only then does the address name the
    // saved game: reload once the seats are saved (the order that once lost this race).
    await until(
      () => page.evaluate(() => Object.keys(localStorage).some((k) => /"level":2/.test(localStorage.getItem(k)))),
      "the link's computer seat saved",
    );
    await page.reload();
    await board(page);
    await play(page, 11, 15);
    await computerReplied(page, 2);
    log("the computer answered offline");
  } finally {
    await server.stop();
  }
}, { allowConsole: [/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to load resource/] });

// Issue 12, section 2: "after a new build the page never runs an old worker with a new page".
// A new build is deployed over the one a player has visited (and the service worker cached): the
// reloaded page must start the new build's worker, and nothing may fetch the old one.
test("ai: (f2) after a new build the page starts the new worker, never the cached old one", async ({ newContext, dist }, log) => {
  const copy = await mkdtemp(path.join(os.tmpdir(), "tabula-dist-"));
  const server = await serve(copy);
  try {
    await cp(dist, copy, { recursive: true });
    const index = path.join(copy, "index.html");
    const html = await readFile(index, "utf8");
    const [, oldScript] = /name="tabula-ai-worker" content="(ai-worker-[0-9a-f]{16}\.js)"/.exec(html);
    const [, oldModule, oldWasm] = pageWasm(html);
    const context = await newContext();
    const page = await context.newPage();
    const started = [];
    page.on("worker", (worker) => started.push(path.basename(new URL(worker.url()).pathname)));
    const fetched = [];
    context.on("request", (request) => fetched.push(path.basename(new URL(request.url()).pathname)));
    await page.goto(new URL(`#/play/${DRAUGHTS}?ai=1:2`, server.url).href);
    await board(page);
    await play(page, 11, 15);
    await computerReplied(page, 2);
    assert.deepEqual(started, [oldScript], "the first build's worker played");
    await until(() => page.evaluate(() => !!navigator.serviceWorker.controller), "the service worker", 15_000);

    // Deploy: the next build under its own hashes (the same wasm, a marked worker script), the
    // old files gone from the server as after a real deploy, the page naming the new ones.
    const newScript = "ai-worker-00000000000000aa.js";
    const newModule = "app-00000000000000aa.js";
    const newWasm = "app-00000000000000aa_bg.wasm";
    const script = await readFile(path.join(copy, oldScript), "utf8");
    const renamed = (text) => text.replaceAll(oldModule, newModule).replaceAll(oldWasm, newWasm);
    await writeFile(path.join(copy, newScript), `${renamed(script)}\n// the next build\n`);
    await cp(path.join(copy, oldModule), path.join(copy, newModule));
    await cp(path.join(copy, oldWasm), path.join(copy, newWasm));
    for (const file of [oldScript, oldModule, oldWasm]) await rm(path.join(copy, file));
    await writeFile(index, renamed(html).replace(`content="${oldScript}"`, `content="${newScript}"`));
    const later = new Date(Date.now() + 5_000);
    await utimes(index, later, later);

    started.length = 0;
    fetched.length = 0;
    await page.reload();
    await board(page);
    await waitStatus(page, "Black to move");
    await playAnyMove(page);
    await computerReplied(page, 4);
    assert.deepEqual(started, [newScript], "the new page started the new build's worker");
    assert.ok(fetched.includes(newWasm), "the new worker loaded its own wasm");
    assert.ok(![oldScript, oldModule, oldWasm].some((file) => fetched.includes(file)), "nothing asked for the old build");
    log(`old ${oldScript}, new ${newScript}: the new one played`);
  } finally {
    await server.stop();
    await rm(copy, { recursive: true, force: true });
  }
});
