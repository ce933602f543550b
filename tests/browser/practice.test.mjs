// Practice from one's own mistakes (issue 25, 3): a reviewed game's mistakes and blunders are
// puzzles on the practice page (reached from My games), the position before each to find a
// better move in; the engine judges a try in the worker; two wrong tries show the answer; a
// solved puzzle is kept in the browser. A backgammon cube decision is a choice of two buttons
// (one wrong choice shows the answer); a Ludo puzzle a piece to move with the throw.
import assert from "node:assert/strict";

import { chessMove, openGame, test, until } from "./lib.mjs";

const START = encodeURIComponent("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
// 2...Qg5?? walks into the c1 bishop: the one mistake of the game, Black's.
const HUNG_QUEEN = `#/play/chess/${START}?moves=e4+e6+d4+Qg5+Bxg5`;

/** The hung queen's game kept in My games and reviewed, in a new context (`options`: its
 *  language); returns the page. */
async function reviewedGame(newContext, base, options = {}) {
  const page = await openGame(async () => newContext(options), base, HUNG_QUEEN);
  await until(async () => /[?&]id=/.test(page.url()), "the game's entry in the address");
  await page.getByTestId("review").click();
  await page.getByTestId("review-summary").waitFor({ timeout: 60_000 });
  return page;
}

/** Plays a try and waits for the verdict on it to match `verdict`. */
async function tryMove(page, from, to, verdict) {
  await chessMove(page, from, to);
  const line = page.getByTestId("puzzle-verdict");
  await until(async () => verdict.test(await line.textContent()), `a verdict like ${verdict}`, 30_000);
  return (await line.textContent()).trim();
}

test("practice: a reviewed blunder is a puzzle; two wrong tries show the answer on the board", async ({ newContext, base }) => {
  const page = await reviewedGame(newContext, base);
  // From My games: the reviewed game's row leads to its puzzles.
  await page.goto(new URL("#/games", base).href);
  await page.getByTestId("practise-entry").click();
  await until(async () => /#\/practise\?id=/.test(page.url()), "the game's practice page");
  assert.equal((await page.getByTestId("practise-count").textContent()).trim(), "0 of 1 solved");
  // The position before 2...Qg5, Black to move, Black at the bottom.
  const prompt = (await page.getByTestId("puzzle-prompt").textContent()).trim();
  assert.match(prompt, /^Chess, “.+”\. Black to move\. Find a better move than the one played \(Qg5\)\.$/);
  assert.equal(await page.locator("svg.board .piece").count(), 32);
  // The move played again is no better (said at once); a bishop thrown away neither, by the
  // engine's judgement: then the answer is shown and played on the board.
  assert.equal(await tryMove(page, "d8", "g5", /no better/), "Qg5 is no better. Try again.");
  const shown = await tryMove(page, "f8", "a3", /answer/);
  assert.match(shown, /^Ba3 is no better either\. The answer: \S+\.$/);
  const answer = shown.match(/The answer: (\S+)\.$/)[1];
  // The engine's choice among the sound moves is its own taste (it has chosen Nf6 and d5).
  const squares = { Nf6: ["g8", "f6"], d5: ["d7", "d5"], Nc6: ["b8", "c6"], Be7: ["f8", "e7"] }[answer];
  assert.ok(squares, `the review's best move is a sound one: ${answer}`);
  for (const square of squares) {
    const cell = page.locator(`svg.board g.cell.last[data-cell="${(Number(square[1]) - 1) * 8 + square.charCodeAt(0) - 97}"]`);
    assert.equal(await cell.count(), 1, `${square} marked as the answer's move`);
  }
  // No more tries: nothing to move on the board; the prompt still names the puzzle's side.
  assert.equal(await page.locator("svg.board g.cell.movable").count(), 0, "no more tries");
  assert.match(await page.getByTestId("puzzle-prompt").textContent(), /Black to move\./);
  assert.equal((await page.getByTestId("practise-count").textContent()).trim(), "0 of 1 solved");
});

test("practice: a sound move solves the puzzle, and it stays solved after a reload; in Finnish", async ({ newContext, base }) => {
  const page = await reviewedGame(newContext, base, { locale: "fi-FI" });
  await page.goto(new URL("#/games", base).href);
  await page.getByTestId("practise-link").click();
  const count = page.getByTestId("practise-count");
  await count.waitFor();
  assert.equal((await count.textContent()).trim(), "0/1 ratkaistu");
  assert.match(await page.getByTestId("puzzle-prompt").textContent(), /Etsi parempi siirto kuin pelattu \(Qg5\)\.$/);
  // 2...d5: one of the sound moves, the engine's first choice or within an inaccuracy of it.
  assert.equal(await tryMove(page, "d7", "d5", /löydetty/), "d5: hyvin löydetty!");
  assert.equal((await count.textContent()).trim(), "1/1 ratkaistu");
  await page.reload();
  await count.waitFor();
  assert.equal((await count.textContent()).trim(), "1/1 ratkaistu");
});

/** A kept game with its review, as the library stores it (`kind`'s start, moves and review). */
function keptEntry(id, name, kind, options, start, moves, review) {
  const game = { version: 1, game: kind, options, start, moves, cursor: moves.length, updated: 1, seed: 0 };
  return [`tabula.v2.game.${id}`, JSON.stringify({ id, name, created: 1, revision: 1, game, review })];
}

// A backgammon match where Black doubled (not doubling was right) and White took (passing
// was), both people, reviewed so.
const CUBE_GAME = keptEntry(
  "a7swcq5c",
  "Backgammon 1",
  "backgammon",
  {"Backgammon": {"match_length": 5, "crawford": true, "jacoby": false, "uncapped_cube": false}},
  "4HPwATDgc/ABMA:MAGgAAAAAAAA",
  ["Opening 3-1", "24/21", "21/20", "Confirm", "Double", "Take"],
  "R 6\n4 1 C m 4700 200 -28 -1017 4500\tDouble\tNo double\tNo double\n5 0 A m 4700 200 -28 -1017 4500\tTake\tPass\tPass",
);

// A Ludo game, people all, whose last move Blue: 19-22 the review marked a blunder (Blue: 1x4,
// knocking Red's piece out, was best): its real quick review.
const LUDO_GAME = keptEntry(
  "my2txujr",
  "Ludo 1",
  "ludo",
  {"Ludo": {"colours": ["Red", "Blue", "Yellow", "Green"]}},
  "L2.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.s0000.-.-.-",
  ["Red rolls 1 for the start", "Blue rolls 5 for the start", "Yellow rolls 4 for the start", "Green rolls 1 for the start", "Blue rolls 2", "Blue: pass", "Yellow rolls 4", "Yellow: pass", "Green rolls 1", "Green: enter", "Red rolls 6", "Red: enter two", "Red rolls 3", "Red: 1-4", "Blue rolls 6", "Blue: enter two", "Blue rolls 5", "Blue: 1-6", "Yellow rolls 5", "Yellow: pass", "Green rolls 3", "Green: 1-4", "Red rolls 3", "Red: 4-7", "Blue rolls 5", "Blue: 6-11", "Yellow rolls 5", "Yellow: pass", "Green rolls 2", "Green: 4-6", "Red rolls 1", "Red: enter", "Blue rolls 2", "Blue: 11-13", "Yellow rolls 4", "Yellow: pass", "Green rolls 5", "Green: 6x11", "Red rolls 6", "Red: enter two x", "Red rolls 5", "Red: 7-12", "Blue rolls 2", "Blue: 13-15", "Yellow rolls 4", "Yellow: pass", "Green rolls 6", "Green: enter two", "Green rolls 2", "Green: 1-3", "Red rolls 1", "Red: enter", "Blue rolls 4", "Blue: 15-19", "Yellow rolls 6", "Yellow: enter two", "Yellow rolls 5", "Yellow: 1-6", "Green rolls 5", "Green: 3-8", "Red rolls 2", "Red: 12-14", "Blue rolls 6", "Blue: enter two", "Blue rolls 3", "Blue: 19-22"],
  "R 66\n65 1 M b 213578 -25648 0 0 239225\tBlue: 19-22\tBlue: 1x4\tBlue: 1x4",
);

/** The practice page of a new context whose library holds `entry`. */
async function practiseKept(newContext, base, entry) {
  const context = await newContext();
  await context.addInitScript(([key, value]) => {
    if (location.protocol.startsWith("http") && !localStorage.getItem(key)) localStorage.setItem(key, value);
  }, entry);
  const page = await context.newPage();
  await page.goto(new URL("#/practise", base).href);
  await page.getByTestId("puzzle-prompt").waitFor();
  return page;
}

/** The verdict line once it matches `verdict`. */
async function verdictLike(page, verdict) {
  const line = page.getByTestId("puzzle-verdict");
  await until(async () => verdict.test(await line.textContent()), `a verdict like ${verdict}`, 30_000);
  return (await line.textContent()).trim();
}

test("practice: a cube decision's two choices; the wrong one shows the answer, the right one solves", async ({ newContext, base }) => {
  const page = await practiseKept(newContext, base, CUBE_GAME);
  const count = page.getByTestId("practise-count");
  assert.equal((await count.textContent()).trim(), "0 of 2 solved");
  // Black's double: the two choices only, no resignation among them.
  assert.match(await page.getByTestId("puzzle-prompt").textContent(), /^Backgammon, “Backgammon 1”\. .*\. Which is the right cube decision\? In the game: Double\.$/);
  const actions = page.locator(".side-panel .actions button");
  assert.deepEqual((await actions.allTextContents()).sort(), ["Double", "Roll"]);
  await page.getByTestId("action-double").click();
  assert.equal(await verdictLike(page, /answer/), "Double is the wrong choice. The answer: Roll.");
  assert.equal(await actions.count(), 0, "no more tries");
  assert.equal((await count.textContent()).trim(), "0 of 2 solved");
  // White's take: passing was right.
  await page.getByTestId("puzzle-next").click();
  await page.getByTestId("action-pass").waitFor();
  assert.equal(await actions.count(), 2);
  await page.getByTestId("action-pass").click();
  assert.equal(await verdictLike(page, /well found/), "Pass: well found!");
  assert.equal((await count.textContent()).trim(), "1 of 2 solved");
});

test("practice: a Ludo move; the move played is no better, the engine judges a better one", async ({ newContext, base }) => {
  const page = await practiseKept(newContext, base, LUDO_GAME);
  assert.equal((await page.getByTestId("practise-count").textContent()).trim(), "0 of 1 solved");
  assert.match(await page.getByTestId("puzzle-prompt").textContent(), /^Ludo, “Ludo 1”\. .*\(Blue: 19-22\)\.$/);
  const clickCells = async (from, to) => {
    await page.locator(`svg.board g.cell[data-cell="${from}"]`).click();
    await page.locator(`svg.board g.cell[data-cell="${to}"]`).click();
  };
  await clickCells(28, 31);
  assert.equal(await verdictLike(page, /no better/), "Blue: 19-22 is no better. Try again.");
  // Knocking Red's piece out: judged by the engine in the worker.
  await clickCells(10, 13);
  assert.equal(await verdictLike(page, /well found/), "Blue: 1x4: well found!");
  assert.equal((await page.getByTestId("practise-count").textContent()).trim(), "1 of 1 solved");
});
