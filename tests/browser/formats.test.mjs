// Game files out and back in (issue 14, 5): the "Import / export" box under the board offers
// the game for download in its format; the downloaded file, uploaded or pasted into a fresh
// browser, brings back the same moves.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

import { chessMove, moves, openGame, playBackgammonTurns, press, test, until, waitMoves } from "./lib.mjs";

/** Opens "Import / export", clicks the Download link; resolves to { name, path, text }. */
async function download(page) {
  await page.locator("details.transfer summary").click();
  const link = page.locator('[data-testid="download"]');
  await link.waitFor();
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), path, text: await readFile(path, "utf8") };
}

test("formats: a chess game downloaded as PGN and uploaded in a fresh browser keeps its moves", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  const plies = [["e2", "e4"], ["e7", "e5"], ["g1", "f3"], ["b8", "c6"], ["f1", "b5"]];
  for (const [from, to] of plies) await chessMove(page, from, to);
  const played = await waitMoves(page, plies.length);
  assert.deepEqual(played, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);

  const pgn = await download(page);
  assert.equal(pgn.name, "tabula-chess.pgn");
  // The Seven Tag Roster, in its order, then the movetext.
  const tags = [...pgn.text.matchAll(/^\[(\w+) "[^"]*"\]$/gm)].map((m) => m[1]);
  const roster = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
  assert.deepEqual(tags.slice(0, 7), roster, pgn.text);
  assert.match(pgn.text, /^\[Date "\d{4}\.\d\d\.\d\d"\]$/m, pgn.text);
  assert.match(pgn.text, /^\[Result "\*"\]$/m, pgn.text);
  assert.match(pgn.text, /^1\. e4 e5 2\. Nf3 Nc6 3\. Bb5 \*$/m, pgn.text);

  const fresh = await openGame(newContext, base, "#/play/chess");
  assert.deepEqual(await moves(fresh), [], "a fresh browser starts empty");
  await fresh.locator("details.transfer summary").click();
  await fresh.locator('[data-testid="import-file"]').setInputFiles(pgn.path);
  assert.deepEqual(await waitMoves(fresh, played.length), played);
  // The imported game goes on from its last move.
  await chessMove(fresh, "a7", "a6");
  assert.deepEqual(await waitMoves(fresh, played.length + 1), [...played, "a6"]);
});

test("formats: a backgammon game downloaded as .mat and pasted in a fresh browser keeps its dice and plays", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  const played = await playBackgammonTurns(page, 3);

  const mat = await download(page);
  assert.equal(mat.name, "tabula-backgammon.mat", `a game from its opening roll goes out as .mat:\n${mat.text}`);
  const lines = mat.text.split("\n");
  assert.match(lines[0], /^ 5 point match$/, mat.text);
  assert.equal(lines[2], " Game 1", mat.text);
  assert.match(lines[3], /^ \S.* : 0 +\S.* : 0$/, mat.text);
  // Every turn's dice and plays, in the order the move list shows them.
  const written = [...mat.text.matchAll(/(\d\d):((?: [0-9]+\/[0-9]+\*?)*)/g)].map((m) => `${m[1]}:${m[2]}`);
  assert.deepEqual(written, turnsOf(played), mat.text);

  const fresh = await openGame(newContext, base, "#/play/backgammon");
  await fresh.locator("details.transfer summary").click();
  await fresh.locator('[data-testid="import-text"]').fill(mat.text);
  await press(fresh, "import");
  await until(async () => JSON.stringify(await moves(fresh)) === JSON.stringify(played), `the same dice and plays: ${played}`);
});

/** The move list's turns as .mat writes them: "52: 24/22 13/8" (high die first, bar 25, off 0). */
function turnsOf(list) {
  const turns = [];
  for (const item of list) {
    const dice = /^(?:Opening )?(\d)-(\d)$/.exec(item);
    if (dice) turns.push(`${Math.max(dice[1], dice[2])}${Math.min(dice[1], dice[2])}:`);
    else turns[turns.length - 1] += ` ${item.replace("bar", "25").replace("off", "0")}`;
  }
  return turns;
}
