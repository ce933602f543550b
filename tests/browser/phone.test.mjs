// A finger on a phone (issue 24): tap targets of 44 x 44 px, backgammon's narrow points reached
// by a tap that misses, and the board editor's palette of pictures and long press (iOS Safari
// opens no context menu to take a piece off with).
import assert from "node:assert/strict";

import { PHONE, chessMove, moves, press, test, until, waitMoves, waitStatus } from "./lib.mjs";

/** The controls the issue names, each with its box, among those shown on the page now. */
async function smallTargets(page) {
  return page.evaluate(() => {
    const selectors = [
      "header.bar a",
      ".editor-nav a",
      ".settings-bar select",
      ".settings-bar button",
      'label:has(> input[type="checkbox"])',
      "button.move",
      ".my-games button",
      ".my-games .file-button",
      ".my-games .entry-actions a",
      ".filters .filter",
    ];
    const small = [];
    let measured = 0;
    for (const selector of selectors) {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        // Hidden ones (a closed <details>) are not there to tap.
        if (box.width === 0 && box.height === 0) continue;
        measured++;
        if (box.width < 43.5 || box.height < 43.5) {
          small.push(`${selector} "${element.textContent.trim().slice(0, 30)}": ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`);
        }
      }
    }
    return { measured, small };
  });
}

test("tap targets: on a 390x844 phone, header links, settings, checkboxes, moves and My games' buttons are 44 x 44 px", async ({ newContext, base }) => {
  const page = await (await newContext(PHONE)).newPage();
  const problems = [];
  let measured = 0;
  const check = async (where) => {
    const found = await smallTargets(page);
    measured += found.measured;
    problems.push(...found.small.map((line) => `${where}: ${line}`));
  };
  await page.goto(new URL("#/play/chess?ai=", base).href);
  await page.locator('svg.board[data-game="chess"]').waitFor();
  await chessMove(page, "e2", "e4");
  await waitMoves(page, 1);
  // The game's options hold checkboxes too.
  const options = page.locator("details.game-setup:not(.seats) > summary");
  await options.click();
  await check("chess");
  await page.goto(new URL("#/play/backgammon?ai=", base).href);
  await page.locator('[data-testid="auto-roll"]').waitFor();
  await options.click();
  await check("backgammon");
  await page.goto(new URL("#/games", base).href);
  await page.locator('[data-testid="rename-entry"]').first().waitFor();
  await check("My games");
  await page.goto(new URL("#/edit/chess", base).href);
  await page.locator('[data-testid="castle-K"]').waitFor();
  await check("editor");
  await page.goto(new URL("#/rules/chess", base).href);
  await page.locator("header.bar a").first().waitFor();
  await check("rules");
  assert.ok(measured > 40, `only ${measured} controls measured`);
  assert.deepEqual(problems, [], "controls smaller than 44 x 44 px");
});

// White to play 3-1 from the start (gnubg Position ID and Match ID: a 5-point match at 0-0).
const THREE_ONE = encodeURIComponent("4HPwATDgc/ABMA:MIGlAAAAAAAA");

/** A point's box on screen (its hit area: the triangle's column). */
async function pointBox(page, point) {
  return page.locator(`svg.board g.cell[data-cell="${point}"] .point-hit`).boundingBox();
}

test("backgammon on a phone: a tap that misses lands on the nearest point in play within reach", async ({ newContext, base }) => {
  const page = await (await newContext(PHONE)).newPage();
  await page.goto(new URL(`#/play/backgammon/${THREE_ONE}`, base).href);
  await waitStatus(page, "White to play 3-1");
  const selected = page.locator("svg.board g.cell.selected");
  const p13 = await pointBox(page, 13);
  assert.ok(p13.width < 30, `points are narrower than a finger on a phone (${p13.width} px)`);

  // The middle of point 15: no point in play within reach, so nothing is picked.
  const p15 = await pointBox(page, 15);
  await page.touchscreen.tap(p15.x + p15.width / 2, p15.y + p15.height / 2);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  assert.equal(await selected.count(), 0, "a tap far from every point in play picks none");

  // 8 px into point 14, beside the 13-point: the 13-point's checkers are picked.
  await page.touchscreen.tap(p13.x + p13.width + 8, p13.y + p13.height / 2);
  await until(async () => (await selected.getAttribute("data-cell")) === "13", "the 13-point selected");

  // 8 px into point 11, beside 10 (18 px from 12, a destination too): the nearest, 10, is played.
  const p10 = await pointBox(page, 10);
  await page.touchscreen.tap(p10.x - 8, p10.y + p10.height / 2);
  await until(async () => (await moves(page)).join(" ").includes("13/10"), "13/10 played");
  assert.equal(await page.locator('svg.board .piece[data-cell="10"]').getAttribute("data-count"), "1");

  // The mouse hits what it aims at: a click 8 px into point 14 picks nothing.
  await page.mouse.click(p13.x + p13.width + 8, p13.y + p13.height / 2);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  assert.equal(await selected.count(), 0, "a mouse click is not moved to the nearest point");
});

/** Presses a board cell with a finger, as a list of [event, ms to wait after, px moved]: the
 * events go to whatever is under the finger at that moment, as a browser sends them. */
async function finger(page, selector, plan) {
  const box = await page.locator(selector).first().boundingBox();
  await page.evaluate(
    async ({ x, y, plan }) => {
      for (const [type, wait, dx] of plan) {
        const at = { clientX: x + dx, clientY: y };
        const init = { bubbles: true, cancelable: true, composed: true, button: 0, ...at };
        const event = type.startsWith("pointer")
          ? new PointerEvent(type, { ...init, pointerId: 7, pointerType: "touch", isPrimary: true })
          : new MouseEvent(type, init);
        document.elementFromPoint(at.clientX, at.clientY).dispatchEvent(event);
        await new Promise((r) => setTimeout(r, wait));
      }
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, plan },
  );
}

const chessPiece = (page, square) => page.locator(`[data-testid="editor-board"] .piece[data-cell="${square}"]`);

test("editor on a phone: a long press takes a piece off, a tap places one, a drag does neither", async ({ newContext, base }) => {
  const page = await (await newContext(PHONE)).newPage();
  await page.goto(new URL("#/edit/chess", base).href);
  await page.locator('[data-testid="editor-board"]').waitFor();
  await press(page, "palette-chess-0-Q");
  // Held 700 ms: e2's pawn comes off, and the click the finger's lifting may bring (iOS) puts
  // no queen there.
  await finger(page, '[data-testid="editor-board"] g.cell[data-cell="12"]', [
    ["pointerdown", 700, 0],
    ["pointerup", 0, 0],
    ["click", 300, 0],
  ]);
  assert.equal(await chessPiece(page, 12).count(), 0, "the long press took the pawn off");
  // A short tap on e3 places the queen chosen.
  await finger(page, '[data-testid="editor-board"] g.cell[data-cell="20"]', [
    ["pointerdown", 100, 0],
    ["pointerup", 0, 0],
    ["click", 300, 0],
  ]);
  assert.equal(await chessPiece(page, 20).getAttribute("data-piece"), "Q", "a tap places the chosen piece");
  // A press that moves off before the time is up is no long press: d2's pawn stays.
  await finger(page, '[data-testid="editor-board"] g.cell[data-cell="11"]', [
    ["pointerdown", 100, 0],
    ["pointermove", 700, 30],
    ["pointerup", 300, 30],
  ]);
  assert.equal(await chessPiece(page, 11).getAttribute("data-piece"), "P", "a drag takes nothing off");

  // Backgammon stacks: Android also opens a context menu on a long press, before or after the
  // page's own timer; either way one checker comes off, not two.
  await page.goto(new URL("#/edit/backgammon", base).href);
  await page.locator('[data-testid="editor-board"]').waitFor();
  const six = '[data-testid="editor-board"] g.cell[data-cell="6"]';
  const count = async () => Number(await page.locator(`${six} .piece`).getAttribute("data-count"));
  const before = await count();
  await finger(page, six, [
    ["pointerdown", 650, 0],
    ["contextmenu", 0, 0],
    ["pointercancel", 300, 0],
  ]);
  assert.equal(await count(), before - 1, "menu after the timer: one checker off");
  await finger(page, six, [
    ["pointerdown", 300, 0],
    ["contextmenu", 500, 0],
    ["pointercancel", 300, 0],
  ]);
  assert.equal(await count(), before - 2, "menu before the timer: one checker off");
});

test("editor: the palette shows each game's pieces as its board draws them, named for screen readers", async ({ newContext, base }) => {
  const page = await (await newContext(PHONE)).newPage();
  // [game, a palette piece, its name, the board's piece it must look like]
  const cases = [
    ["chess", "chess-1-N", "Black knight", '.piece[data-piece="N"][data-seat="1"]'],
    ["english-draughts", "king-1", "White king", null],
    ["english-draughts", "man-0", "Black man", '.piece[data-seat="0"]'],
    ["backgammon", "checker-1", "Black checker", '.piece[data-seat="1"] .checker'],
    ["ludo", "ludo-Y", "Yellow piece", null],
    ["camelot", "knight-0", "White knight", '.piece[data-piece="knight"][data-seat="0"]'],
  ];
  for (const [game, id, name, onBoard] of cases) {
    await page.goto(new URL(`#/edit/${game}`, base).href);
    const button = page.getByRole("button", { name, exact: true });
    await button.waitFor();
    assert.equal(await button.getAttribute("data-testid"), `palette-${id}`, `${game}: "${name}" names its button`);
    const picture = button.locator("svg.piece-picture");
    assert.equal(await picture.count(), 1, `${game}: ${name} is a picture`);
    assert.equal(await picture.getAttribute("aria-hidden"), "true");
    const box = await button.boundingBox();
    assert.ok(box.width >= 43.5 && box.height >= 43.5, `${game}: ${name}'s button is ${box.width} x ${box.height}`);
    if (!onBoard) continue;
    // Drawn and coloured as on the board: the same shapes, the same fill.
    const look = (node) => {
      const shape = node.matches("path, circle") ? node : node.querySelector("path, circle");
      return [shape.tagName, shape.getAttribute("d"), getComputedStyle(shape).fill];
    };
    const drawn = await picture.evaluate(look);
    const board = await page.locator(`[data-testid="editor-board"] ${onBoard}`).first().evaluate(look);
    assert.deepEqual(drawn, board, `${game}: ${name} looks as on the board`);
  }
  // The eraser keeps its word.
  assert.equal((await page.locator('[data-testid="palette-eraser"]').textContent()).trim(), "Eraser");
});
