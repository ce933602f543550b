// Files of several games into My games (issue 24, 2): "Import games…" reads every game of a file
// (a lichess export here), says how many it kept and which it could not read and why; a large
// file is read a slice at a time behind a progress bar, the page answering meanwhile, and every
// game lands (a second tab's list follows); the play page's own import of such a file plays the
// first and says how many the file holds.
import assert from "node:assert/strict";

import { openGame, test, until, waitMoves } from "./lib.mjs";

const ENTRY = '[data-testid="game-entry"]';
const MESSAGE = '[data-testid="library-message"]';

/** Three games as lichess exports them; game 2's third move is no legal move (line 17). */
const LICHESS = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcd1234"]
[White "ann"]
[Black "bob"]
[Result "1-0"]

1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Qh5 { [%clk 0:02:58] } 2... Nc6
{ [%clk 0:02:57] } 3. Bc4 Nf6 4. Qxf7# 1-0


[Event "Rated Blitz game"]
[Site "https://lichess.org/efgh5678"]
[White "cy"]
[Black "dee"]
[Result "0-1"]

1. d4 { [%clk 0:03:00] } 1... d5 2. Bf4 c5 3. Bxc5 Qa5+ 0-1


[Event "Rated Blitz game"]
[Site "https://lichess.org/ijkl9012"]
[White "eve"]
[Black "fay"]
[Result "1/2-1/2"]

1. c4 { [%eval 0.1] } 1... c5 1/2-1/2
`;

/** My games, every game listed (the list of all games tells a file's game from the file). */
async function myGames(newContext, base) {
  const page = await (await newContext()).newPage();
  await page.goto(new URL("#/games", base).href);
  await page.locator('[data-testid="no-games"]').waitFor();
  return page;
}

function file(name, text) {
  return { name, mimeType: "text/plain", buffer: Buffer.from(text) };
}

async function names(page) {
  return page.locator(`${ENTRY} [data-testid="entry-name"]`).allTextContents();
}

test("import games: a lichess file of three games with a bad one keeps two, names the third's fault, and another tab follows", async ({ newContext, base }) => {
  const page = await myGames(newContext, base);
  // A second tab on My games follows the import (its storage events gathered into one reading).
  const other = await page.context().newPage();
  await other.goto(new URL("#/games", base).href);
  await other.locator('[data-testid="no-games"]').waitFor();
  await page.bringToFront();
  await page.locator('[data-testid="import-games"]').setInputFiles(file("lichess.pgn", LICHESS));
  const message = page.locator(MESSAGE);
  await message.filter({ hasText: "Games imported into My games: 2 of 3." }).waitFor();
  const faults = await message.locator('[data-testid="import-faults"] li').allTextContents();
  assert.deepEqual(faults, ["Game 2: line 17: “Bxc5” is not a legal move there."]);
  await until(async () => (await page.locator(ENTRY).count()) === 2, "two games listed");
  assert.deepEqual((await names(page)).map((n) => n.trim()), ["ann vs bob", "eve vs fay"], "in the file's order");
  await until(async () => (await other.locator(ENTRY).count()) === 2, "the other tab lists them too");
  // The play page's import of the same file plays its first game and points to My games.
  const play = await openGame(newContext, base, "#/play/chess");
  await play.locator("details.transfer summary").click();
  await play.locator('[data-testid="import-file"]').setInputFiles(file("lichess.pgn", LICHESS));
  assert.deepEqual(await waitMoves(play, 7), ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
  await play.locator('[data-testid="message"]').filter({ hasText: "Games in this file: 3." }).waitFor();
});

test("import games: 2,000 games read behind a progress bar, the page drawing meanwhile, all kept", async ({ newContext, base }) => {
  const COUNT = 2000;
  const games = [];
  for (let i = 1; i <= COUNT; i++) {
    games.push(`[White "w${i}"]\n[Black "b${i}"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n`);
  }
  const page = await myGames(newContext, base);
  // The longest wait between two frames while the import runs: the page keeps drawing.
  await page.evaluate(() => {
    // Every count the progress bar shows, as the page sets it.
    window.barValues = [];
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="import-progress"] progress');
      if (bar) window.barValues.push([Number(bar.value), bar.getAttribute("max")]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
    window.frameGaps = { last: performance.now(), longest: 0, running: true };
    const tick = (now) => {
      const gaps = window.frameGaps;
      gaps.longest = Math.max(gaps.longest, now - gaps.last);
      gaps.last = now;
      if (gaps.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.locator('[data-testid="import-games"]').setInputFiles(file("many.pgn", games.join("\n")));
  // The bar is read from the observer's record, not by polling for it: on a fast machine the
  // whole import can come and go between two polls.
  await page.locator(MESSAGE).filter({ hasText: `Games imported into My games: ${COUNT} of ${COUNT}.` }).waitFor({ timeout: 80_000 });
  assert.equal(await page.locator('[data-testid="import-progress"]').count(), 0, "the bar goes when done");
  // It counted the games on the way, a slice at a time.
  const shown = await page.evaluate(() => window.barValues);
  assert.ok(shown.length > 0, "a progress bar was shown");
  assert.deepEqual([...new Set(shown.map(([, max]) => max))], [String(COUNT)], "the bar counts to the file's games");
  const between = [...new Set(shown.map(([value]) => value))].filter((n) => n > 0 && n < COUNT);
  assert.ok(between.length >= 3, `the bar showed the games read so far: ${between}`);
  const longest = await page.evaluate(() => {
    window.frameGaps.running = false;
    return window.frameGaps.longest;
  });
  assert.ok(longest < 1000, `the page drew a frame at least every second (longest gap ${Math.round(longest)} ms)`);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("tabula.v2.game.")).length);
  assert.equal(kept, COUNT, "every game is an entry");
  // The list shows the newest first, a page at a time.
  assert.equal(await page.locator(ENTRY).count(), 50);
  assert.equal((await names(page))[0].trim(), "w1 vs b1");
  const more = page.locator('[data-testid="show-more"]');
  assert.match(await more.textContent(), /50 of 2000/);
  await more.click();
  await until(async () => (await page.locator(ENTRY).count()) === 100, "100 games listed");
});
