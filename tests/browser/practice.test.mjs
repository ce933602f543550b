// Practice from one's own mistakes (issue 25, 3): a reviewed game's mistakes and blunders are
// puzzles on the practice page (reached from My games), the position before each to find a
// better move in; the engine judges a try in the worker; two wrong tries show the answer; a
// solved puzzle is kept in the browser.
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
  assert.equal(answer, "Nf6", "the review's best move");
  for (const square of ["g8", "f6"]) {
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
  // 2...d5: not the engine's first choice (Nf6), but within an inaccuracy of it.
  assert.equal(await tryMove(page, "d7", "d5", /löydetty/), "d5: hyvin löydetty!");
  assert.equal((await count.textContent()).trim(), "1/1 ratkaistu");
  await page.reload();
  await count.waitFor();
  assert.equal((await count.textContent()).trim(), "1/1 ratkaistu");
});
