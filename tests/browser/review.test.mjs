// The review (issue 25): the engine judges every move of the game shown, in the worker, with a
// progress bar; the move list marks the moves that lost, each side is summed up, and where the
// game is shown before a marked move the board marks the better move.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { ROOT, openGame, press, test, until } from "./lib.mjs";

const START = encodeURIComponent("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
// 2...Qg5?? walks into the c1 bishop.
const HUNG_QUEEN = `#/play/chess/${START}?moves=e4+e6+d4+Qg5+Bxg5`;

test("review: a hung queen is marked ??, each side summed up, the better move shown on the board", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, HUNG_QUEEN);
  await page.getByTestId("review").click();
  const summary = page.getByTestId("review-summary");
  await summary.waitFor({ timeout: 60_000 });
  const lines = await summary.locator("li").allTextContents();
  assert.equal(lines.length, 2);
  assert.match(lines[0], /^White: inaccuracies 0, mistakes 0, blunders 0; accuracy \d+%$/);
  assert.match(lines[1], /^Black: inaccuracies \d, mistakes \d, blunders 1; accuracy \d+%$/);
  // Move 4 (2...Qg5) carries the mark, read out as a word too.
  const queen = page.locator('.moves-panel button.move[data-ply="4"]');
  assert.match(await queen.textContent(), /^Qg5\?\? \(blunder\)$/);
  assert.equal(await page.locator(".moves-panel .mark").count(), 1);
  // Shown before it, the game names the better move and marks it on the board.
  await page.locator('.moves-panel button.move[data-ply="3"]').click();
  const better = page.getByTestId("review-better");
  await better.waitFor();
  assert.match(await better.textContent(), /^Qg5 \(blunder\) gives away \d+ points of winning chance\. Better: \S+\.$/);
  assert.ok((await page.locator("svg.board .cell.hint").count()) >= 2, "the better move's squares");
  // Elsewhere, no word and no marks of it.
  await page.locator('.moves-panel button.move[data-ply="5"]').click();
  assert.equal(await page.getByTestId("review-better").count(), 0);
  assert.equal(await page.locator("svg.board .cell.hint").count(), 0);
});

test("review: shows its progress and stops when asked; in Finnish and Arabic", async ({ newContext, base }) => {
  for (const [locale, reviewing] of [["fi-FI", /Analysoidaan: asema \d+\/\d+/], ["ar", /جارٍ التحليل/]]) {
    const context = await newContext({ locale });
    const page = await context.newPage();
    // A longer game: the review takes a while, long enough to see and to stop.
    const moves = "e4+e5+Nf3+Nc6+Bb5+a6+Ba4+Nf6+O-O+Be7+Re1+b5+Bb3+d6+c3+O-O+h3+Nb8+d4+Nbd7";
    await page.goto(new URL(`#/play/chess/${START}?moves=${moves}`, base).href);
    await page.locator("svg.board").waitFor();
    await page.getByTestId("review").click();
    const progress = page.locator(".review-progress");
    await progress.waitFor();
    assert.match(await progress.textContent(), reviewing);
    await page.getByTestId("review-stop").click();
    await page.getByTestId("review-summary").waitFor();
    assert.equal(await page.locator(".review-progress").count(), 0);
    assert.equal(await page.locator(".review-stopped").count(), 1);
    await context.close();
  }
});

test("review: a backgammon game reviewed whole, each side's error rate with gnubg's rating and its luck", async ({ newContext, base }) => {
  // Both sides played by the computer; the review starts once some turns are on the list.
  const page = await openGame(newContext, base, "#/play/backgammon?ai=0:5,1:5");
  await page.waitForFunction(() => document.querySelectorAll(".moves-panel tr").length >= 6, null, { timeout: 60_000 });
  // The two computers stop for the review: the seats to people.
  await page.goto(new URL("#/play/backgammon", base).href);
  await page.getByTestId("review").click();
  const summary = page.getByTestId("review-summary");
  await summary.waitFor({ timeout: 60_000 });
  const lines = await summary.locator("li").allTextContents();
  assert.equal(lines.length, 2);
  const rating = "(Supernatural|World class|Expert|Advanced|Intermediate|Casual player|Beginner|Awful!)";
  for (const [line, side] of [[lines[0], "White"], [lines[1], "Black"]]) {
    assert.match(line, new RegExp(`^${side}: \\d+\\.\\d mEMG a decision \\(${rating}\\); chequer play \\d+\\.\\d, cube \\d+\\.\\d; doubtful \\d+, bad \\d+, very bad \\d+; luck [+-]\\d+\\.\\d\\d$`));
  }
});

test("review: kept with the game (back after a reload, no second run), its graph goes to the blunder, and the PGN carries its marks", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, HUNG_QUEEN);
  // The link's game is kept in My games first: the address names its entry.
  await until(async () => /[?&]id=/.test(page.url()), "the game's entry in the address");
  await page.getByTestId("review-depth").selectOption("quick");
  await page.getByTestId("review").click();
  await page.getByTestId("review-summary").waitFor({ timeout: 60_000 });
  // Downloaded (the whole game is shown), the PGN has the NAG and lichess's [%eval] comments.
  await page.locator("details.transfer summary").click();
  const [file] = await Promise.all([page.waitForEvent("download"), page.locator('[data-testid="download"]').click()]);
  const pgn = await readFile(await file.path(), "utf8");
  assert.match(pgn, /Qg5 \$4\s+\{ \[%eval [+-]?\d+\.\d\d\] Better: \S+ \}/);
  assert.match(pgn, /Bxg5 \{ \[%eval /);
  const graph = page.getByTestId("review-graph");
  assert.equal(await graph.getAttribute("role"), "img");
  assert.equal(await graph.locator("g.column").count(), 5, "a column a move");
  assert.equal(await graph.locator("circle.mark-blunder").count(), 1);
  // A click on the blunder's column shows the game before it, with the better move.
  // Any decision: the winning chance with the engine's choice and after the move played.
  await graph.locator('g.column[data-ply="0"] rect').click();
  assert.match(await page.getByTestId("review-decision").textContent(), /^e4: winning chance \d+% with the engine's choice, \d+% after the move played\. The engine's choice: \S+\.$/);
  assert.equal(await page.getByTestId("review-better").count(), 0, "e4 is not marked");
  await graph.locator('g.column[data-ply="3"] rect').click();
  await page.getByTestId("review-better").waitFor();
  assert.match(await page.getByTestId("review-decision").textContent(), /^Qg5: winning chance \d+% with the engine's choice, \d+% after the move played\./);
  assert.equal(await page.locator(".moves-panel button.move.current").count(), 1);
  assert.ok((await page.locator("svg.board .cell.hint").count()) >= 2, "the better move's squares");
  const line = await page.getByTestId("review-line").locator("p").textContent();
  assert.match(line, /^The engine's line: \S+( \S+)+$/);
  // The line replays on a small board: a move pressed, the position after it.
  const lineMoves = page.getByTestId("review-line").locator("button.line-move");
  assert.equal(await page.getByTestId("line-board").count(), 0, "no small board until asked");
  await lineMoves.first().click();
  assert.equal(await lineMoves.first().getAttribute("aria-pressed"), "true");
  const small = page.getByTestId("line-board");
  const first = await small.innerHTML();
  assert.equal(await small.locator("svg.board .cell.last").count() >= 2, true, "the move shown is marked");
  await lineMoves.nth(1).click();
  assert.equal(await lineMoves.nth(1).getAttribute("aria-pressed"), "true");
  assert.notEqual(await small.innerHTML(), first, "the position after the second move");
  assert.equal(await page.locator('.moves-panel button.move.current').getAttribute("data-ply"), "3", "the game itself stays where it was");
  // After a reload the review is there at once: marks, summary and graph, no progress.
  await page.reload();
  await page.locator("svg.board").waitFor();
  await page.getByTestId("review-summary").waitFor();
  assert.equal(await page.locator(".review-progress").count(), 0);
  assert.match(await page.locator('.moves-panel button.move[data-ply="4"]').textContent(), /^Qg5\?\? \(blunder\)$/);
  assert.equal(await page.getByTestId("review-graph").locator("circle.mark-blunder").count(), 1);
  // A move taken back and another played: the review is put away, here and in storage.
  await page.locator('.moves-panel button.move[data-ply="4"]').click();
  await page.getByTestId("undo").click();
  await page.locator('svg.board g.cell[data-cell="51"]').first().click();
  await page.locator('svg.board g.cell[data-cell="43"]').first().click();
  await until(async () => (await page.getByTestId("review-summary").count()) === 0, "the review put away");
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.equal(await page.getByTestId("review-summary").count(), 0);
  assert.equal(await page.locator(".moves-panel .mark").count(), 0);
});

test("review: a backgammon match's luck game by game, and its .mat download carries the review as comments", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  await page.locator("details.transfer summary").click();
  const mat = readFileSync(path.join(ROOT, "tests/data/gnubg_made/match-3-seed-7.mat"), "utf8");
  await page.locator('[data-testid="import-text"]').fill(mat);
  await press(page, "import");
  await until(async () => (await page.locator(".moves-panel tr").count()) > 20, "the imported match");
  await page.getByTestId("review").click();
  const summary = page.getByTestId("review-summary");
  await summary.waitFor({ timeout: 60_000 });
  const lines = await summary.locator("li").allTextContents();
  assert.equal(lines.length, 2 + 3, "each side, then each of the three games");
  const luck = (line) => /luck ([+-]\d+\.\d\d)$/.exec(line)[1];
  const games = lines.slice(2).map((line) => /^Game (\d): luck of the dice, White ([+-]\d+\.\d\d), Black ([+-]\d+\.\d\d)$/.exec(line));
  assert.deepEqual(games.map((g) => g && g[1]), ["1", "2", "3"], lines.join("\n"));
  for (const [side, at] of [[0, 2], [1, 3]]) {
    const total = games.reduce((sum, g) => sum + Number(g[at]), 0);
    assert.ok(Math.abs(total - Number(luck(lines[side]))) <= 0.03, `the games add up to the total: ${lines.join("; ")}`);
  }
  // The marks sit on the moves the review judged (backgammon judges some moves only: a play's
  // mark is on its first step), as the kept review has them.
  const kept = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const text = localStorage.getItem(localStorage.key(i));
      if (text && text.includes('"review":"R ')) return JSON.parse(text).review;
    }
    return null;
  });
  assert.ok(kept, "the review is kept with the game");
  const marked = kept.split("\n").slice(1).filter((l) => /^\d+ \d [PCA] [imb] /.test(l)).map((l) => Number(l.split(" ")[0]) + 1).sort((a, b) => a - b);
  assert.ok(marked.length > 0, "some decisions marked");
  const shown = await page.locator(".moves-panel button.move:has(.mark)").evaluateAll((buttons) => buttons.map((b) => Number(b.dataset.ply)).sort((a, b) => a - b));
  assert.deepEqual(shown, marked);
  const [file] = await Promise.all([page.waitForEvent("download"), page.locator('[data-testid="download"]').click()]);
  const text = await readFile(await file.path(), "utf8");
  assert.match(text, /^; move \d+ (White|Black) /);
  assert.match(text, /\n; Overall error rate mEMG +\d+\.\d +\d+\.\d\n/);
  assert.match(text, /\n; Luck game 3 EMG +[+-]\d\.\d{3} +[+-]\d\.\d{3}\n/);
  assert.match(text, /\n;\n 3 point match\n/, "the match itself after the comments");
});
