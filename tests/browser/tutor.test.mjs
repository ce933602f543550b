// The tutor (issue 25): with it on, a person's move the engine rates a mistake or worse is
// held before the game goes on, with a sentence made from what the engine found, the better
// move on request, "Play it anyway" and "Take it back".
import assert from "node:assert/strict";

import { chessMove, moves, openGame, pieces, sq, test, until, waitMoves } from "./lib.mjs";

const START = encodeURIComponent("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
// Black to move after 1. e4 e6 2. d4; the computer plays White.
const BLACK_TO_MOVE = `#/play/chess/${START}?moves=e4+e6+d4&ai=0:1`;

test("tutor: a hung queen is held with the piece named, the computer waits, Take it back restores the position, a good move passes", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, BLACK_TO_MOVE);
  await page.getByTestId("tutor").selectOption("2");
  // 2...Qg5?? leaves the queen to the c1 bishop.
  await chessMove(page, "d8", "g5");
  const warning = page.getByTestId("tutor-warning");
  await warning.waitFor({ timeout: 20_000 });
  assert.match(await warning.locator("p").first().textContent(), /^Careful: this leaves g5, black queen to be taken \(Bxg5\): about \d+% fewer wins\.$/);
  // The computer does not answer while the tutor warns.
  await page.waitForTimeout(1500);
  assert.equal((await moves(page)).length, 4);
  await page.getByTestId("tutor-show").click();
  assert.match(await page.getByTestId("tutor-better").textContent(), /^Better: \S+\.$/);
  assert.ok((await page.locator("svg.board .cell.hint").count()) >= 2, "the better move's squares");
  // Take it back: the queen is home again, Black to move, no warning.
  await page.getByTestId("tutor-take-back").click();
  await until(async () => (await page.getByTestId("tutor-warning").count()) === 0, "the warning gone");
  assert.ok((await pieces(page)).some((p) => p.cell === sq("d8")), "the queen back on d8");
  assert.ok(!(await pieces(page)).some((p) => p.cell === sq("g5")), "and not on g5");
  // A sound move passes: the tutor looks, says nothing, and the computer answers.
  await chessMove(page, "g8", "f6");
  await waitMoves(page, 5);
  assert.equal(await page.getByTestId("tutor-warning").count(), 0);
  assert.equal((await moves(page))[3], "Nf6", "the new move replaces the taken-back one");
  // The setting is the player's for this game: still on after a reload.
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.equal(await page.getByTestId("tutor").inputValue(), "2");
});

test("tutor: Play it anyway lets the game go on; off, the tutor says nothing; in Finnish", async ({ newContext, base }) => {
  const context = await newContext({ locale: "fi-FI" });
  const page = await context.newPage();
  await page.goto(new URL(BLACK_TO_MOVE, base).href);
  await page.locator("svg.board").waitFor();
  await page.getByTestId("tutor").selectOption("2");
  await chessMove(page, "d8", "g5");
  const warning = page.getByTestId("tutor-warning");
  await warning.waitFor({ timeout: 20_000 });
  assert.match(await warning.textContent(), /Varo: tämä jättää lyötäväksi/);
  await page.getByTestId("tutor-anyway").click();
  // The computer takes the queen.
  assert.equal((await waitMoves(page, 5))[4], "Bxg5");
  assert.equal(await warning.count(), 0);
  await page.getByTestId("tutor").selectOption("0");
  await chessMove(page, "g5", "g2");
  await page.waitForTimeout(500);
  assert.equal(await page.getByTestId("tutor-looking").count() + (await warning.count()), 0);
  await context.close();
});

test("tutor: backgammon, a needless blot is held after Confirm, with the blots a roll can hit; Take it back returns to the roll", async ({ newContext, base }) => {
  // White to play 3-1 from the start (gnubg's Position ID and Match ID).
  const page = await openGame(newContext, base, `#/play/backgammon/${encodeURIComponent("4HPwATDgc/ABMA:MIGlAAAAAAAA")}`);
  await page.getByTestId("tutor").selectOption("2");
  // 24/20 where 8/5 6/5 makes a point.
  await page.locator('[data-testid="move-entry-text"]').fill("24/21 21/20");
  await page.keyboard.press("Enter");
  await page.locator('[data-testid="action-confirm"]').click();
  const warning = page.getByTestId("tutor-warning");
  await warning.waitFor({ timeout: 20_000 });
  assert.match(
    await warning.locator("p").first().textContent(),
    /^Careful: the engine rates this play (doubtful|bad|very bad): it gives away 0\.\d{3} points of equity and leaves blots a roll can hit: [1-9]\.$/,
  );
  await page.getByTestId("tutor-show").click();
  assert.match(await page.getByTestId("tutor-better").textContent(), /^Better: .*8\/5.*6\/5.*\.$|^Better: .*6\/5.*8\/5.*\.$/);
  await page.getByTestId("tutor-take-back").click();
  await until(async () => (await warning.count()) === 0, "the warning gone");
  assert.match(await page.getByTestId("status").textContent(), /White to play 3-1/);
});

test("tutor: Ludo, running instead of knocking out a far piece is held with the pieces left in reach; the next throw waits; one of two people left alone", async ({ newContext, base }) => {
  // Red to move a 2, two people at the board: the piece on its start point can knock out
  // Blue's piece 33 fields on; the piece on field 20 can run.
  const page = await openGame(newContext, base, "#/play/ludo/L2.RB.1,20,0,0:33,0,0,0.m0.2.-.-");
  await page.getByTestId("tutor").selectOption("2");
  assert.equal(await page.getByTestId("tutor-seat-0").isChecked(), true, "every seat watched at first");
  assert.equal(await page.getByTestId("tutor-seat-1").isChecked(), true);
  await page.locator('[data-testid="move-entry-text"]').fill("Red: 20-22");
  await page.keyboard.press("Enter");
  const warning = page.getByTestId("tutor-warning");
  await warning.waitFor({ timeout: 20_000 });
  assert.match(
    await warning.locator("p").first().textContent(),
    /^Careful: (this leaves pieces a rival can knock out with one throw: \d\. The engine marks it (inaccuracy|mistake|blunder) \(\d+\.\d steps given away\)|the engine marks this move \S+( \S+)?: it gives away \d+\.\d steps)\.$/,
  );
  assert.equal(await page.getByTestId("roll").isDisabled(), true, "Blue's throw waits");
  await page.getByTestId("tutor-show").click();
  assert.equal(await page.getByTestId("tutor-better").textContent(), "Better: Red: 1x3.");
  await page.getByTestId("tutor-take-back").click();
  await until(async () => (await warning.count()) === 0, "the warning gone");
  // Red left alone: the same move passes without a look, and Blue may throw.
  await page.getByTestId("tutor-seat-0").uncheck();
  await page.locator('[data-testid="move-entry-text"]').fill("Red: 20-22");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(800);
  assert.equal(await warning.count(), 0);
  assert.equal(await page.getByTestId("roll").isDisabled(), false);
  // Still left alone after a reload (the setting is the player's for this game).
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.equal(await page.getByTestId("tutor-seat-0").isChecked(), false);
  assert.equal(await page.getByTestId("tutor-seat-1").isChecked(), true);
});
