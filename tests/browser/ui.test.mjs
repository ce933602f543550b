// End-to-end tests of the play page's shell, whatever the game: keyboard shortcuts, resigning,
// dragging, the move list, castling onto the rook, and the board preferences kept on reload.
import assert from "node:assert/strict";

import { chessMove, clickCell, moves, openGame, press, sq, test, until, waitMoves, waitStatus } from "./lib.mjs";

/** The centre of a chess square on the screen. */
async function centre(page, name) {
  const box = await page.locator(`svg.board g.cell[data-cell="${sq(name)}"] rect.square`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Whether the chess board is drawn with rank 8 at the bottom. */
async function isFlipped(page) {
  return (await centre(page, "a1")).y < (await centre(page, "a8")).y;
}

/** The ply the move list marks as current. */
async function currentPly(page) {
  return Number(await page.locator(".moves-panel .move.current").getAttribute("data-ply"));
}

// Issue 11, 2.2: arrows in the share-link field undid moves, "f" typed in Import flipped the
// board, "r" typed in Ludo's Import threw the die.
test("ui: keyboard shortcuts ignore keys typed in fields", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await chessMove(page, "e2", "e4");
  await chessMove(page, "e7", "e5");
  await waitMoves(page, 2);
  await press(page, "share");
  const link = page.locator('[data-testid="share-link"]');
  await link.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await currentPly(page), 2, "arrows in the link field move its caret, not the game");

  await page.locator("details.transfer summary").click();
  const importText = page.locator('[data-testid="import-text"]');
  await importText.click();
  await page.keyboard.type("1. Nf3 f");
  assert.equal(await importText.inputValue(), "1. Nf3 f");
  assert.equal(await isFlipped(page), false, "typing f in Import must not flip the board");

  // Outside the fields the shortcuts still work.
  await page.locator("h1").click();
  await page.keyboard.press("f");
  await until(() => isFlipped(page), "F to flip the board");
  await page.keyboard.press("ArrowLeft");
  await until(async () => (await currentPly(page)) === 1, "ArrowLeft to undo");

  const ludo = await openGame(newContext, base, "#/play/ludo");
  await ludo.locator('[data-testid="roll"]').waitFor();
  await ludo.locator("details.transfer summary").click();
  await ludo.locator('[data-testid="import-text"]').click();
  await ludo.keyboard.type("r");
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(await moves(ludo), [], "typing r in Import must not throw the die");
  await ludo.locator("h1").click();
  await ludo.keyboard.press("r");
  await waitMoves(ludo, 1);
});

// Issue 11, 2.5: Resign ended the game at once; it now asks, and Cancel keeps playing.
test("ui: chess resign asks for confirmation and cancel keeps the game", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await chessMove(page, "e2", "e4");
  await waitMoves(page, 1);
  assert.equal(await page.locator('[data-testid="offer-draw"]').count(), 1, "chess has draw offers");
  await press(page, "resign");
  const confirm = page.locator('[data-testid="resign-confirm"]');
  await confirm.waitFor();
  await waitStatus(page, "Black to move");
  await press(page, "cancel-resign");
  await confirm.waitFor({ state: "detached" });
  await chessMove(page, "e7", "e5");
  assert.deepEqual(await waitMoves(page, 2), ["e4", "e5"]);
  await press(page, "resign");
  await press(page, "confirm-resign");
  await waitStatus(page, /Black wins: White resigned/);
  assert.equal(await confirm.count(), 0);
});

// Issue 11, 2.6: dragged upward, the piece went under the squares drawn after its own.
test("ui: a dragged piece stays on top, under the pointer", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  const from = await centre(page, "e2");
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (const square of ["e3", "e4"]) {
    const at = await centre(page, square);
    await page.mouse.move(at.x, at.y, { steps: 4 });
    // What paints on top at the pointer, with every element made hit-testable (the dragged
    // copy follows the pointer on the page's next pointer event, so it is waited for).
    const onTop = () => page.evaluate(({ x, y }) => {
      const style = document.createElement("style");
      style.textContent = "svg.board, svg.board * { pointer-events: auto !important; }";
      document.head.append(style);
      const hit = document.elementFromPoint(x, y);
      style.remove();
      const piece = hit && hit.closest(".piece");
      return piece ? `${piece.getAttribute("data-seat")}${piece.getAttribute("data-piece")}` : hit && hit.outerHTML.slice(0, 60);
    }, at);
    let top;
    await until(async () => (top = await onTop()) === "0P", `the dragged pawn on top over ${square}`, 2_000).catch(() => {});
    assert.equal(top, "0P", `over ${square} the white pawn must be on top`);
  }
  await page.mouse.up();
  assert.deepEqual(await waitMoves(page, 1), ["e4"]);
  assert.equal(await page.locator('svg.board [data-testid="dragged-piece"]').count(), 0, "the copy is gone");
  assert.equal(await page.locator(`svg.board .piece[data-cell="${sq("e4")}"]`).count(), 1);
});

// Issue 11, 2.8: an imported 85-ply game showed moves 1-22 only.
test("ui: the move list keeps the current move in view", async ({ newContext, base }) => {
  const line =
    "e3 Nf6 Qg4 c6 Ne2 d6 Qh4 Bd7 Qe4 Ng8 Qa4 Qc8 h4 b6 Qa5 b5 Qa3 Na6 Rh2 Qb8 Qb4 c5 Qe4 f5 Nbc3 Qb7 " +
    "a4 Kd8 Ra3 b4 d3 b3 f3 Qb6 Nb5 Nh6 g3 Be8 Bd2 Qc7 Qd4 Bd7 Bc1 Ng8 Rh1 Qc6 Bh3 Qc8 Qf6 Nb8 d4 Be6 " +
    "Qf7 Qa6 Kf2 Kd7 h5 g5 Re1 d5 Qf6 Qb6 Kf1 Ke8 Rd1 Bh6 Rd2 Kd8 Ng1 Bf7 Nc7 Qd6 Kg2 Qa6 Ra2 Qd3 Qa6 " +
    "f4 Kf2 Bg7 Qc6 Be8 Bg4 Bf6 Re2";
  const plies = line.split(" ");
  assert.equal(plies.length, 85);
  const pgn = plies.map((mv, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${mv}` : mv)).join(" ") + " *";
  const page = await openGame(newContext, base, "#/play/chess");
  await page.locator("details.transfer summary").click();
  await page.locator('[data-testid="import-text"]').fill(pgn);
  await press(page, "import");
  await waitMoves(page, 85);
  const inView = () =>
    page.evaluate(() => {
      const panel = document.querySelector(".moves-panel");
      const current = panel.querySelector(".move.current");
      const [outer, inner] = [panel.getBoundingClientRect(), current.getBoundingClientRect()];
      return {
        ply: Number(current.getAttribute("data-ply")),
        overflows: panel.scrollHeight > panel.clientHeight,
        visible: inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1,
      };
    });
  const atEnd = await until(async () => {
    const seen = await inView();
    return seen.visible && seen;
  }, "the last move to be scrolled into view");
  assert.equal(atEnd.ply, 85);
  assert.ok(atEnd.overflows, "the list is longer than its panel (else this test shows nothing)");
  // Back through the history with the keyboard, the list follows.
  await page.locator("h1").click();
  for (let i = 0; i < 60; i++) await page.keyboard.press("ArrowLeft");
  const back = await until(async () => {
    const seen = await inView();
    return seen.ply === 25 && seen.visible && seen;
  }, "move 25 to be scrolled into view");
  assert.equal(back.ply, 25);
});

// Issue 11, 2.9: lichess lets the king be dropped on its own rook to castle.
test("ui: chess castles by dragging or clicking the king onto its rook", async ({ newContext, base }) => {
  const fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  const page = await openGame(newContext, base, `#/play/chess/${encodeURIComponent(fen)}`);
  const [king, rook] = [await centre(page, "e1"), await centre(page, "h1")];
  await page.mouse.move(king.x, king.y);
  await page.mouse.down();
  await page.mouse.move(rook.x, rook.y, { steps: 6 });
  await page.mouse.up();
  assert.deepEqual(await waitMoves(page, 1), ["O-O"]);
  await chessMove(page, "e8", "a8");
  assert.deepEqual(await waitMoves(page, 2), ["O-O", "O-O-O"]);
  const at = (piece, square) => page.locator(`svg.board .piece[data-piece="${piece}"][data-cell="${sq(square)}"]`).count();
  assert.deepEqual([await at("K", "g1"), await at("R", "f1"), await at("K", "c8"), await at("R", "d8")], [1, 1, 1, 1]);
});

// Issue 11, 2.12: "flip" and "auto roll" were lost on reload.
test("ui: flip and automatic rolling are kept on reload", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  assert.equal(await isFlipped(page), false);
  await press(page, "flip");
  await until(() => isFlipped(page), "the board to flip");
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.equal(await isFlipped(page), true, "the chess board stays flipped after a reload");

  await page.goto(new URL("#/play/backgammon", base).href);
  const auto = page.locator('[data-testid="auto-roll"]');
  await auto.waitFor();
  assert.equal(await auto.isChecked(), false);
  await auto.check();
  await page.reload();
  await auto.waitFor();
  assert.equal(await auto.isChecked(), true, "automatic rolling stays on after a reload");
  // Preferences are per game: backgammon's board was never flipped.
  await page.goto(new URL("#/play/chess", base).href);
  await page.locator("svg.board.chess").waitFor();
  assert.equal(await isFlipped(page), true);
});
