// The play page in the player's language (issue 15, 1): its words come from the key tables, a
// message already shown follows a change of language, move notation stays standard, and chess
// piece letters follow the language only in the move list and only when the player asks.
import assert from "node:assert/strict";

import { chessMove, moves, openGame, press, test, until, waitMoves, waitStatus } from "./lib.mjs";

async function chooseLanguage(page, code) {
  await page.locator('[data-testid="language"]').selectOption(code);
  await until(async () => (await page.evaluate(() => document.documentElement.lang)).startsWith(code), `lang=${code}`);
}

/** Waits until the move list reads `expected`. */
async function waitList(page, expected, what) {
  await until(async () => JSON.stringify(await moves(page)) === JSON.stringify(expected), what);
}

test("play words: Finnish chess, piece letters by choice in the move list, SAN kept in the export", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await chooseLanguage(page, "fi");
  await waitStatus(page, "Vuorossa: Valkoinen");
  assert.match(await page.locator('[data-testid="undo"]').textContent(), /Peru/);
  await chessMove(page, "g1", "f3");
  assert.deepEqual(await waitMoves(page, 1), ["Nf3"], "standard letters until asked");
  await waitStatus(page, "Vuorossa: Musta");

  const letters = page.locator('[data-testid="piece-letters"]');
  assert.equal(await letters.isChecked(), false);
  await letters.check();
  await waitList(page, ["Rf3"], "the Finnish knight");
  assert.match(await page.locator('[data-testid="export-text"]').inputValue(), /1\. Nf3/, "the export stays SAN");

  await page.reload();
  await page.locator("svg.board").waitFor();
  await waitList(page, ["Rf3"], "the choice kept after a reload");
  // English letters are SAN's own: nothing to switch.
  await chooseLanguage(page, "en");
  await waitList(page, ["Nf3"], "SAN in English");
  assert.equal(await letters.count(), 0);
});

test("play words: a message follows the language; backgammon's buttons keep their test ids", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon/!!!");
  const message = page.locator('[data-testid="message"]');
  await message.filter({ hasText: "A new game was started instead" }).waitFor();
  const english = (await message.textContent()).trim();
  await chooseLanguage(page, "fi");
  await message.filter({ hasText: "Sen sijaan aloitettiin uusi peli" }).waitFor();
  const finnish = (await message.textContent()).trim();
  // The reader's own detail is kept as it was given.
  const detail = english.slice(english.indexOf(":") + 1, english.indexOf(". A new game")).trim();
  assert.ok(detail.length > 0 && finnish.includes(detail), `"${detail}" in "${finnish}"`);
  // That detail is marked as English (a screen reader says it so; right to left keeps its order).
  assert.equal((await message.locator('span[lang="en"][dir="ltr"]').textContent()).trim(), detail);

  await waitStatus(page, /Valkoinen|Musta/);
  // The ways to resign are worded in Finnish; the buttons of moves keep their notation's test ids.
  await press(page, "resign");
  const levels = page.locator('[data-testid="resign-confirm"] button.side-move');
  await until(async () => (await levels.count()) === 3, "three resignation levels");
  for (const level of await levels.allTextContents()) {
    assert.ok(level.trim() && !level.startsWith("Resign"), `a Finnish level, got "${level}"`);
  }
  await levels.first().click();
  await page.locator('[data-testid="action-accept-resignation"]').waitFor();
  assert.doesNotMatch(await page.locator('[data-testid="action-accept-resignation"]').textContent(), /Accept/);
});

test("play words: the Ludo and backgammon move lists are in the page's language (Finnish)", async ({ newContext, base }) => {
  // Red has a piece on its field 5 and threw 3; the move is typed in notation.
  const ludo = await openGame(newContext, base, "#/play/ludo/L2.RBYG.5,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m0.3.-.-");
  await chooseLanguage(ludo, "fi");
  await ludo.locator('[data-testid="move-entry-text"]').fill("5-8");
  await ludo.keyboard.press("Enter");
  assert.deepEqual(await waitMoves(ludo, 1), ["Punainen: 5-8"]);
  // Blue's throw, by the Roll button, is listed in Finnish too.
  await press(ludo, "roll");
  const blue = await waitMoves(ludo, 2);
  assert.match(blue[1], /^Sininen heittää [1-6]$/);

  // What the list writes in Finnish can be typed back: Red threw 1 with a piece on 5.
  const enter = await openGame(newContext, base, "#/play/ludo/L2.RBYG.5,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m0.1.-.-");
  await chooseLanguage(enter, "fi");
  assert.match(await enter.locator('[data-testid="move-entry-text"]').getAttribute("placeholder"), /Punainen: /);
  await enter.locator('[data-testid="move-entry-text"]').fill("Sisään");
  await enter.keyboard.press("Enter");
  assert.deepEqual(await waitMoves(enter, 1), ["Punainen: sisään"]);

  const backgammon = await openGame(newContext, base, "#/play/backgammon");
  await chooseLanguage(backgammon, "fi");
  const [opening] = await waitMoves(backgammon, 1);
  assert.match(opening, /^Aloitus [1-6]-[1-6]$/);
  // Back in English, the list is the notation again.
  await chooseLanguage(backgammon, "en");
  await until(async () => /^Opening [1-6]-[1-6]$/.test((await moves(backgammon))[0] ?? ""), "the English opening roll");
});

test("play words: an import's fault is said in the page's language (Finnish)", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await chooseLanguage(page, "fi");
  await page.locator("details.transfer summary").click();
  const message = page.locator('[data-testid="message"]');
  await page.locator('[data-testid="import-text"]').fill("1. e4 e5\n2. Ke3 *");
  await press(page, "import");
  await message.filter({ hasText: "rivi 2: ”Ke3” ei ole siinä sallittu siirto" }).waitFor();
  await page.locator('[data-testid="import-text"]').fill("[Variant \"Standard\"]\n1. f3 e5 2. g4 Qh4# 1-0");
  await press(page, "import");
  await message.filter({ hasText: "tulos 1-0 ei sovi siirtoihin: peli oli päättynyt toisin" }).waitFor();
  // Nothing was imported: the game is as it was.
  assert.deepEqual(await moves(page), []);
  // The export names the seats in the page's language (the tags' names stay PGN's).
  assert.match(await page.locator('[data-testid="export-text"]').inputValue(), /\[White "Ihminen"\]/);
});
