// The game clock (issue 27, 4): chosen at New game, running for the side to move and switching
// on the move, tenths under ten seconds, a flag that loses or draws, pause and resume, the time
// used kept across a reload, and a whole-game link that carries the clock.
import assert from "node:assert/strict";

import { PHONE, chessMove, openGame, press, status, until, test, waitMoves, waitStatus } from "./lib.mjs";

async function clockText(page, seat) {
  return (await page.locator(`[data-testid="clock-${seat}"] .clock-time`).textContent()).trim();
}

/** A clock's time in tenths of a second, read from its face (4:05, 9.3). */
async function tenths(page, seat) {
  const text = await clockText(page, seat);
  const parts = text.split(":").map(Number);
  if (parts.length === 1) return Math.round(parts[0] * 10);
  return parts.reduce((a, b) => a * 60 + b, 0) * 10;
}

async function running(page, seat) {
  return (await page.locator(`[data-testid="clock-${seat}"]`).getAttribute("class")).includes("running");
}

test("clock: a 3+2 chess game from New game: the side to move's time runs, the move switches it, a reload keeps the time used", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/chess");
  await page.locator("details.game-setup:not(.seats) summary").click();
  await page.locator('[data-testid="option-clock"]').selectOption("180+2");
  await press(page, "setup-start");
  await page.locator('[data-testid="clock-0"]').waitFor();
  assert.equal(await clockText(page, 1), "3:00");
  await until(async () => (await tenths(page, 0)) < 1800, "White's time runs");
  assert.ok(await running(page, 0));
  await page.waitForTimeout(1200);
  await chessMove(page, "e2", "e4");
  await waitMoves(page, 1);
  await until(async () => running(page, 1), "Black's clock runs after White's move");
  const white = await tenths(page, 0);
  // 3:00 less about 1.5 s, plus 2 s: 3:00 or 3:01 shown.
  assert.ok(white >= 1800 && white <= 1810, `White's clock after the move: ${await clockText(page, 0)}`);
  await until(async () => (await tenths(page, 1)) < 1800, "Black's time runs");
  await page.waitForTimeout(1500);
  const blackBefore = await tenths(page, 1);
  await page.reload();
  await page.locator('[data-testid="clock-1"]').waitFor();
  const blackAfter = await tenths(page, 1);
  assert.ok(blackAfter <= blackBefore && blackAfter >= blackBefore - 30, `Black's time kept: ${blackBefore} then ${blackAfter}`);
  assert.ok(await running(page, 1), "and it runs on");
  assert.ok((await tenths(page, 0)) >= 1800, "White's time stands");

  // Pause: the time stands still, across a reload too; resume lets it run.
  await press(page, "clock-pause");
  const paused = await clockText(page, 1);
  await page.waitForTimeout(1300);
  assert.equal(await clockText(page, 1), paused);
  await page.reload();
  await page.locator('[data-testid="clock-1"]').waitFor();
  assert.equal(await clockText(page, 1), paused, "still paused after a reload");
  await press(page, "clock-pause");
  await until(async () => (await clockText(page, 1)) !== paused, "running again");
});

test("clock: a link whose clock has 1.5 s left: tenths shown, the flag falls and the game is lost on time", async ({ newContext, base }) => {
  const fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const clock = encodeURIComponent("60+0.1500.60000.0.0");
  const page = await openGame(newContext, base, `#/play/chess/${encodeURIComponent(fen)}?clock=${clock}`);
  await page.locator('[data-testid="clock-0"]').waitFor();
  assert.match(await clockText(page, 0), /^1\.\d$/, "tenths under ten seconds");
  await waitStatus(page, /Black wins.*White ran out of time/);
  assert.equal(await clockText(page, 0), "0.0");
  await chessMove(page, "e2", "e4");
  await page.waitForTimeout(300);
  assert.equal((await page.locator('[data-testid="move-list"] button.move').count()), 0, "no move after the flag");
  // The share link's whole game carries the clock as it stands.
  await press(page, "share");
  const whole = await page.locator('[data-testid="share-game-link"]').inputValue();
  assert.match(whole, /clock=60%2B0\.0\.60000\.0\.-/, whole);
});

test("clock: a flag against a lone king is a draw (FIDE 6.9)", async ({ newContext, base }) => {
  const fen = "8/8/8/4k3/8/8/8/4K2Q w - - 0 1";
  const clock = encodeURIComponent("60+0.800.60000.0.0");
  const page = await openGame(newContext, base, `#/play/chess/${encodeURIComponent(fen)}?clock=${clock}`);
  await waitStatus(page, /Draw.*time ran out, and the other side cannot win/);
  assert.doesNotMatch(await status(page), /wins/);
});

test("clock: a bad clock in a link is reported and the game opens without one", async ({ newContext, base }) => {
  const fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const page = await openGame(newContext, base, `#/play/chess/${encodeURIComponent(fen)}?clock=banana`);
  await until(async () => /clock was left out/.test(await page.locator('[data-testid="message"]').textContent()), "the notice");
  assert.equal(await page.locator('[data-testid="clock-0"]').count(), 0);
  await chessMove(page, "e2", "e4");
  await waitMoves(page, 1);
});

test("clock: against the computer at 1+0 the engine keeps within its time", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/english-draughts?ai=1:6");
  await page.locator("details.game-setup:not(.seats) summary").click();
  await page.locator('[data-testid="option-clock"]').selectOption("60+0");
  await press(page, "setup-start");
  await page.locator('[data-testid="clock-1"]').waitFor();
  for (let n = 1; n <= 6; n += 2) {
    await page.locator("svg.board g.cell.movable").first().click();
    await page.locator("svg.board g.cell.dest").first().click();
    await waitMoves(page, n);
    await page.locator(`[data-testid="move-list"] button.move[data-ply="${n + 1}"]`).waitFor({ timeout: 30_000 });
  }
  // Three answers from 60 s: each at most a thirtieth of what was left (2 s, then less).
  const computer = await tenths(page, 1);
  assert.ok(computer >= 540 && computer < 600, `the computer's clock: ${await clockText(page, 1)}`);
});

test("clock: a custom clock with time odds and a delay, chosen at New game", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/camelot");
  await page.locator("details.game-setup:not(.seats) summary").click();
  await page.locator('[data-testid="option-clock"]').selectOption("custom");
  // Typed as players write it: 2 minutes against 5 (time odds), 3 s a move as a delay.
  await page.locator('[data-testid="clock-custom"]').fill("2/5");
  assert.equal(await page.locator('[data-testid="setup-start"]').isDisabled(), true, "unreadable: no start");
  await page.locator('[data-testid="clock-custom"]').fill("2/5+3d");
  await press(page, "setup-start");
  await page.locator('[data-testid="clock-0"]').waitFor();
  assert.equal(await clockText(page, 1), "5:00", "time odds: the second side has its own time");
  // The delay: within its 3 s the first side's time does not run down.
  await page.waitForTimeout(1500);
  assert.equal(await clockText(page, 0), "2:00");
  await until(async () => (await tenths(page, 0)) < 1200, "then it runs", 8000);
});

test("clock: on a phone in Arabic the New game form fits the screen and its times read left to right", async ({ newContext, base }) => {
  const page = await (await newContext({ ...PHONE, locale: "ar" })).newPage();
  await page.goto(new URL("#/play/chess", base).href);
  await page.locator("svg.board").waitFor();
  await page.locator("details.game-setup:not(.seats) summary").click();
  await page.locator('[data-testid="option-clock"]').selectOption("300+3");
  for (const id of ["option-clock", "option-handicap"]) {
    const box = await page.getByTestId(id).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `${id} within the screen: ${JSON.stringify(box)}`);
  }
  const direction = await page.getByTestId("option-clock").evaluate((e) => getComputedStyle(e).direction);
  assert.equal(direction, "ltr");
  await press(page, "setup-start");
  await page.locator('[data-testid="clock-0"]').waitFor();
  assert.equal(await clockText(page, 1), "5:00");
});
