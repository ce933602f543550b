// End-to-end tests of the board editor (#/edit/<game>, issue 14, section 4): set up a position
// by clicking pieces onto the board, see the live line say whether it is possible (and why not),
// and play it from the editor.
import assert from "node:assert/strict";

import { press, sq, test, until, waitStatus } from "./lib.mjs";

async function openEditor(newContext, base, slug) {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(`#/edit/${slug}`, base).href);
  await page.locator('[data-testid="editor-board"] svg.board').waitFor();
  return page;
}

/** Clicks a cell of the editor's board. */
async function put(page, cell) {
  await page.locator(`[data-testid="editor-board"] g.cell[data-cell="${cell}"]`).first().click();
}

async function editorStatus(page) {
  return page.locator('[data-testid="editor-status"]').innerText();
}

async function waitEditorStatus(page, pattern) {
  await until(async () => pattern.test(await editorStatus(page)), `editor status ${pattern}`);
}

/** Follows "Play from here" and waits for the play page's board; returns the link followed
 * (the play page may rewrite its address once the game is saved). */
async function playFromHere(page) {
  const link = decodeURIComponent(await page.locator('[data-testid="editor-play"]').getAttribute("href"));
  await press(page, "editor-play");
  await until(async () => page.url().includes("#/play/"), "the play page");
  await page.locator("svg.board").waitFor();
  return link;
}

test("editor: kings and a rook set up in chess, refused with a pawn on the last rank, played against the computer", async ({ newContext, base }) => {
  const page = await openEditor(newContext, base, "chess");
  await press(page, "editor-clear");
  await waitEditorStatus(page, /Impossible position: White has no king/);
  await press(page, "palette-chess-0-K");
  await put(page, sq("e1"));
  await press(page, "palette-chess-1-K");
  await put(page, sq("e8"));
  await press(page, "palette-chess-0-R");
  await put(page, sq("a1"));
  await waitEditorStatus(page, /Possible position/);
  // A pawn on the eighth rank is refused with the reason; a second click takes it off again.
  await press(page, "palette-chess-0-P");
  await put(page, sq("a8"));
  await waitEditorStatus(page, /pawns never stand on the first or last rank/);
  await page.locator('[data-testid="editor-actions-off"]').waitFor();
  await put(page, sq("a8"));
  await waitEditorStatus(page, /Possible position/);
  const share = await page.locator('[data-testid="editor-share"]').inputValue();
  assert.match(share, /#\/play\/chess\/4k3/, share);
  await page.selectOption('[data-testid="editor-ai-seat"]', "1");
  await page.selectOption('[data-testid="editor-ai-level"]', "1");
  const link = await playFromHere(page);
  assert.match(link, /^#\/play\/chess\/4k3\/8\/8\/8\/8\/8\/8\/R3K3.*\?ai=1:1$/, link);
  await waitStatus(page, /White to move/);
  const rook = page.locator(`svg.board .piece[data-cell="${sq("a1")}"]`);
  assert.equal(await rook.getAttribute("data-piece"), "R");
  assert.equal(await page.locator("svg.board .piece").count(), 3);
});

test("editor: a draughts position set up and played by people", async ({ newContext, base }) => {
  const page = await openEditor(newContext, base, "english-draughts");
  await press(page, "editor-clear");
  await press(page, "palette-king-0");
  await put(page, 2); // c1, square 30
  await press(page, "palette-man-1");
  await put(page, 27); // d4, square 18
  await waitEditorStatus(page, /Possible position/);
  const link = await playFromHere(page);
  assert.match(link, /B:W18:BK30/, link);
  const king = page.locator('svg.board .piece[data-cell="2"]');
  assert.equal(await king.getAttribute("data-king"), "true");
  assert.equal(await page.locator("svg.board .piece").count(), 2);
});

test("editor: backgammon checkers on the bar and a cube at 4 owned by White, played from the editor; the cube hides no checker and takes no click", async ({ newContext, base }) => {
  const page = await openEditor(newContext, base, "backgammon");
  await press(page, "editor-clear");
  await waitEditorStatus(page, /White has no checkers on the board/);
  await press(page, "palette-checker-0");
  for (const cell of [26, 26, 6, 6, 6]) await put(page, cell);
  await press(page, "palette-checker-1");
  await put(page, 1); // Black's 24-point
  await page.selectOption('[data-testid="bg-cube"]', "4");
  await waitEditorStatus(page, /choose its owner/);
  await page.selectOption('[data-testid="bg-cube-owner"]', "0");
  await waitEditorStatus(page, /Possible position/);
  await playFromHere(page);
  const cube = page.locator("svg.board .cube");
  assert.equal(await cube.getAttribute("data-value"), "4");
  assert.equal(await cube.getAttribute("data-owner"), "0");
  const bar = page.locator('svg.board .piece[data-cell="26"]');
  assert.equal(await bar.getAttribute("data-count"), "2");
  // The owner's cube stands on the owner's half of the bar, where the bar's checkers hang: it
  // covers neither of them, and a click on it reaches the bar beneath.
  const box = await page.locator("svg.board .cube rect").boundingBox();
  for (const disc of await bar.locator("circle").all()) {
    const b = await disc.boundingBox();
    assert.ok(b.y >= box.y + box.height || b.y + b.height <= box.y, "a checker on the bar under the cube");
  }
  const beneath = await page.evaluate(([x, y]) => document.elementFromPoint(x, y).closest("g[data-cell]")?.dataset.cell ?? "none",
    [box.x + box.width / 2, box.y + box.height / 2]);
  assert.equal(beneath, "26", "a click on the cube reaches the bar");
});

test("editor: reached from the home page and from a game's page, with the position shown", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(base);
  await page.locator('[data-testid="set-up"][data-game="tama"]').click();
  await page.locator('[data-testid="editor-board"] svg.board').waitFor();
  assert.match(page.url(), /#\/edit\/tama$/);

  // From a game in progress: the editor opens on the position shown there.
  await page.goto(new URL("#/play/chess", base).href);
  await page.locator("svg.board").waitFor();
  await page.locator(`svg.board g.cell[data-cell="${sq("e2")}"]`).first().click();
  await page.locator(`svg.board g.cell[data-cell="${sq("e4")}"]`).first().click();
  await waitStatus(page, "Black to move");
  await press(page, "edit-link");
  await page.locator('[data-testid="editor-board"] svg.board').waitFor();
  assert.match(decodeURIComponent(page.url()), /#\/edit\/chess\/rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR_b/);
  await waitEditorStatus(page, /^Possible position/);
});
