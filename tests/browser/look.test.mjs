// The page's look (issue 15): the dark theme (the system's, or chosen and kept), the sound switch
// kept, the board's size on a wide screen and on a phone held either way, and moves that slide
// only when motion is wanted.
import assert from "node:assert/strict";

import { chessMove, play, sq, test, until, waitMoves } from "./lib.mjs";

const PREFS_KEY = "tabula.v1.page";
const GAMES = ["english-draughts", "tammi", "tama", "chess", "backgammon", "ludo", "camelot"];

/** A page of a fresh context, with the page prefs already saved as `prefs`. */
async function pageWith(newContext, prefs, contextOptions = {}) {
  const context = await newContext(contextOptions);
  if (prefs) {
    await context.addInitScript(([key, value]) => location.protocol.startsWith("http") && localStorage.setItem(key, value), [PREFS_KEY, JSON.stringify(prefs)]);
  }
  return context.newPage();
}

/** Whether the page is painted dark: the body's background is of low luminance. */
async function isDark(page) {
  return page.evaluate(() => {
    // The body's background, or the root's where the body has none (transparent).
    const paint = (el) => getComputedStyle(el).backgroundColor.match(/[\d.]+/g).map(Number);
    const body = paint(document.body);
    const [r, g, b] = body.length === 4 && body[3] === 0 ? paint(document.documentElement) : body;
    return r + g + b < 3 * 96;
  });
}

test("look: the dark theme follows the system, can be chosen, and is kept", async ({ newContext, base }) => {
  const page = await pageWith(newContext, null);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(new URL("#/play/chess", base).href);
  await page.locator("svg.board").waitFor();
  assert.equal(await isDark(page), false, "a light system shows the light theme");
  await page.emulateMedia({ colorScheme: "dark" });
  await until(() => isDark(page), "the dark theme when the system turns dark");

  // Chosen against the system, and still chosen after a reload.
  await page.emulateMedia({ colorScheme: "light" });
  await page.locator('[data-testid="theme"]').selectOption("dark");
  await until(() => isDark(page), "the dark theme once chosen");
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.equal(await isDark(page), true, "the chosen dark theme is kept after a reload");
  assert.equal(await page.locator('[data-testid="theme"]').inputValue(), "dark");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.locator('[data-testid="theme"]').selectOption("light");
  await until(async () => !(await isDark(page)), "the light theme chosen on a dark system");

  // The board stays readable in the dark: its light squares stay light.
  await page.locator('[data-testid="theme"]').selectOption("dark");
  await until(() => isDark(page), "dark again");
  const square = await page
    .locator(`svg.board g.cell[data-cell="${sq("a2")}"] rect.square`)
    .evaluate((rect) => getComputedStyle(rect).fill);
  const [r, g, b] = square.match(/\d+/g).map(Number);
  assert.ok(r + g + b > 3 * 150, `a light square stays light in the dark theme (${square})`);
});

/** Counts the notes the page starts (Web Audio oscillators), in `window.notesPlayed`. */
function countNotes() {
  window.notesPlayed = 0;
  if (!window.OscillatorNode) return;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    window.notesPlayed++;
    return start.apply(this, args);
  };
}

test("look: the sound switch is off at first, plays moves once on, and is kept", async ({ newContext, base }) => {
  const page = await pageWith(newContext, null);
  await page.context().addInitScript(countNotes);
  await page.goto(new URL("#/play/english-draughts", base).href);
  const sound = page.locator('[data-testid="sound"]');
  await sound.waitFor();
  assert.equal(await sound.getAttribute("aria-pressed"), "false", "sound is off by default");
  await play(page, 11, 15);
  await waitMoves(page, 1);
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.notesPlayed), 0, "no sound while it is off");
  await sound.click();
  await until(async () => (await sound.getAttribute("aria-pressed")) === "true", "sound on");
  await play(page, 22, 18);
  await waitMoves(page, 2);
  await until(() => page.evaluate(() => window.notesPlayed > 0), "a sound for the move");
  await page.reload();
  await sound.waitFor();
  assert.equal(await sound.getAttribute("aria-pressed"), "true", "sound stays on after a reload");
  await sound.click();
  await until(async () => (await sound.getAttribute("aria-pressed")) === "false", "muted again");
  await page.reload();
  await sound.waitFor();
  assert.equal(await sound.getAttribute("aria-pressed"), "false", "muted stays muted");
});

/** The board's box and the window's size, for `game` at the current viewport. */
async function boardBox(page, base, game) {
  await page.goto(new URL(`#/play/${game}`, base).href);
  const board = page.locator(`svg.board[data-game="${game}"]`);
  await board.waitFor();
  await page.waitForTimeout(50);
  return board.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return { width: box.width, height: box.height, bottom: box.bottom, innerWidth, innerHeight };
  });
}

test("look: the board uses a wide screen's room and fits a phone either way", async ({ newContext, base }) => {
  const wide = await pageWith(newContext, null, { viewport: { width: 1920, height: 1080 } });
  for (const game of ["chess", "english-draughts"]) {
    const box = await boardBox(wide, base, game);
    assert.ok(box.width > 720, `${game} on 1920x1080: the board is ${box.width} px wide, not capped at 720`);
    assert.ok(box.height <= box.innerHeight, `${game} on 1920x1080: ${box.height} px high fits ${box.innerHeight}`);
  }
  const sizes = [
    [1920, 1080],
    [390, 844],
    [844, 390],
  ];
  const problems = [];
  for (const [width, height] of sizes) {
    const page = await pageWith(newContext, null, { viewport: { width, height }, hasTouch: width < 900 });
    for (const game of GAMES) {
      const box = await boardBox(page, base, game);
      if (box.width > box.innerWidth + 0.5 || box.height > box.innerHeight + 0.5) {
        problems.push(`${game} at ${width}x${height}: ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
      // Seen whole as the page opens, under the bars, without scrolling.
      if (box.bottom > box.innerHeight + 0.5) {
        problems.push(`${game} at ${width}x${height}: its bottom edge is at ${Math.round(box.bottom)} px`);
      }
      if (box.width < Math.min(width, height) * 0.6) {
        problems.push(`${game} at ${width}x${height}: only ${Math.round(box.width)} px wide`);
      }
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 1, `${width}x${height}: the page scrolls sideways by ${overflow} px`);
  }
  assert.deepEqual(problems, [], "boards that do not fit or waste the room");
});

/** Starts noting, every frame, the cells that pieces slide to and the taken pieces fading. */
async function watchAnimations(page) {
  await page.evaluate(() => {
    window.animatedCells = new Set();
    window.fadedPieces = 0;
    const look = () => {
      for (const animation of document.getAnimations()) {
        const target = animation.effect && animation.effect.target;
        // The moved piece slides as a copy over the board, marked with the cell it goes to.
        const slide = target && target.closest && target.closest("[data-slide-to]");
        if (slide) window.animatedCells.add(Number(slide.getAttribute("data-slide-to")));
        if (target && target.classList && target.classList.contains("fading")) window.fadedPieces++;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Plays 1. e4 and says whether the pawn that landed on e4 was animated. */
async function pawnSlides(page, base) {
  await page.goto(new URL("#/play/chess", base).href);
  await page.locator("svg.board").waitFor();
  await watchAnimations(page);
  await chessMove(page, "e2", "e4");
  await waitMoves(page, 1);
  await page.waitForTimeout(400);
  return page.evaluate((cell) => window.animatedCells.has(cell), sq("e4"));
}

test("look: a moved piece slides when motion is on, and not when it is off", async ({ newContext, base }) => {
  const on = await pageWith(newContext, { motion: "on" });
  await on.emulateMedia({ reducedMotion: "reduce" });
  assert.equal(await pawnSlides(on, base), true, "motion on: the pawn slides (even where the system asks for less)");
  // 1... d5 2. exd5: the taken pawn fades where it stood, and leaves nothing behind.
  await chessMove(on, "d7", "d5");
  await waitMoves(on, 2);
  await chessMove(on, "e4", "d5");
  await waitMoves(on, 3);
  await until(() => on.evaluate(() => window.fadedPieces > 0), "the taken pawn to fade");
  await until(async () => (await on.locator("svg.board .piece.fading").count()) === 0, "the faded copy removed");
  assert.equal(await on.locator(`svg.board .piece[data-cell="${sq("d5")}"]`).count(), 1, "one piece on d5");

  const off = await pageWith(newContext, { motion: "off" });
  assert.equal(await pawnSlides(off, base), false, "motion off: the pawn jumps");

  // Each in a fresh browser: a second visit to #/play/chess would continue the game with 1. e4.
  const reduced = await pageWith(newContext, null);
  await reduced.emulateMedia({ reducedMotion: "reduce" });
  assert.equal(await pawnSlides(reduced, base), false, "the system's reduced motion is respected");
  const plain = await pageWith(newContext, null);
  await plain.emulateMedia({ reducedMotion: "no-preference" });
  assert.equal(await pawnSlides(plain, base), true, "the system's default: pieces slide");
});

/** Tabs through the first `count` stops of the page; returns those without a visible ring. */
async function unringedStops(page, count) {
  const missing = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      // The board's own keyboard cursor (style/board-keys.css) marks its focus.
      if (el.closest("svg.board")) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const name = `${el.tagName.toLowerCase()}${el.className ? "." + String(el.className).split(" ")[0] : ""} "${(el.textContent || el.value || "").trim().slice(0, 20)}"`;
      return ring ? null : name;
    });
    if (stop) missing.push(stop);
  }
  return missing;
}

test("look: every control shows where the keyboard focus is, light and dark", async ({ newContext, base }) => {
  for (const scheme of ["light", "dark"]) {
    const page = await pageWith(newContext, null);
    await page.emulateMedia({ colorScheme: scheme });
    for (const [hash, ready] of [
      ["#/", "a.game-card"],
      ["#/play/backgammon", "svg.board"],
    ]) {
      await page.goto(new URL(hash, base).href);
      await page.locator(ready).first().waitFor();
      assert.deepEqual(await unringedStops(page, 30), [], `${hash} (${scheme}): focused without a ring`);
    }
  }
});
