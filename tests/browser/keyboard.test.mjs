// Playing by keyboard and screen reader (issue 15, 2): a move in every game with keys only (the
// board focused, arrows, Enter or Space; buttons reached with Tab), moves typed in notation,
// Escape, the names a screen reader reads for cells and dice, and the live region that reads
// out every move, the computer's included. No test here clicks the board.
import assert from "node:assert/strict";
import path from "node:path";
import { existsSync } from "node:fs";

import { ROOT, cell, moves, openGame, sq, test, until, waitMoves, waitStatus } from "./lib.mjs";

const BOARD = '[data-testid="board-keys"]';
const AXE = path.join(ROOT, ".tools", "node_modules", "axe-core", "axe.min.js");

/** The cell under the keyboard cursor (the board's aria-activedescendant). */
async function cursor(page) {
  const id = await page.locator(BOARD).getAttribute("aria-activedescendant");
  const match = /^board-cell-(\d+)$/.exec(id || "");
  assert.ok(match, `the board names its cursor cell (aria-activedescendant="${id}")`);
  return Number(match[1]);
}

/** The screen reader's name of a cell. */
async function cellName(page, cellNumber) {
  return page.locator(`#board-cell-${cellNumber}`).getAttribute("aria-label");
}

/** The centre of a cell's element on the screen. */
async function centre(page, cellNumber) {
  const box = await page.locator(`#board-cell-${cellNumber}`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Focuses the board the way a keyboard user does: Tab until it has the focus. */
async function tabToBoard(page) {
  await page.locator("h1").focus();
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate(() => document.activeElement?.dataset?.testid === "board-keys")) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the board");
}

/** Tabs forward from where the focus is to the control with `testid`, and presses Enter. */
async function tabAndPress(page, testid) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((id) => document.activeElement?.dataset?.testid === id, testid)) {
      await page.keyboard.press("Enter");
      return;
    }
  }
  throw new Error(`Tab never reached ${testid}`);
}

/** Moves the cursor to a cell of a grid board with arrow keys, going the way that brings it
 * nearer on the screen (as a sighted player steers it). */
async function arrowTo(page, target) {
  for (let presses = 0; presses < 40; presses++) {
    const at = await cursor(page);
    if (at === target) return;
    const [from, to] = [await centre(page, at), await centre(page, target)];
    const [dx, dy] = [to.x - from.x, to.y - from.y];
    const across = dx > 0 ? "ArrowRight" : "ArrowLeft";
    const along = dy > 0 ? "ArrowDown" : "ArrowUp";
    const order = Math.abs(dx) >= Math.abs(dy) ? [across, along] : [along, across];
    // Where the board has no place straight that way (a cut corner), the other way first.
    await page.keyboard.press(Math.abs(dx) < 5 ? along : Math.abs(dy) < 5 ? across : order[0]);
    if ((await cursor(page)) === at) await page.keyboard.press(order[1]);
  }
  throw new Error(`the cursor never reached cell ${target}; it is on ${await cursor(page)}`);
}

/** The cells the board marks, by class ("movable", "dest", "selected"). */
async function marked(page, mark) {
  return page
    .locator(`svg.board g.cell.${mark}[data-cell]`)
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-cell"))));
}

/** The live region's sentences. */
async function announced(page) {
  return (await page.locator('[data-testid="announcer"] p').allTextContents()).map((t) => t.trim());
}

async function waitAnnounced(page, pattern) {
  return until(async () => (await announced(page)).find((line) => pattern.test(line)), `the announcer to say ${pattern}`);
}

/** With the board focused: picks the piece on `from` and puts it on `to`, by keys only. */
async function keyMove(page, from, to) {
  await arrowTo(page, from);
  await page.keyboard.press("Enter");
  await until(async () => (await marked(page, "selected")).includes(from), `cell ${from} selected`);
  await arrowTo(page, to);
  await page.keyboard.press(" ");
}

/** With the board focused: plays a legal move by keys, the piece a movable one and its
 * destination the nearest of those marked (a plain step, never the start of a longer chain).
 * Waits for the move list to change (backgammon lists a turn's steps and rolls, not its
 * confirmation, so plies and entries differ), and returns it. */
async function keyAnyMove(page) {
  const before = JSON.stringify(await moves(page));
  const [from] = await marked(page, "movable");
  assert.ok(from !== undefined, "a piece can move");
  await arrowTo(page, from);
  await page.keyboard.press("Enter");
  const dests = await until(async () => {
    const found = await marked(page, "dest");
    return found.length && found;
  }, "legal destinations");
  const here = await centre(page, from);
  let nearest = dests[0];
  let best = Infinity;
  for (const dest of dests) {
    const at = await centre(page, dest);
    const distance = Math.hypot(at.x - here.x, at.y - here.y);
    if (distance < best) [nearest, best] = [dest, distance];
  }
  await arrowTo(page, nearest);
  await page.keyboard.press("Enter");
  return until(async () => {
    const now = await moves(page);
    return JSON.stringify(now) !== before && now;
  }, "the move in the move list");
}

test("keyboard: chess by keys only; the cells' names, the selection read out, the page's arrows not undoing", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await tabToBoard(page);
  // The board is one control, named, with its keys described.
  const board = page.locator(BOARD);
  assert.equal(await board.getAttribute("role"), "application");
  assert.equal(await board.getAttribute("aria-label"), "Chess board");
  assert.match(await page.locator("#board-keys-help").textContent(), /Arrow keys/);
  // The cursor starts on a piece that can move; cells say what stands on them.
  assert.equal(await cursor(page), sq("a2"));
  assert.equal(await cellName(page, sq("a2")), "a2, white pawn");
  assert.equal(await cellName(page, sq("e8")), "e8, black king");
  assert.equal(await cellName(page, sq("e4")), "e4, empty");
  // Flipping (F, a page shortcut) turns the arrows with the board: up goes toward rank 1.
  await page.keyboard.press("f");
  await until(async () => (await page.locator(BOARD).getAttribute("aria-activedescendant")) !== null, "the board redrawn");
  await page.keyboard.press("ArrowUp");
  assert.equal(await cursor(page), sq("a1"), "flipped: up from a2 is a1");
  await page.keyboard.press("f");

  await arrowTo(page, sq("e2"));
  await page.keyboard.press("Enter");
  await until(async () => /e2 selected\. It can go to 2 places: e3 and e4/.test(await page.locator('[data-testid="board-said"]').textContent()), "the selection read out");
  assert.equal(await cellName(page, sq("e4")), "e4, empty, legal destination");
  assert.equal(await cellName(page, sq("e2")), "e2, white pawn, selected");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  assert.equal(await cursor(page), sq("e4"));
  await page.keyboard.press("Enter");
  assert.deepEqual(await waitMoves(page, 1), ["e4"]);
  await waitAnnounced(page, /^White played e4\.$/);
  // Arrows on the board moved the cursor, never the game's history (the page's shortcut).
  await page.keyboard.press("ArrowLeft");
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(await moves(page), ["e4"]);
  assert.equal(await page.locator('button.move.current').getAttribute("data-ply"), "1");
});

test("keyboard: in Arabic (right to left) the arrows still follow the board as drawn", async ({ newContext, base }) => {
  const context = await newContext();
  await context.addInitScript(() => {
    if (location.protocol.startsWith("http")) localStorage.setItem("tabula.v1.page", JSON.stringify({ lang: "ar" }));
  });
  const page = await context.newPage();
  await page.goto(new URL("#/play/chess", base).href);
  await page.locator("svg.board").waitFor();
  await until(() => page.evaluate(() => document.documentElement.dir === "rtl"), "the page right to left");
  await page.locator(BOARD).focus();
  assert.equal(await cursor(page), sq("a2"));
  // Right goes to the square drawn on the right (b2), not the reading direction's "next".
  await page.keyboard.press("ArrowRight");
  assert.equal(await cursor(page), sq("b2"));
  const [b2, a2] = [await centre(page, sq("b2")), await centre(page, sq("a2"))];
  assert.ok(b2.x > a2.x, "b2 is drawn right of a2");
  // The names are in Arabic, the squares in notation.
  assert.notEqual(await page.locator(BOARD).getAttribute("aria-label"), "Chess board");
  assert.match(await cellName(page, sq("b2")), /^b2\S*\s/);
});

test("keyboard: Escape cancels a selection; Enter on nothing to move says so", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await page.locator(BOARD).focus();
  const said = page.locator('[data-testid="board-said"]');
  await arrowTo(page, sq("e5"));
  await page.keyboard.press("Enter");
  await until(async () => /e5: there is nothing to move here/.test(await said.textContent()), "nothing to move on e5");
  await arrowTo(page, sq("g1"));
  await page.keyboard.press("Enter");
  await until(async () => (await marked(page, "selected")).includes(sq("g1")), "g1 selected");
  await page.keyboard.press("Escape");
  await until(async () => (await marked(page, "selected")).length === 0, "the selection cancelled");
  assert.match(await said.textContent(), /Selection cancelled/);
  assert.deepEqual(await marked(page, "dest"), []);
  // The knight can be picked again and moved.
  await page.keyboard.press("Enter");
  await arrowTo(page, sq("f3"));
  await page.keyboard.press("Enter");
  assert.deepEqual(await waitMoves(page, 1), ["Nf3"]);
});

test("keyboard: a promotion's choices are reached with Tab, and Escape closes them", async ({ newContext, base }) => {
  const fen = "8/4P3/8/8/8/8/k7/7K w - - 0 1";
  const page = await openGame(newContext, base, `#/play/chess/${encodeURIComponent(fen)}`);
  await tabToBoard(page);
  assert.equal(await cursor(page), sq("e7"), "the cursor starts on the pawn");
  const chooser = page.locator('[data-testid="chooser"]');
  const said = page.locator('[data-testid="board-said"]');
  await keyMove(page, sq("e7"), sq("e8"));
  await chooser.waitFor();
  await until(async () => /Several moves fit/.test(await said.textContent()), "the choice read out");
  await page.keyboard.press("Escape");
  await chooser.waitFor({ state: "detached" });
  assert.deepEqual(await marked(page, "selected"), [], "Escape cancelled the choice and the selection");
  await keyMove(page, sq("e7"), sq("e8"));
  await chooser.waitFor();
  // Tab from the board reaches the choices, drawn over the board (after their Cancel).
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") || "");
  for (let i = 0; i < 3 && !/^Promote/.test(await focused()); i++) await page.keyboard.press("Tab");
  const label = await focused();
  assert.match(label, /^Promote to \w+ \(e8=[QRBN]\)$/);
  await page.keyboard.press("Enter");
  const [played] = await waitMoves(page, 1);
  assert.equal(label.match(/\((e8=[QRBN])\)/)[1], played);
  await waitAnnounced(page, new RegExp(`^White played ${played}\\.$`));
});

test("keyboard: English draughts 11-15, Tammi, Tama and Camelot by keys only", async ({ newContext, base }) => {
  const draughts = await openGame(newContext, base, "#/play/english-draughts");
  await tabToBoard(draughts);
  assert.equal(await cellName(draughts, cell(11)), "11, black man");
  // Light squares are passed over, named but not pressed.
  assert.equal(await cellName(draughts, cell(11) + 1), "light square");
  await keyMove(draughts, cell(11), cell(15));
  assert.deepEqual(await waitMoves(draughts, 1), ["11-15"]);
  await waitAnnounced(draughts, /^Black played 11-15\.$/);

  for (const game of ["tammi", "tama", "camelot"]) {
    const page = await openGame(newContext, base, `#/play/${game}`);
    await tabToBoard(page);
    const [played] = await keyAnyMove(page);
    assert.ok(played, `${game}: a move was played`);
    await waitAnnounced(page, new RegExp(`played ${played.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.$`));
    await page.close();
  }
});

test("keyboard: a whole backgammon turn by keys, then the next roll and turn", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  await waitStatus(page, /(White|Black) to play \d-\d/);
  // The dice are text for a screen reader, and so are the points.
  assert.match(await page.locator('[data-testid="dice"]').getAttribute("aria-label"), /^Dice: \d and \d$/);
  assert.match(await cellName(page, 6), /^point (6|19), 5 white checkers$/);
  await waitAnnounced(page, /^Opening roll: White \d, Black \d\.$/);
  await tabToBoard(page);
  for (let turn = 0; turn < 2; turn++) {
    const before = (await moves(page)).length;
    // Every step of the turn on the board, then Confirm reached with Tab.
    while ((await marked(page, "movable")).length && !(await page.locator('[data-testid="action-confirm"]').count())) {
      await keyAnyMove(page);
    }
    await tabAndPress(page, "action-confirm");
    await page.locator('[data-testid="action-confirm"]').waitFor({ state: "detached" });
    await waitAnnounced(page, /ends the turn: /);
    assert.ok((await moves(page)).length > before, "the turn is in the move list");
    if (turn === 1) break;
    // The next player rolls with the keyboard: Tab to Roll, Enter.
    await waitStatus(page, /to roll \(or double\)/);
    await tabAndPress(page, "action-roll");
    await waitAnnounced(page, /rolled \d and \d\.$/);
    await tabToBoard(page);
  }
});

test("keyboard: a Ludo throw and move by keys (the cursor goes round the pieces)", async ({ newContext, base }) => {
  // Red and Blue, every red piece on the track: whatever Red throws, a piece can move.
  const page = await openGame(newContext, base, "#/play/ludo/L2.RB.5,12,20,30:0,0,0,0.r0.3.-.-");
  await waitStatus(page, /Red to roll/);
  await tabToBoard(page);
  assert.equal(await page.locator(BOARD).getAttribute("aria-label"), "Ludo board");
  // R throws the die (a page shortcut, also with the board focused).
  await page.keyboard.press("r");
  const [throw_] = await waitMoves(page, 1);
  const die = /Red rolls (\d)/.exec(throw_)[1];
  await waitAnnounced(page, new RegExp(`^Red threw ${die}\\.$`));
  assert.equal(await page.locator("svg.board .ludo-die").getAttribute("aria-label"), `Die: ${die}`);
  // The cursor starts on a red piece that can move; Enter picks it and the cursor goes to
  // where it can go; Enter again moves it.
  const start = await cursor(page);
  assert.ok((await marked(page, "movable")).includes(start), "the cursor starts on a movable piece");
  assert.match(await cellName(page, start), /red piece/);
  await page.keyboard.press("Enter");
  const [dest] = await until(async () => {
    const found = await marked(page, "dest");
    return found.length && found;
  }, "the piece's destination");
  await until(async () => (await cursor(page)) === dest, "the cursor on the destination");
  assert.match(await cellName(page, dest), /legal destination/);
  await page.keyboard.press("Enter");
  const [, played] = await waitMoves(page, 2);
  assert.match(played, /^Red: \d+-\d+$/);
  await waitAnnounced(page, new RegExp(`^Red played ${played.slice(5)}\\.$`));
  // The round of pieces goes on to the other pieces with the arrows.
  const here = await cursor(page);
  await page.keyboard.press("ArrowRight");
  assert.notEqual(await cursor(page), here);
});

test("keyboard: moves typed in notation (chess, draughts, a backgammon play); a wrong one keeps its text", async ({ newContext, base }) => {
  const chess = await openGame(newContext, base, "#/play/chess");
  const box = chess.locator('[data-testid="move-entry-text"]');
  await box.focus();
  // Typing "f" and arrows in the box is typing, not the page's shortcuts.
  await chess.keyboard.type("f5");
  await chess.keyboard.press("ArrowLeft");
  await chess.keyboard.press("Enter");
  const problem = chess.locator('[data-testid="move-entry-problem"]');
  await until(async () => /“f5” is not a legal move here/.test(await problem.textContent()), "the refusal");
  assert.equal(await box.inputValue(), "f5", "the text stays to be corrected");
  const a1 = await centre(chess, sq("a1"));
  const a8 = await centre(chess, sq("a8"));
  assert.ok(a1.y > a8.y, "typing f did not flip the board");
  await box.fill("e4");
  await chess.keyboard.press("Enter");
  assert.deepEqual(await waitMoves(chess, 1), ["e4"]);
  assert.equal(await box.inputValue(), "");
  await box.fill("Nf6");
  await chess.keyboard.press("Enter");
  assert.deepEqual(await waitMoves(chess, 2), ["e4", "Nf6"]);
  await waitAnnounced(chess, /^Black played Nf6\.$/);

  const draughts = await openGame(newContext, base, "#/play/english-draughts");
  await draughts.locator('[data-testid="move-entry-text"]').fill("11-15");
  await draughts.keyboard.press("Enter");
  assert.deepEqual(await waitMoves(draughts, 1), ["11-15"]);

  // Backgammon: the opening roll's two dice played from the 8-point, typed as one play.
  const backgammon = await openGame(newContext, base, "#/play/backgammon");
  await waitStatus(backgammon, /(White|Black) to play \d-\d/);
  const dice = await backgammon.locator("svg.board .dice .die").evaluateAll((n) => n.map((d) => Number(d.dataset.die)));
  const play = `8/${8 - dice[0]} 8/${8 - dice[1]}`;
  await backgammon.locator('[data-testid="move-entry-text"]').fill(play);
  await backgammon.keyboard.press("Enter");
  const list = await waitMoves(backgammon, 3);
  assert.match(list.join(" "), /8\//);
  await backgammon.locator('[data-testid="action-confirm"]').waitFor();
  await backgammon.locator('[data-testid="move-entry-text"]').fill("confirm");
  await backgammon.keyboard.press("Enter");
  await backgammon.locator('[data-testid="action-confirm"]').waitFor({ state: "detached" });
  const sorted = [8 - dice[0], 8 - dice[1]].sort((a, b) => b - a);
  await waitAnnounced(backgammon, new RegExp(`ends the turn: 8/${sorted[0]} 8/${sorted[1]}\\.$`));
});

test("keyboard: the computer's move is read out", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess?ai=1:1");
  await page.locator(BOARD).focus();
  await keyMove(page, sq("d2"), sq("d4"));
  await waitAnnounced(page, /^White played d4\.$/);
  await waitAnnounced(page, /^Black played \S+\.$/);
  assert.equal((await moves(page)).length, 2);
});

test("keyboard: axe finds nothing serious on a focused board with a selection", async ({ newContext, base }) => {
  assert.ok(existsSync(AXE), `no ${AXE}: run scripts/setup --test`);
  const context = await newContext();
  await context.addInitScript({ path: AXE });
  for (const game of ["chess", "english-draughts", "tammi", "tama", "backgammon", "ludo", "camelot"]) {
    const page = await context.newPage();
    await page.goto(new URL(`#/play/${game}`, base).href);
    await page.locator("svg.board").waitFor();
    await page.locator(BOARD).focus();
    const [movable] = await marked(page, "movable");
    if (movable !== undefined) {
      await arrowTo(page, movable);
      await page.keyboard.press("Enter");
    }
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document, { resultTypes: ["violations"] });
      return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
    });
    assert.deepEqual(violations, [], `${game}: ${violations.join("\n")}`);
    await page.close();
  }
});
