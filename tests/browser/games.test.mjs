// End-to-end tests of chess and backgammon in the release build (see app.test.mjs for draughts).
import assert from "node:assert/strict";

import { chessMove, clickCell, moves, openGame, playBackgammonTurn, press, sq, status, test, until, waitMoves, waitStatus } from "./lib.mjs";

async function chessPieces(page) {
  return page.locator("svg.board .piece[data-cell]").evaluateAll((nodes) =>
    nodes
      .map((n) => `${n.getAttribute("data-seat") === "0" ? "w" : "b"}${n.getAttribute("data-piece")}${n.getAttribute("data-cell")}`)
      .sort(),
  );
}

test("chess: scholar's mate by clicking ends with the checkmate message", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await waitStatus(page, "White to move");
  const line = [["e2", "e4"], ["e7", "e5"], ["f1", "c4"], ["b8", "c6"], ["d1", "h5"], ["g8", "f6"], ["h5", "f7"]];
  for (const [i, [from, to]] of line.entries()) {
    await chessMove(page, from, to);
    await waitMoves(page, i + 1);
  }
  assert.deepEqual(await moves(page), ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
  await waitStatus(page, "White wins: checkmate");
  // The checked king is marked.
  assert.equal(await page.locator(`svg.board g.cell.check[data-cell="${sq("e8")}"]`).count(), 1);
});

test("chess: a pawn promotes through the chooser", async ({ newContext, base }) => {
  const fen = "8/4P3/8/8/8/8/k7/7K w - - 0 1";
  const page = await openGame(newContext, base, `#/play/chess/${encodeURIComponent(fen)}`);
  await chessMove(page, "e7", "e8");
  const chooser = page.locator('[data-testid="chooser"]');
  await chooser.waitFor();
  const choices = (await chooser.locator("button.choice").allTextContents()).sort();
  assert.deepEqual(choices, ["e8=B", "e8=N", "e8=Q", "e8=R"]);
  // Issue 11, 2.9: the pieces are pictures in a column over the promotion square, queen on it.
  const square = await page.locator(`svg.board g.cell[data-cell="${sq("e8")}"] rect.square`).boundingBox();
  const boxes = [];
  for (const button of await chooser.locator("button.choice").all()) {
    assert.equal(await button.locator("svg.piece-picture path").count() > 0, true, "a picture");
    boxes.push({ label: await button.getAttribute("aria-label"), box: await button.boundingBox() });
  }
  for (const { label, box } of boxes) {
    assert.ok(Math.abs(box.x - square.x) < 2 && Math.abs(box.width - square.width) < 2, `${label} in e8's column`);
  }
  // Each piece is named for a screen reader, with its move: "Promote to queen (e8=Q)".
  const queen = boxes.find((b) => b.label === "Promote to queen (e8=Q)").box;
  assert.ok(Math.abs(queen.y - square.y) < 2, "the queen stands on e8");
  // Clicking beside the pieces cancels; the pawn is still on e7.
  await page.locator('[data-testid="chooser-cancel"]').click({ position: { x: 5, y: 5 } });
  await chooser.waitFor({ state: "detached" });
  assert.ok((await chessPieces(page)).includes(`wP${sq("e7")}`));
  await chessMove(page, "e7", "e8");
  await chooser.locator("button.choice", { hasText: "e8=N" }).click();
  assert.deepEqual(await waitMoves(page, 1), ["e8=N"]);
  assert.ok((await chessPieces(page)).includes(`wN${sq("e8")}`));
});

test("chess: drag and drop moves a piece", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  const from = await page.locator(`svg.board g.cell[data-cell="${sq("g1")}"]`).boundingBox();
  const to = await page.locator(`svg.board g.cell[data-cell="${sq("f3")}"]`).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.deepEqual(await waitMoves(page, 1), ["Nf3"]);
});

test("chess: a FEN share link opens its position", async ({ newContext, base }) => {
  const fen = "4k3/8/8/8/8/8/4P3/4K2R b K - 3 40";
  // The app's own escaping (spaces as _, slashes as %2F) and a plain encodeURIComponent both open.
  for (const code of [encodeURIComponent(fen), fen.replaceAll(" ", "_").replaceAll("/", "%2F")]) {
    const page = await openGame(newContext, base, `#/play/chess/${code}`);
    await waitStatus(page, "Black to move");
    assert.deepEqual(await chessPieces(page), [`bK${sq("e8")}`, `wK${sq("e1")}`, `wP${sq("e2")}`, `wR${sq("h1")}`].sort());
    await press(page, "share");
    const link = await page.locator('[data-testid="share-link"]').inputValue();
    assert.ok(link.includes("#/play/chess/4k3%2F8"), link);
  }
});

test("chess: importing a PGN plays on from its last position; a bad one says where", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await page.locator("details.transfer summary").click();
  const pgn = '[Event "Test"]\n[White "A"]\n[Black "B"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 *\n';
  await page.locator('[data-testid="import-text"]').fill(pgn);
  await press(page, "import");
  assert.deepEqual(await waitMoves(page, 4), ["e4", "e5", "Nf3", "Nc6"]);
  await waitStatus(page, "White to move");
  const exported = await page.locator('[data-testid="export-text"]').inputValue();
  assert.match(exported, /1\. e4 e5 2\. Nf3 Nc6 \*/);
  assert.match(exported, /\[Result "\*"\]/);
  await page.locator('[data-testid="import-text"]').fill("1. e4 e5 2. Qxf7 *");
  await press(page, "import");
  const message = await page.locator('[data-testid="message"]').textContent();
  assert.match(message, /Qxf7/);
  assert.deepEqual(await moves(page), ["e4", "e5", "Nf3", "Nc6"], "a bad import loses nothing");
});

test("backgammon: opening roll, a turn played by clicks, the cube doubled and taken, kept on reload", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  const opening = await waitStatus(page, /(White|Black) to play \d-\d/);
  const mover = opening.startsWith("White") ? "White" : "Black";
  const other = mover === "White" ? "Black" : "White";
  await playBackgammonTurn(page);
  await waitStatus(page, `${other} to roll (or double)`);
  const played = await moves(page);
  assert.ok(played.length >= 2 && played[0].startsWith("Opening"), JSON.stringify(played));
  await press(page, "action-double");
  await waitStatus(page, `${other} doubles: ${mover} to take or pass`);
  await press(page, "action-take");
  await until(async () => (await page.locator("svg.board .cube").getAttribute("data-value")) === "2", "the cube at 2");
  await waitStatus(page, new RegExp(`${other} to play \\d-\\d`));
  const before = await moves(page);
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.deepEqual(await moves(page), before, "the match is restored after a reload");
  assert.equal(await page.locator("svg.board .cube").getAttribute("data-value"), "2");
});

test("backgammon: a gnubg Position ID:Match ID link opens the match state", async ({ newContext, base }) => {
  // gnubg manual example: 9-point match at 2-4, cube 2 owned by White, Black to play 5-2.
  const page = await openGame(newContext, base, `#/play/backgammon/${encodeURIComponent("jGfkASjg8wcBAA:QYkqASAAIAAA")}`);
  await waitStatus(page, "Black to play 5-2");
  assert.equal(await page.locator("svg.board .cube").getAttribute("data-value"), "2");
  assert.match(await page.locator("svg.board").textContent(), /match to 9/);
});

async function pieceCount(page, seat) {
  return page.locator(`svg.board .piece[data-seat="${seat}"]`).count();
}

test("tammi: White starts; a forced capture by clicks; a flying king from a link", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/tammi");
  await waitStatus(page, "White to move");
  assert.equal(await pieceCount(page, 0), 12);
  assert.equal(await pieceCount(page, 1), 12);
  await chessMove(page, "c3", "d4");
  await waitMoves(page, 1);
  await chessMove(page, "f6", "e5");
  assert.deepEqual(await waitMoves(page, 2), ["c3-d4", "f6-e5"]);
  // White must capture: d4xf6.
  const movable = await page.locator("svg.board g.cell.movable").evaluateAll((n) => n.map((e) => Number(e.dataset.cell)));
  assert.deepEqual(movable, [sq("d4")]);
  await chessMove(page, "d4", "f6");
  assert.deepEqual(await waitMoves(page, 3), ["c3-d4", "f6-e5", "d4xf6"]);
  const king = await openGame(newContext, base, `#/play/tammi/${encodeURIComponent("W:WKa1:Bd4,a7")}`);
  await clickCell(king, sq("a1"));
  const dests = await king.locator("svg.board g.cell.dest").evaluateAll((n) => n.map((e) => Number(e.dataset.cell)).sort((a, b) => a - b));
  assert.deepEqual(dests, ["e5", "f6", "g7", "h8"].map(sq).sort((a, b) => a - b));
});

test("tama: all 64 squares, sideways men, the longest capture", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/tama");
  await waitStatus(page, "White to move");
  assert.equal(await pieceCount(page, 0), 16);
  assert.equal(await pieceCount(page, 1), 16);
  await chessMove(page, "d3", "d4");
  assert.deepEqual(await waitMoves(page, 1), ["d3-d4"]);
  const shared = await openGame(newContext, base, `#/play/tama/${encodeURIComponent("W:Wd4:Bc4,d5,d7,Kh8")}`);
  await clickCell(shared, sq("d4"));
  const dests = await shared.locator("svg.board g.cell.dest").evaluateAll((n) => n.map((e) => Number(e.dataset.cell)).sort((a, b) => a - b));
  // Only the two-piece capture d4xd6xd8 is legal: its landing squares are shown.
  assert.deepEqual(dests, [sq("d6"), sq("d8")]);
  await clickCell(shared, sq("d8"));
  assert.deepEqual(await waitMoves(shared, 1), ["d4xd6xd8"]);
  await waitStatus(shared, "Black to move");
  assert.equal(await shared.locator(`svg.board .piece[data-cell="${sq("d8")}"]`).getAttribute("data-king"), "true");
});

const LUDO_EMPTY = "0,0,0,0";

/** A Ludo code: Red's and Blue's pieces (Yellow and Green in base), seat 0 (Red) to move with `die`. */
function ludoCode(red, blue, die) {
  return `L1.RBYG.${red}:${blue}:${LUDO_EMPTY}:${LUDO_EMPTY}.m0.${die}.-`;
}

test("ludo: four players throw for the start and roll by hand", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/ludo");
  await waitStatus(page, "Red throws for the start");
  for (const colour of ["Red", "Blue", "Yellow", "Green"]) {
    await waitStatus(page, `${colour} throws for the start`);
    await press(page, "roll");
  }
  await waitStatus(page, /(to roll|throws for the start)/);
  assert.equal(await page.locator("svg.board .piece[data-cell^='20']").count(), 4, "every base holds its pieces");
});

test("ludo: leaving the base on a 6, knocking out, finishing exactly", async ({ newContext, base }) => {
  // A 6 with all pieces in base: two onto the start point (a button) or one to the sixth field.
  const six = await openGame(newContext, base, `#/play/ludo/${ludoCode(LUDO_EMPTY, LUDO_EMPTY, 6)}`);
  await waitStatus(six, "Red threw 6: move a piece");
  await clickCell(six, 200);
  await clickCell(six, 5);
  assert.deepEqual(await waitMoves(six, 1), ["Red: enter at 6"], "entered on the sixth field");
  assert.equal(await six.locator('svg.board .piece[data-cell="5"]').getAttribute("data-seat"), "0");
  await waitStatus(six, "Red to roll", "a 6 earns another throw");
  // Red on its start point (field 0) throws 3 and lands on Blue's piece on field 3.
  const knock = await openGame(newContext, base, `#/play/ludo/${ludoCode("1,0,0,0", "34,0,0,0", 3)}`);
  assert.equal(await knock.locator('svg.board .piece[data-cell="3"]').getAttribute("data-seat"), "1");
  await clickCell(knock, 0);
  await clickCell(knock, 3);
  await waitMoves(knock, 1);
  assert.equal(await knock.locator('svg.board .piece[data-cell="3"]').getAttribute("data-seat"), "0");
  assert.equal(await knock.locator('svg.board .piece[data-cell="201"]').getAttribute("data-count"), "4", "Blue is back in base");
  // A piece on the home line's third field finishes with an exact 2.
  const finish = await openGame(newContext, base, `#/play/ludo/${ludoCode("43,0,0,0", LUDO_EMPTY, 2)}`);
  await clickCell(finish, 102);
  await clickCell(finish, 300);
  await waitMoves(finish, 1);
  assert.equal(await finish.locator('svg.board .piece[data-cell="300"]').getAttribute("data-count"), "1");
});

test("backgammon: a race from a shared link is borne off; the gammon shows in the match score", async ({ newContext, base }) => {
  // White: two checkers on its 1-point, 13 off; Black: all 15 on its 6-point. White on roll.
  const page = await openGame(newContext, base, `#/play/backgammon/${encodeURIComponent("4P8PAAADAAAAAA:MAGgAAAAAAAA")}`);
  await waitStatus(page, "White to roll (or double)");
  await press(page, "action-roll");
  await waitStatus(page, /White to play \d-\d/);
  // Bearing off the last checker ends the game at once: there is no turn left to confirm.
  for (let i = 0; i < 2; i++) {
    await clickCell(page, 1);
    await page.locator('svg.board g.cell.dest[data-cell="0"]').waitFor();
    await clickCell(page, 0);
  }
  await waitStatus(page, "White wins 2 points (score 2-0)");
  assert.match(await page.locator('[data-testid="bg-bottom"]').textContent(), /15 off · score 2/);
  assert.equal(await page.locator('[data-testid="action-next-game"]').count(), 1);
});

test("backgammon: hitting a blot sends it to the bar, and the move list marks the hit", async ({ newContext, base }) => {
  // White: one checker on its 13-point, 14 off; Black: a blot on each of White's points 1-12.
  // Whatever White rolls, the first step from the 13-point hits.
  const page = await openGame(newContext, base, `#/play/backgammon/${encodeURIComponent("B4CqqioAEAAAAA:MAGgAAAAAAAA")}`);
  await waitStatus(page, "White to roll (or double)");
  assert.equal(await page.locator('svg.board .piece[data-cell="27"]').count(), 0, "Black's bar starts empty");
  await press(page, "action-roll");
  await waitStatus(page, /White to play \d-\d/);
  await clickCell(page, 13);
  const dest = page.locator("svg.board g.cell.dest");
  await dest.first().waitFor();
  await dest.first().click({ force: true });
  await until(async () => (await page.locator('svg.board .piece[data-cell="27"]').count()) >= 1, "a Black checker on the bar");
  // 4-4, 5-5 and 6-6 carry the last checker home and off, hitting on the way: the game ends in
  // this turn, with no move left to confirm.
  const confirm = page.locator('[data-testid="action-confirm"]');
  const over = async () => /wins/.test(await status(page));
  for (let step = 0; step < 4 && !(await confirm.count()) && !(await over()); step++) {
    const movable = page.locator("svg.board g.cell.movable");
    if (!(await movable.count())) break;
    await movable.first().click({ force: true });
    await dest.first().waitFor();
    await dest.first().click({ force: true });
  }
  await until(async () => (await over()) || (await confirm.count()) > 0, "the turn played out");
  if (!(await over())) {
    await press(page, "action-confirm");
    await waitStatus(page, "Black to roll (or double)");
  }
  assert.match((await moves(page)).join(" "), /13\/\d+\*/);
});

test("game options: a backgammon money game, and Ludo for three players", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  assert.match(await page.locator('[data-testid="bg-match"]').textContent(), /match to 5/);
  await page.locator("details.game-setup:not(.seats) summary").click();
  await page.locator('[data-testid="option-match-length"]').selectOption("0");
  await press(page, "setup-start");
  await until(async () => /money game/.test(await page.locator('[data-testid="bg-match"]').textContent()), "a money game");
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.match(await page.locator('[data-testid="bg-match"]').textContent(), /money game/, "kept on reload");

  const ludo = await openGame(newContext, base, "#/play/ludo");
  await ludo.locator("details.game-setup:not(.seats) summary").click();
  await ludo.locator('[data-testid="option-ludo-blue"]').uncheck();
  await press(ludo, "setup-start");
  await waitStatus(ludo, /Red throws for the start/);
  assert.equal(await ludo.locator('svg.board .piece[data-seat="2"]').count() > 0, true);
  assert.equal(await ludo.locator('svg.board .piece[data-seat="3"]').count(), 0, "three players only");
  // Fewer than two colours cannot start.
  await ludo.locator('[data-testid="option-ludo-yellow"]').uncheck();
  await ludo.locator('[data-testid="option-ludo-green"]').uncheck();
  assert.equal(await ludo.locator('[data-testid="setup-start"]').isDisabled(), true);
});
