// Handicaps (issue 27, 5): chosen in the New game form, the start position they make, and
// My games naming them.
import assert from "node:assert/strict";

import { DRAUGHTS, openGame, press, test, until } from "./lib.mjs";

/** Opens the New game form, picks the handicap by its words and starts the game. */
async function startWith(page, label) {
  await page.locator("details.game-setup:not(.seats) summary").click();
  await page.locator('[data-testid="option-handicap"]').selectOption({ label });
  await press(page, "setup-start");
}

/** The handicap My games names on the first game of `slug`. */
async function listedHandicap(page, slug) {
  await page.locator('[data-testid="my-games-link"]').first().click();
  const entry = page.locator(`[data-testid="game-entry"][data-game="${slug}"]`).first();
  await entry.waitFor();
  return (await entry.locator('[data-testid="entry-handicap"]').textContent()).trim();
}

test("handicap: chess at queen odds from the New game form, named in My games", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  const d1 = 'svg.board .piece[data-cell="3"]';
  assert.equal(await page.locator(d1).count(), 1, "the queen stands on d1 before");
  await startWith(page, "White plays without the queen");
  await until(async () => (await page.locator(d1).count()) === 0, "the board without White's queen");
  // The rest of the army is there: 15 White pieces, 16 Black.
  assert.equal(await page.locator('svg.board .piece[data-seat="0"]').count(), 15);
  assert.equal(await page.locator('svg.board .piece[data-seat="1"]').count(), 16);
  // Kept across a reload.
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.equal(await page.locator(d1).count(), 0, "still without the queen after a reload");
  assert.equal(await listedHandicap(page, "chess"), "Handicap: White plays without the queen");
});

test("handicap: English draughts with two men fewer, named in My games", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, `#/play/${DRAUGHTS}`);
  await startWith(page, "Black plays two men fewer");
  const black = 'svg.board .piece[data-seat="0"]';
  await until(async () => (await page.locator(black).count()) === 10, "Black with ten men");
  assert.equal(await page.locator('svg.board .piece[data-seat="1"]').count(), 12);
  assert.equal(await listedHandicap(page, DRAUGHTS), "Handicap: Black plays two men fewer");
});
