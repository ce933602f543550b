// Backgammon in the release build: notices that survive the automatic opening roll (issue 11,
// 2.3), point numbers for the player on roll (2.10), and answering a resignation (2.5).
import assert from "node:assert/strict";

import { moves, playBackgammonTurn, press, test, until, waitMoves, waitStatus } from "./lib.mjs";

const PLAY = "#/play/backgammon";

async function openPage(context, base, hash) {
  const page = await context.newPage();
  await page.goto(new URL(hash, base).href);
  await page.locator('svg.board[data-game="backgammon"]').waitFor();
  return page;
}

/** The notice's text once shown (it must still be there after the opening roll). */
async function notice(page) {
  const message = page.locator('[data-testid="message"]');
  await message.waitFor({ timeout: 20_000 });
  return (await message.textContent()).trim();
}

/** The label drawn on a point cell (cells number White's points). */
async function pointLabel(page, cell) {
  return (await page.locator(`svg.board g[data-cell="${cell}"] .point-number`).textContent()).trim();
}

test("backgammon: a mangled link's message stays after the opening roll", async ({ newContext, base }) => {
  // issue 11, 2.3: the automatic opening roll cleared the message, so the link failed silently.
  for (const code of ["!!!", "A".repeat(100_000)]) {
    const page = await openPage(await newContext(), base, `${PLAY}/${code}`);
    await waitStatus(page, /(White|Black) to play \d-\d/);
    const text = await notice(page);
    assert.match(text, /A new game was started instead/, text);
    await page.close();
  }
});

test("backgammon: a damaged saved game is reported, and New game keeps the game played", async ({ newContext, base }) => {
  // issue 11, 2.3: the damaged save was set aside without a word. Issue 14: New game keeps the
  // game it replaces in My games (no "Restore previous game" any more: nothing is replaced).
  const context = await newContext();
  const first = await openPage(context, base, PLAY);
  await waitStatus(first, /(White|Black) to play \d-\d/);
  await first.evaluate(() => localStorage.setItem("tabula.v2.game.dmgd", "{not json"));
  await first.close();
  const page = await openPage(context, base, `${PLAY}?id=dmgd`);
  await waitStatus(page, /(White|Black) to play \d-\d/);
  assert.match(await notice(page), /did not open: the saved game could not be read/);

  await playBackgammonTurn(page);
  const played = await moves(page);
  const id = (await until(() => /\?id=([a-z0-9]+)$/.exec(page.url()), "the new game's entry"))[1];
  assert.notEqual(id, "dmgd");
  await press(page, "new-game");
  await until(async () => (await moves(page)).length === 1, "the new game's opening roll");
  assert.match(await notice(page), /previous game is kept in My games/);
  await page.goto(new URL(`${PLAY}?id=${id}`, base).href);
  assert.deepEqual(await waitMoves(page, played.length), played);
});

test("backgammon: the points are numbered from the side of the player on roll", async ({ newContext, base }) => {
  // issue 11, 2.10: the numbers never turned for Black.
  const page = await openPage(await newContext(), base, PLAY);
  const opening = await waitStatus(page, /(White|Black) to play \d-\d/);
  const labels = async () => [await pointLabel(page, 1), await pointLabel(page, 24)];
  // Cell 1 is White's 1-point, Black's 24-point.
  const whiteFirst = opening.startsWith("White");
  assert.deepEqual(await labels(), whiteFirst ? ["1", "24"] : ["24", "1"]);
  await playBackgammonTurn(page);
  await waitStatus(page, /to roll \(or double\)/);
  assert.deepEqual(await labels(), whiteFirst ? ["24", "1"] : ["1", "24"]);
  // Flipping the board turns it, and the numbers still belong to the player on roll.
  await page.keyboard.press("f");
  assert.deepEqual(await labels(), whiteFirst ? ["24", "1"] : ["1", "24"]);
});

test("backgammon: a resignation is accepted, scored, and the match goes on", async ({ newContext, base }) => {
  // issue 11, 2.5: Black (on roll after White's opening 3-1) has offered to resign a gammon.
  const code = "sGfwATDgc/ABMA:cEGgAAAAAAAA";
  const page = await openPage(await newContext(), base, `${PLAY}/${encodeURIComponent(code)}`);
  await waitStatus(page, "Black resigns (gammon): White to accept or reject");
  await press(page, "action-reject-resignation");
  await waitStatus(page, "Black to roll (or double)");
  assert.deepEqual(await waitMoves(page, 1), ["Reject resignation"]);

  const again = await openPage(await newContext(), base, `${PLAY}/${encodeURIComponent(code)}`);
  await waitStatus(again, /Black resigns/);
  await press(again, "action-accept-resignation");
  await waitStatus(again, "White wins 2 points (score 2-0)");
  await press(again, "action-next-game");
  await waitStatus(again, /(White|Black) to play \d-\d/);
  assert.match(await again.locator("svg.board").textContent(), /White: 167 pips · 0 off · score 2/);
});

test("backgammon: Resign offers the three levels; the offer is accepted and the match goes on", async ({ newContext, base }) => {
  // issue 11, 2.5: Resign ended the whole match with no points; there was a draw offer.
  const page = await openPage(await newContext(), base, PLAY);
  const opening = await waitStatus(page, /(White|Black) to play \d-\d/);
  const [mover, other] = opening.startsWith("White") ? ["White", "Black"] : ["Black", "White"];
  assert.equal(await page.locator('[data-testid="offer-draw"]').count(), 0, "no draw in backgammon");
  await press(page, "resign");
  const levels = page.locator('[data-testid="resign-confirm"] button.side-move');
  assert.deepEqual(
    (await levels.allTextContents()).map((t) => t.trim()),
    ["Resign single", "Resign gammon", "Resign backgammon"],
  );
  await levels.nth(1).click();
  await waitStatus(page, `${mover} resigns (gammon): ${other} to accept or reject`);
  await press(page, "action-accept-resignation");
  // The score is written White's first.
  await waitStatus(page, `${other} wins 2 points (score ${other === "White" ? "2-0" : "0-2"})`);
  const list = await moves(page);
  assert.deepEqual(list.slice(-2), ["Resign gammon", "Accept resignation"]);
  await press(page, "action-next-game");
  await waitStatus(page, /(White|Black) to play \d-\d/);
});
