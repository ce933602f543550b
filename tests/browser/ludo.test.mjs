// End-to-end tests of Ludo's turn handling and board orientation (issue 11, 2.7 and 2.12).
import assert from "node:assert/strict";

import { moves, press, test, until, waitMoves, waitStatus } from "./lib.mjs";

const EMPTY = "0,0,0,0";

async function openLudo(newContext, base, code) {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(`#/play/ludo/${code}`, base).href);
  await page.locator("svg.board.ludo").waitFor();
  return page;
}

/** Which side of the board a cell is on: "left", "right", "top" or "bottom". The field's and the
 * board's boxes are read in one step: the page may lay itself out again between two reads. */
async function sideOf(page, cell) {
  const [dx, dy] = await page.evaluate((cell) => {
    const field = document.querySelector(`svg.board g.cell[data-cell="${cell}"] circle`).getBoundingClientRect();
    const board = document.querySelector("svg.board.ludo").getBoundingClientRect();
    const centre = (box) => [box.x + box.width / 2, box.y + box.height / 2];
    const [[fx, fy], [bx, by]] = [centre(field), centre(board)];
    return [fx - bx, fy - by];
  }, cell);
  if (Math.abs(dx) > Math.abs(dy)) return dx < 0 ? "left" : "right";
  return dy < 0 ? "top" : "bottom";
}

// issue 11, 2.7: the page waited for a Pass click while the status said "move a piece".
test("ludo: a throw that moves nothing is shown, then passes by itself (2.7)", async ({ newContext, base }) => {
  const page = await openLudo(newContext, base, `L2.RBYG.${EMPTY}:${EMPTY}:${EMPTY}:${EMPTY}.m0.3.-.-`);
  await waitStatus(page, "Red threw 3: no move with a 3");
  assert.equal(await page.locator('svg.board .ludo-die').getAttribute("data-die"), "3", "the throw is shown");
  assert.deepEqual(await waitMoves(page, 1), ["Red: pass"]);
  await waitStatus(page, "Blue to roll");
  // Undo goes back to the throw and stays there: the pass is not played again.
  await press(page, "undo");
  await waitStatus(page, "Red threw 3: no move with a 3");
  await page.waitForTimeout(1500);
  await waitStatus(page, "Red threw 3: no move with a 3");
  assert.equal(await page.locator('[data-testid="redo"]').isDisabled(), false, "the pass can be redone");
});

test("ludo: a throw that can move waits for the player", async ({ newContext, base }) => {
  const page = await openLudo(newContext, base, `L2.RBYG.5,0,0,0:${EMPTY}:${EMPTY}:${EMPTY}.m0.3.-.-`);
  await waitStatus(page, "Red threw 3: move a piece");
  await page.waitForTimeout(1500);
  assert.deepEqual(await moves(page), []);
  await waitStatus(page, "Red threw 3: move a piece");
});

// issue 11, 2.12: Flip board did nothing in Ludo.
test("ludo: Flip turns the board so the colour on turn is at the bottom (2.12)", async ({ newContext, base }) => {
  // Red (seat 0) moves a piece from its start point with a 2; Blue throws next.
  const page = await openLudo(newContext, base, `L2.RBYG.1,0,0,0:${EMPTY}:${EMPTY}:${EMPTY}.m0.2.-.-`);
  await waitStatus(page, "Red threw 2: move a piece");
  // Unturned: Red's home line (cells 100-103) on the left, Green's (130-133) at the bottom.
  assert.equal(await sideOf(page, 100), "left");
  assert.equal(await sideOf(page, 130), "bottom");
  await press(page, "flip");
  await until(async () => (await page.locator("svg.board.ludo").getAttribute("data-turned")) === "270", "the board turned");
  // The fields can reach their turned places a frame after the board says it is turned.
  await until(async () => (await sideOf(page, 100)) === "bottom", "Red, on turn, at the bottom");
  assert.equal(await sideOf(page, 110), "left");
  // Clicks still find the turned fields: Red's piece on field 0 moves to field 2.
  await page.locator('svg.board g.cell[data-cell="0"]').click();
  await page.locator('svg.board g.cell[data-cell="2"]').click();
  assert.deepEqual(await waitMoves(page, 1), ["Red: 1-3"]);
  await waitStatus(page, "Blue to roll");
  await until(async () => (await sideOf(page, 110)) === "bottom", "Blue's side at the bottom");
  // Flipping back shows the board unturned.
  await press(page, "flip");
  await until(async () => (await sideOf(page, 130)) === "bottom", "unturned again");
  assert.equal(await page.locator("svg.board.ludo").getAttribute("data-turned"), "0");
});

// issue 11, 2.5: Resign ended a 2-4 player race for everyone; now the player leaves and the
// others play on, and there is no draw offer.
test("ludo: Resign lets the player on turn leave the race; the others play on", async ({ newContext, base }) => {
  const page = await openLudo(newContext, base, `L2.RBYG.5,0,0,0:${EMPTY}:${EMPTY}:${EMPTY}.m0.3.-.-`);
  await waitStatus(page, "Red threw 3: move a piece");
  assert.equal(await page.locator('[data-testid="offer-draw"]').count(), 0, "no draw in Ludo");
  await press(page, "resign");
  const leave = page.locator('[data-testid="resign-confirm"] button.side-move');
  assert.deepEqual((await leave.allTextContents()).map((t) => t.trim()), ["Red leaves the race"]);
  await leave.click();
  await waitStatus(page, "Blue to roll");
  assert.deepEqual(await moves(page), ["Red leaves the race"]);
  const redPieces = await page.$$eval('svg.board .piece[data-seat="0"]', (els) =>
    els.reduce((sum, el) => sum + Number(el.getAttribute("data-count") || 1), 0));
  assert.equal(redPieces, 0, "Red's pieces are gone");
});
