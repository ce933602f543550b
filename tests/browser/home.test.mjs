// The home page (issue 15, 3): each game with a small picture of its board, and "Continue your
// game" for a game in progress beside a new game of the same kind.
import assert from "node:assert/strict";

import { DRAUGHTS, board, cell, moves, play, test, until, waitMoves, waitStatus } from "./lib.mjs";

const GAMES = ["english-draughts", "tammi", "tama", "chess", "backgammon", "ludo", "camelot"];
const TILE = (game) => `li.game-tile[data-game="${game}"]`;

/** The pieces drawn in a card's picture: the cells they stand on, sorted. */
async function pictured(page, game) {
  const cells = await page
    .locator(`${TILE(game)} .thumb svg.board .piece[data-cell]`)
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-cell"))));
  return cells.sort((a, b) => a - b);
}

async function home(page, base) {
  await page.goto(base);
  await page.locator("a.game-card").first().waitFor();
}

/** The entry id the address names, once the game's first save has put it there. */
async function entryId(page) {
  const url = await until(() => /\?id=([a-z0-9]+)$/.exec(page.url()), "the address to name the game's entry");
  return url[1];
}

test("home: seven game cards, each with a picture of its board at the start", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await home(page, base);
  const cards = page.locator("a.game-card");
  assert.deepEqual(await cards.evaluateAll((nodes) => nodes.map((n) => n.dataset.game)), GAMES);
  for (const game of GAMES) {
    const picture = page.locator(`${TILE(game)} a.game-card .thumb`);
    assert.equal(await picture.count(), 1, `${game}: one picture`);
    assert.equal(await picture.getAttribute("aria-hidden"), "true", `${game}: the picture is decorative`);
    assert.equal(await picture.locator(`svg.board[data-game="${game}"]`).count(), 1, `${game}: its own board`);
    const size = await picture.boundingBox();
    assert.ok(size && size.width > 40 && size.width < 200, `${game}: a small picture (${size?.width} px wide)`);
    // Nothing in progress: the card starts a new game, and offers nothing to continue.
    assert.equal(await page.locator(`${TILE(game)} .game-action`).innerText(), "New game");
    assert.equal(await page.locator(`${TILE(game)} [data-testid="continue-game"]`).count(), 0);
  }
  // The pictures show the games' starts: English draughts' 24 men, chess's 32 pieces.
  assert.equal((await pictured(page, DRAUGHTS)).length, 24);
  assert.equal((await pictured(page, "chess")).length, 32);
});

test("home: a game in progress is continued from its card, and a new game is still there", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(`#/play/${DRAUGHTS}`, base).href);
  await board(page);
  await play(page, 11, 15);
  await waitMoves(page, 1);
  const first = await entryId(page);

  await home(page, base);
  const card = page.locator(`a.game-card[data-game="${DRAUGHTS}"]`);
  assert.match(await card.textContent(), /Continue your game/);
  await page.locator(`${TILE(DRAUGHTS)} [data-testid="continue-game"]`).waitFor();
  // The picture shows the game in progress: the man moved from 11 to 15.
  const cells = await pictured(page, DRAUGHTS);
  assert.ok(cells.includes(cell(15)) && !cells.includes(cell(11)), `the moved man in the picture: ${cells}`);
  // Only that game's card says continue.
  assert.equal(await page.locator('[data-testid="continue-game"]').count(), 1);
  assert.equal(await page.locator('[data-testid="home-new-game"]').count(), 1);

  // Continue: the game in progress opens.
  await card.click();
  await until(async () => JSON.stringify(await moves(page)) === '["11-15"]', "the game in progress");

  // New game, beside it: a fresh game in a new entry, the first one kept.
  await home(page, base);
  await page.locator(`[data-testid="home-new-game"][data-game="${DRAUGHTS}"]`).click();
  await until(async () => (await entryId(page)) !== first, "the new game's own entry");
  await waitStatus(page, "Black to move");
  assert.deepEqual(await moves(page), []);
  await page.goto(new URL(`#/play/${DRAUGHTS}?id=${first}`, base).href);
  await until(async () => JSON.stringify(await moves(page)) === '["11-15"]', "the first game, kept");
});
