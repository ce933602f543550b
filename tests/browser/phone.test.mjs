// A finger on a phone (issue 24): tap targets of 44 x 44 px, backgammon's narrow points reached
// by a tap that misses, and the board editor's palette of pictures and long press (iOS Safari
// opens no context menu to take a piece off with).
import assert from "node:assert/strict";

import { PHONE, chessMove, moves, press, test, until, waitMoves, waitStatus } from "./lib.mjs";

/** The controls the issue names, each with its box, among those shown on the page now. */
async function smallTargets(page) {
  return page.evaluate(() => {
    const selectors = [
      "header.bar a",
      ".editor-nav a",
      ".settings-bar select",
      ".settings-bar button",
      'label:has(> input[type="checkbox"])',
      "button.move",
      ".my-games button",
      ".my-games .file-button",
      ".my-games .entry-actions a",
      ".filters .filter",
    ];
    const small = [];
    let measured = 0;
    for (const selector of selectors) {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        // Hidden ones (a closed <details>) are not there to tap.
        if (box.width === 0 && box.height === 0) continue;
        measured++;
        if (box.width < 43.5 || box.height < 43.5) {
          small.push(`${selector} "${element.textContent.trim().slice(0, 30)}": ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`);
        }
      }
    }
    return { measured, small };
  });
}

test("tap targets: on a 390x844 phone, header links, settings, checkboxes, moves and My games' buttons are 44 x 44 px", async ({ newContext, base }) => {
  const page = await (await newContext(PHONE)).newPage();
  const problems = [];
  let measured = 0;
  const check = async (where) => {
    const found = await smallTargets(page);
    measured += found.measured;
    problems.push(...found.small.map((line) => `${where}: ${line}`));
  };
  await page.goto(new URL("#/play/chess?ai=", base).href);
  await page.locator('svg.board[data-game="chess"]').waitFor();
  await chessMove(page, "e2", "e4");
  await waitMoves(page, 1);
  // The game's options hold checkboxes too.
  const options = page.locator("details.game-setup:not(.seats) > summary");
  await options.click();
  await check("chess");
  await page.goto(new URL("#/play/backgammon?ai=", base).href);
  await page.locator('[data-testid="auto-roll"]').waitFor();
  await options.click();
  await check("backgammon");
  await page.goto(new URL("#/games", base).href);
  await page.locator('[data-testid="rename-entry"]').first().waitFor();
  await check("My games");
  await page.goto(new URL("#/edit/chess", base).href);
  await page.locator('[data-testid="castle-K"]').waitFor();
  await check("editor");
  await page.goto(new URL("#/rules/chess", base).href);
  await page.locator("header.bar a").first().waitFor();
  await check("rules");
  assert.ok(measured > 40, `only ${measured} controls measured`);
  assert.deepEqual(problems, [], "controls smaller than 44 x 44 px");
});
