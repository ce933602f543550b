// End-to-end tests of Camelot in the release build: canter chains and jumps made by clicking
// square by square, and a castle win from a shared position.
import assert from "node:assert/strict";

import { moves, press, test, waitMoves, waitStatus } from "./lib.mjs";

/** The cell (rank0 * 12 + file0, A1 = 0) of a Camelot square like "F7" or "G16". */
function sq(name) {
  return (Number(name.slice(1)) - 1) * 12 + (name.charCodeAt(0) - 65);
}

async function openGame(newContext, base, hash) {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(hash, base).href);
  await page.locator("svg.board.camelot").waitFor();
  return page;
}

async function clickSquare(page, name) {
  await page.locator(`svg.board g.cell[data-cell="${sq(name)}"]`).first().click();
}

async function destinations(page) {
  const cells = await page.locator("svg.board g.cell.dest").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-square")));
  return cells.sort();
}

async function pieceOn(page, name) {
  const piece = page.locator(`svg.board .piece[data-cell="${sq(name)}"]`);
  if (!(await piece.count())) return null;
  return `${await piece.getAttribute("data-seat")}${await piece.getAttribute("data-piece")}`;
}

test("camelot: the board of 160 squares with both castles, knights and men", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/camelot");
  await waitStatus(page, "White to move");
  assert.equal(await page.locator("svg.board g.cell").count(), 160);
  assert.equal(await page.locator("svg.board .square.castle").count(), 4);
  assert.equal(await page.locator('svg.board .piece[data-piece="knight"]').count(), 8);
  assert.equal(await page.locator('svg.board .piece[data-piece="man"]').count(), 20);
  assert.equal(await pieceOn(page, "C6"), "0knight");
  assert.equal(await pieceOn(page, "F11"), "1man");
});

test("camelot: a canter chain made square by square, with the next squares shown", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/camelot");
  await waitStatus(page, "White to move");
  await clickSquare(page, "F7");
  await clickSquare(page, "H5"); // over G6
  // From H5 the chain may go on over I6 to J7 (and from there over J6 to J5), or stop.
  assert.deepEqual(await destinations(page), ["J5", "J7"]);
  assert.equal(await page.locator('[data-testid="stop-here"]').count(), 1);
  await clickSquare(page, "J7");
  await clickSquare(page, "J5");
  await waitMoves(page, 1);
  assert.deepEqual(await moves(page), ["F7-H5-J7-J5"]);
  assert.equal(await pieceOn(page, "J5"), "0man");
  assert.equal(await pieceOn(page, "F7"), null);
  assert.equal(await pieceOn(page, "G6"), "0man", "a cantered piece stays");
  await waitStatus(page, "Black to move");
  // A chain that could go on ends where the player says: "Stop here".
  await clickSquare(page, "F10");
  await clickSquare(page, "H12"); // over G11
  assert.deepEqual(await destinations(page), ["J10", "J12"]);
  await press(page, "stop-here");
  await waitMoves(page, 2);
  assert.deepEqual(await moves(page), ["F7-H5-J7-J5", "F10-H12"]);
  await waitStatus(page, "White to move");
});

test("camelot: a compulsory jump chain by clicking; the jumped pieces leave the board", async ({ newContext, base }) => {
  // White men F6 and G6; Black men F7, F9 and L13. White must jump: F6xF8xF10 or G6xE8xG10.
  const page = await openGame(newContext, base, `#/play/camelot/${encodeURIComponent("W:WF6,G6:BF7,F9,L13:00")}`);
  await waitStatus(page, "White to move");
  const movable = await page.locator("svg.board g.cell.movable").evaluateAll((n) => n.map((c) => c.getAttribute("data-square")).sort());
  assert.deepEqual(movable, ["F6", "G6"], "only the pieces that can jump may move");
  await clickSquare(page, "F6");
  await clickSquare(page, "F8");
  assert.equal(await page.locator('[data-testid="stop-here"]').count(), 0, "a jump chain must go on");
  assert.deepEqual(await destinations(page), ["F10"]);
  await clickSquare(page, "F10");
  await waitMoves(page, 1);
  assert.deepEqual(await moves(page), ["F6xF8xF10"]);
  assert.equal(await pieceOn(page, "F7"), null);
  assert.equal(await pieceOn(page, "F9"), null);
  assert.equal(await pieceOn(page, "F10"), "0man");
  await waitStatus(page, "Black to move");
});

test("camelot: a shared position one move before a castle win, won by clicking", async ({ newContext, base }) => {
  // A White man already stands on F16 in Black's castle; G15-G16 puts a second one there.
  const page = await openGame(newContext, base, `#/play/camelot/${encodeURIComponent("W:WF16,G15:BA8,B8:00")}`);
  await waitStatus(page, "White to move");
  await clickSquare(page, "G15");
  await clickSquare(page, "G16");
  await waitStatus(page, "White wins: two pieces in Black's castle");
  assert.deepEqual(await moves(page), ["G15-G16"]);
  await page.reload();
  await page.locator("svg.board.camelot").waitFor();
  await waitStatus(page, "White wins: two pieces in Black's castle");
});

test("camelot: on the home page, with a rules page that marks the added rules", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL("#/", base).href);
  await page.locator('a[href="#/play/camelot"]').first().waitFor();
  await page.goto(new URL("#/rules/camelot", base).href);
  await page.getByText("Knight's charge", { exact: false }).first().waitFor();
  assert.ok((await page.locator(".rules-section.added").count()) >= 1);
});
