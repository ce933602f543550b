// Keeping the games (issue 24): the page asks the browser to keep its storage when a game is
// saved, My games says whether the browser does, and where it does not, a reminder to export a
// backup comes at most once a week while some game is in no backup file. Headless Chromium may
// answer navigator.storage either way, so each test answers for it.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

import { PHONE, chessMove, test, until, waitMoves } from "./lib.mjs";

const KEY = "tabula.v1.keeping";
const WEEK_S = 7 * 24 * 3600;

/** A context whose browser keeps the site's storage for good (`granted`) or not, counting the
 * page's requests to keep it. */
async function storageContext(newContext, granted) {
  const context = await newContext(PHONE);
  await context.addInitScript((granted) => {
    window.persistAsked = 0;
    const storage = {
      persist: () => {
        window.persistAsked++;
        return Promise.resolve(granted);
      },
      persisted: () => Promise.resolve(granted),
    };
    Object.defineProperty(Navigator.prototype, "storage", { configurable: true, get: () => storage });
  }, granted);
  return context;
}

/** Plays 1. e4 (or 1... e5) in a new chess game and waits for it to be saved. */
async function playChess(page, base, hash, from, to, plies) {
  await page.goto(new URL(hash, base).href);
  await page.locator('svg.board[data-game="chess"]').waitFor();
  await chessMove(page, from, to);
  await waitMoves(page, plies);
}

/** My games, once the browser's answer is shown: whether it keeps the games, and the reminder. */
async function myGames(page, base) {
  await page.goto(new URL("#/games", base).href);
  const line = page.locator('[data-testid="storage-kept"]');
  await line.waitFor();
  return {
    kept: await line.getAttribute("data-kept"),
    line: (await line.textContent()).trim(),
    reminded: await page.locator('[data-testid="backup-reminder"]').count(),
  };
}

/** Dates the last reminder eight days ago, keeping the last backup's date. */
async function remindedLastWeek(page) {
  await page.evaluate(
    ({ key, week }) => {
      const backup = (localStorage.getItem(key) || ",").split(",")[0];
      localStorage.setItem(key, `${backup},${Math.floor(Date.now() / 1000) - week - 3600}`);
    },
    { key: KEY, week: WEEK_S },
  );
}

test("keeping: a saved game asks the browser to keep storage; where it does not, a weekly backup reminder while games are in no backup", async ({ newContext, base }) => {
  const page = await (await storageContext(newContext, false)).newPage();
  await playChess(page, base, "#/play/chess?ai=", "e2", "e4", 1);
  await until(async () => (await page.evaluate(() => window.persistAsked)) === 1, "persist() asked");
  await chessMove(page, "e7", "e5");
  await waitMoves(page, 2);
  assert.equal(await page.evaluate(() => window.persistAsked), 1, "asked once per page, not at every save");

  // Not kept, never backed up: My games says so. The first week after the first save is quiet
  // (a new visitor is not asked for a backup on the first visit): its start is kept.
  let seen = await myGames(page, base);
  assert.equal(seen.kept, "false");
  assert.match(seen.line, /may delete these games/);
  assert.equal(seen.reminded, 0, "no reminder in the first week");
  const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
  assert.match(stored, /^,\d+$/, `the quiet week's start is kept: ${stored}`);
  // A week on: the first reminder.
  await remindedLastWeek(page);
  await page.reload();
  seen = await myGames(page, base);
  assert.equal(seen.reminded, 1, "the first reminder, a week after the first save");

  // Within the week: no reminder again, on My games or at home.
  await page.reload();
  seen = await myGames(page, base);
  assert.equal(seen.reminded, 0, "no second reminder within a week");

  // A week later it comes back, on the home page too; one tap downloads the backup.
  await remindedLastWeek(page);
  await page.goto(new URL("#/", base).href);
  const reminder = page.locator('[data-testid="backup-reminder"]');
  await reminder.waitFor();
  assert.match(await reminder.textContent(), /Safari/);
  const download = page.waitForEvent("download");
  await reminder.locator('[data-testid="reminder-export"]').click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^tabula-games-\d{4}-\d\d-\d\d\.json$/);
  const backup = JSON.parse(await readFile(await file.path(), "utf8"));
  assert.equal(backup.games.length, 1, "the backup holds the game");
  await reminder.waitFor({ state: "detached" });
  assert.match(await page.evaluate((key) => localStorage.getItem(key), KEY), /^\d+,\d+$/, "the backup's date is kept");

  // A week on with every game in the backup: nothing to remind of.
  await remindedLastWeek(page);
  seen = await myGames(page, base);
  assert.equal(seen.reminded, 0, "no reminder while every game is in a backup");

  // A move saved after the backup makes the reminder due again.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1100)));
  await playChess(page, base, "#/play/chess", "g1", "f3", 3);
  await remindedLastWeek(page);
  seen = await myGames(page, base);
  assert.equal(seen.reminded, 1, "a game saved after the backup is reminded of");
});

test("keeping: where the browser keeps the storage for good, My games says so and never reminds", async ({ newContext, base }) => {
  const page = await (await storageContext(newContext, true)).newPage();
  await playChess(page, base, "#/play/chess?ai=", "d2", "d4", 1);
  await until(async () => (await page.evaluate(() => window.persistAsked)) === 1, "persist() asked");
  await remindedLastWeek(page);
  const seen = await myGames(page, base);
  assert.equal(seen.kept, "true");
  assert.match(seen.line, /keeps these games/);
  assert.equal(seen.reminded, 0, "no reminder where the games are kept");
  await page.goto(new URL("#/", base).href);
  await page.locator("a.game-card").first().waitFor();
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  assert.equal(await page.locator('[data-testid="backup-reminder"]').count(), 0, "none at home either");
});
