// End-to-end tests of computer seats in the dice games (issue 13): a Ludo game against three
// computers that throw and move by themselves while the person's turns come back; backgammon
// against the computer (it rolls, moves a step at a time, answers a double), and a backgammon
// hint with the engine's advice.
import assert from "node:assert/strict";

import { moves, press, test, until, waitStatus } from "./lib.mjs";

const TURN_TIMEOUT = 30_000;

/** Waits until the person (Red) is to act in Ludo: "roll" (the Roll button) or "move". */
async function ludoPersonTurn(page) {
  const roll = page.locator('[data-testid="roll"]');
  const movable = page.locator("svg.board g.cell.movable");
  return until(
    async () => {
      if (await roll.count()) return "roll";
      if ((await movable.count()) && !(await page.locator('[data-testid="thinking"]').count())) return "move";
      return null;
    },
    "the person's turn to come back",
    TURN_TIMEOUT,
  );
}

test("dice ai: Ludo against three computers, the person's turns come back", async ({ newContext, base }, log) => {
  const page = await (await newContext()).newPage();
  await page.goto(base);
  await page.locator('[data-testid="vs-computer"][data-game="ludo"]').click();
  await page.locator("svg.board.ludo").waitFor();
  await until(() => /#\/play\/ludo\?id=[a-z0-9]+$/.test(page.url()), "the address to name the saved game");
  for (const seat of [1, 2, 3]) {
    assert.equal(await page.locator(`[data-testid="seat-${seat}"]`).inputValue(), "3", `seat ${seat} is a computer`);
  }
  assert.equal(await page.locator('[data-testid="seat-0"]').inputValue(), "person");
  // The person (Red) throws first for the start; the computers throw after by themselves.
  let throws = 0;
  let moved = 0;
  let seenComputer = false;
  while (throws < 5 || moved < 2) {
    const what = await ludoPersonTurn(page);
    const before = (await moves(page)).length;
    if (what === "roll") {
      await press(page, "roll");
      throws += 1;
    } else {
      await page.locator("svg.board g.cell.movable").first().click();
      await page.locator("svg.board g.cell.dest").first().click();
      moved += 1;
    }
    await until(async () => (await moves(page)).length > before, "the person's throw or move to be played");
    const list = await moves(page);
    seenComputer ||= list.some((m) => /^(Blue|Yellow|Green)/.test(m) && !/for the start/.test(m));
    assert.ok(throws + moved < 40, "the game goes on");
  }
  assert.ok(seenComputer, "the computers moved by themselves");
  const list = await moves(page);
  for (const colour of ["Blue", "Yellow", "Green"]) {
    assert.ok(list.some((m) => m.startsWith(`${colour} rolls`)), `${colour} threw: ${JSON.stringify(list)}`);
  }
  // Undo takes back the computers' turns and the person's last move: Red chooses again, and
  // nothing is played behind the person's back.
  await ludoPersonTurn(page);
  await press(page, "undo");
  await waitStatus(page, /^Red threw \d: move a piece/);
  const after = await moves(page);
  assert.ok(after.length < list.length, "moves were taken back");
  await page.waitForTimeout(1_500);
  assert.deepEqual(await moves(page), after);
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0);
  log(`${throws} throws and ${moved} moves by the person, ${list.length} moves in all`);
});

/** Waits until the person (White) is to act in backgammon: "double" (on roll, the cube theirs to
 * turn), "roll" (on roll, no double), "play" (dice to play) or "answer" (a double to take). */
async function backgammonPersonTurn(page) {
  return until(
    async () => {
      if (await page.locator('[data-testid="thinking"]').count()) return null;
      if (await page.locator('[data-testid="action-double"]').count()) return "double";
      if (await page.locator('[data-testid="action-roll"]').count()) return "roll";
      if (await page.locator('[data-testid="action-take"]').count()) return "answer";
      const status = await page.locator('[data-testid="status"]').textContent();
      if (/^White (to play|rolled)/.test(status.trim())) return "play";
      return null;
    },
    "the person's turn to come back",
    TURN_TIMEOUT,
  );
}

/** Plays the person's dice with the first legal clicks, then confirms. */
async function playDice(page) {
  for (let step = 0; step < 4; step++) {
    if (await page.locator('[data-testid="action-confirm"]').count()) break;
    const movable = page.locator("svg.board g.cell.movable");
    if (!(await movable.count())) break;
    await movable.first().click({ force: true });
    await page.locator("svg.board g.cell.dest").first().click({ force: true });
  }
  await press(page, "action-confirm");
}

test("dice ai: backgammon against the computer, it rolls, moves step by step and answers a double", async ({ newContext, base }, log) => {
  const page = await (await newContext()).newPage();
  await page.goto(base);
  await page.locator('[data-testid="vs-computer"][data-game="backgammon"]').click();
  await page.locator('svg.board[data-game="backgammon"]').waitFor();
  assert.equal(await page.locator('[data-testid="seat-1"]').inputValue(), "3", "Black is the computer");
  // What the move list holds whenever the "plays" line shows: it grows during the computer's play.
  await page.evaluate(() => {
    window.__whilePlaying = [];
    setInterval(() => {
      const line = document.querySelector('[data-testid="thinking"]');
      if (!line || !line.textContent.includes("(computer) plays")) return;
      window.__whilePlaying.push(document.querySelectorAll('[data-testid="move-list"] button.move').length);
    }, 40);
  });
  let answer = null;
  let played = 0;
  for (let turn = 0; turn < 12 && !answer; turn++) {
    const what = await backgammonPersonTurn(page);
    const before = (await moves(page)).length;
    // The person plays a turn first, then doubles when the cube is theirs to turn.
    if (what === "double" && played > 0) {
      await press(page, "action-double");
      await waitStatus(page, /White doubles|Black to (take|accept)|take or pass/i).catch(() => {});
      answer = await until(async () => {
        const list = await moves(page);
        return list.slice(before).find((m) => /^(take|pass)/i.test(m));
      }, "the computer's answer to the double", TURN_TIMEOUT);
      break;
    }
    if (what === "roll" || what === "double") await press(page, "action-roll");
    else if (what === "answer") await press(page, "action-take");
    else {
      await playDice(page);
      played += 1;
    }
    await until(async () => (await moves(page)).length > before, "the person's move to be played");
  }
  assert.ok(answer, "the person doubled and the computer answered");
  if (/^take/i.test(answer)) await waitStatus(page, /^White (to play|rolled)/);
  else await waitStatus(page, /^(White|Black) to play \d-\d/); // the computer starts the next game
  const counts = new Set(await page.evaluate(() => window.__whilePlaying));
  assert.ok(counts.size >= 2, `the computer's play was shown step by step (${[...counts]})`);
  const list = await moves(page);
  assert.ok(list.some((m) => /^\d-\d$/.test(m)), `the computer rolled: ${JSON.stringify(list)}`);
  log(`the computer answered the double: ${answer}; ${list.length} moves`);
});

test("dice ai: a backgammon hint marks the play and shows the engine's advice", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL("#/play/backgammon", base).href);
  await page.locator('svg.board[data-game="backgammon"]').waitFor();
  await waitStatus(page, /to play \d-\d/);
  const before = await moves(page);
  await press(page, "hint");
  const advice = page.locator('[data-testid="hint-advice"]');
  await advice.waitFor({ timeout: TURN_TIMEOUT });
  const text = (await advice.textContent()).trim();
  assert.match(text, /^Hint: \S+.*Win \d+(\.\d)?%/, text);
  assert.ok((await page.locator("svg.board g.cell.hint").count()) >= 2, "the play's points are marked");
  assert.deepEqual(await moves(page), before, "the hint is not played");
  // It goes with the next step.
  await page.locator("svg.board g.cell.movable").first().click({ force: true });
  await page.locator("svg.board g.cell.dest").first().click({ force: true });
  await until(async () => (await moves(page)).length > before.length, "the step");
  assert.equal(await advice.count(), 0);
  assert.equal(await page.locator("svg.board g.cell.hint").count(), 0);
});

test("dice ai: the hint's advice is worded in the page's language (Finnish)", async ({ newContext, base }) => {
  const page = await (await newContext({ locale: "fi-FI" })).newPage();
  await page.goto(new URL("#/play/backgammon", base).href);
  await page.locator('svg.board[data-game="backgammon"]').waitFor();
  await until(async () => (await page.locator('[data-testid="hint"]').count()) > 0, "the hint button");
  await until(async () => (await page.locator("svg.board g.cell.movable").count()) > 0, "the opening roll played");
  await press(page, "hint");
  const advice = page.locator('[data-testid="hint-advice"]');
  await advice.waitFor({ timeout: TURN_TIMEOUT });
  const text = (await advice.textContent()).trim();
  // Finnish words, a decimal comma and a space before the per cent sign; no English left.
  assert.match(text, /Voitto \d+,\d\u00a0%/, text);
  assert.doesNotMatch(text, /Win |lose gammon|\d\.\d/, text);
});
