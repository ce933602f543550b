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
  await until(() => page.url().endsWith("#/play/ludo"), "the address to point at the saved game");
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
  log(`${throws} throws and ${moved} moves by the person, ${list.length} moves in all`);
});
