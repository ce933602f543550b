// Whole games in a link (issue 14, 2): Share offers the position and the whole game; the
// whole-game link opens in a fresh browser at the game's start with every move there to replay,
// dice included for backgammon, and the game can be played on from its end.
import assert from "node:assert/strict";

import { chessMove, moves, openGame, playBackgammonTurns, press, test, until, waitMoves, waitStatus } from "./lib.mjs";

/** The whole-game link the Share box offers. */
async function wholeGameLink(page) {
  await press(page, "share");
  const input = page.locator('[data-testid="share-game-link"]');
  await input.waitFor({ timeout: 10_000 });
  await page.locator('[data-testid="share-link"]').waitFor();
  return input.inputValue();
}

/** The ply the move list marks as shown (0: the start). */
async function shownPly(page) {
  return Number(await page.locator("button.move.current[data-ply]").first().getAttribute("data-ply"));
}

/** Opens a link's hash in a new context (a fresh browser: no saved games). */
function openLink(newContext, base, link) {
  return openGame(newContext, base, link.slice(link.indexOf("#")));
}

test("whole-game link: a chess game replays from its start in a fresh browser and plays on", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  for (const [from, to] of [["e2", "e4"], ["e7", "e5"], ["g1", "f3"]]) await chessMove(page, from, to);
  const played = await waitMoves(page, 3);
  const link = await wholeGameLink(page);
  assert.match(link, /#\/play\/chess\/.+\?line=1\.3\./, link);

  const opened = await openLink(newContext, base, link);
  assert.deepEqual(await waitMoves(opened, 3), played, "every move is in the list");
  assert.equal(await shownPly(opened), 0, "opened at the start");
  await waitStatus(opened, "White to move");
  assert.equal(await opened.locator('svg.board .piece[data-cell="12"]').count(), 1, "e2 pawn at home");
  for (let i = 0; i < 3; i++) await opened.keyboard.press("ArrowRight");
  await waitStatus(opened, "Black to move");
  await chessMove(opened, "b8", "c6");
  assert.deepEqual(await waitMoves(opened, 4), [...played, "Nc6"]);
});

test("whole-game link: a backgammon game keeps its dice and waits at the start", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  const played = await playBackgammonTurns(page, 3);
  const link = await wholeGameLink(page);

  const opened = await openLink(newContext, base, link);
  await until(async () => JSON.stringify(await moves(opened)) === JSON.stringify(played), `the same dice and plays: ${played}`);
  // Nothing rolls by itself at the start: the list stays the game's.
  await opened.waitForTimeout(1_500);
  assert.deepEqual(await moves(opened), played);
  assert.equal(await shownPly(opened), 0, "still at the start");
});

test("whole-game link: cut short, it keeps the moves it can read and says after which move it was cut", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  for (const [from, to] of [["e2", "e4"], ["e7", "e5"], ["g1", "f3"], ["b8", "c6"]]) await chessMove(page, from, to);
  const played = await waitMoves(page, 4);
  const link = await wholeGameLink(page);
  // The moves' digits are the third field of the line: drop the last move's.
  const cut = link.slice(0, -1);
  const opened = await openLink(newContext, base, cut);
  assert.deepEqual(await waitMoves(opened, 3), played.slice(0, 3), "the moves before the cut");
  const message = opened.locator('[data-testid="message"]');
  await message.waitFor();
  assert.match(await message.textContent(), /cut after move 3 \(.*move 4.*\)/);

  // Moves with no start position: said, and the address opens as it would without them.
  const lost = await openGame(newContext, base, `#/play/chess?line=${link.split("line=")[1]}`);
  await lost.locator('[data-testid="message"]').waitFor();
  assert.match(await lost.locator('[data-testid="message"]').textContent(), /not the position they start from/);
});
