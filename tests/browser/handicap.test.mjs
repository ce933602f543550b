// Handicaps (issue 27, 5): chosen in the New game form, the start position they make, My games
// naming them, and the whole-game link that carries them.
import assert from "node:assert/strict";

import { DRAUGHTS, chessMove, openGame, playBackgammonTurn, press, status, test, until, waitMoves, waitStatus } from "./lib.mjs";

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

test("handicap: the whole-game link carries it: the game it opens elsewhere is named and counted by it", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await startWith(page, "White plays without the queen");
  await until(async () => (await page.locator('svg.board .piece[data-cell="3"]').count()) === 0, "no queen");
  await chessMove(page, "e2", "e4");
  await waitMoves(page, 1);
  await press(page, "share");
  const whole = await page.locator('[data-testid="share-game-link"]').inputValue();
  assert.match(whole, /handicap=queen(:|%3A)0/, whole);
  // Another browser opens it: the same start and move, and the game is named by its handicap.
  const other = await openGame(newContext, base, whole.slice(whole.indexOf("#")));
  assert.equal(await other.locator('svg.board .piece[data-cell="3"]').count(), 0, "the start without the queen");
  assert.equal(await listedHandicap(other, "chess"), "Handicap: White plays without the queen");
  // Draw odds count a drawn end for the other side, from a link as from the form.
  const kings = encodeURIComponent("8/8/8/4k3/8/8/8/4K3 w - - 0 1");
  const drawn = await openGame(newContext, base, `#/play/chess/${kings}?handicap=draw%3A0`);
  await waitStatus(drawn, /Black wins on draw odds/);
  // A code the game does not have is reported, and the game opens all the same.
  const bad = await openGame(newContext, base, `#/play/chess/${kings}?handicap=men2%3A0`);
  await until(async () => /handicap “men2:0” is not one this game has/.test(await bad.locator('[data-testid="message"]').textContent()), "the notice");
  await waitStatus(bad, /^Draw/);
});

test("handicap: backgammon with the cube always Black's: only Black doubles, and a taken double stays with Black", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  await startWith(page, "Black always holds the cube: only Black doubles");
  const cube = page.locator("svg.board g.cube");
  await until(async () => (await cube.getAttribute("data-owner")) === "1", "the cube Black's from the start");
  assert.equal(await cube.getAttribute("data-value"), "1");
  // Turn by turn: White is never offered the cube; Black doubles at its first chance.
  const double = page.locator('[data-testid="action-double"]');
  for (let turn = 0; turn < 6 && (await cube.getAttribute("data-value")) === "1"; turn++) {
    const roll = page.locator('[data-testid="action-roll"]');
    const rolled = page.locator('[data-testid="action-confirm"], svg.board g.cell.movable');
    await until(async () => (await roll.count()) + (await rolled.count()) > 0, "a turn to play");
    const onRoll = (await status(page)).startsWith("White") ? "White" : "Black";
    if (onRoll === "White") {
      assert.equal(await double.count(), 0, "White has no cube to turn");
    } else if (await double.count()) {
      await press(page, "action-double");
      await press(page, "action-take");
      await until(async () => (await cube.getAttribute("data-value")) === "2", "the cube at 2");
      break;
    }
    if (await roll.count()) await press(page, "action-roll");
    await until(async () => (await rolled.count()) > 0, "dice rolled");
    await playBackgammonTurn(page);
  }
  assert.equal(await cube.getAttribute("data-value"), "2", "Black doubled");
  assert.equal(await cube.getAttribute("data-owner"), "1", "the taken cube stays Black's");
  // Its whole-game link opens under the same rule elsewhere.
  await press(page, "share");
  const whole = await page.locator('[data-testid="share-game-link"]').inputValue();
  const other = await openGame(newContext, base, whole.slice(whole.indexOf("#")));
  await until(async () => (await other.locator("svg.board g.cube").getAttribute("data-owner")) === "1", "the cube Black's there too");
  assert.equal(await listedHandicap(page, "backgammon"), "Handicap: Black always holds the cube: only Black doubles");
});
