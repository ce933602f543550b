// The Dice panel (issue 25, 4): every throw of the game on the page and of all games of its kind
// kept in this browser, counted per face (backgammon also per double) against fair dice, with the
// chi-square test in words. The counts are checked against the throws the move list shows.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { ROOT, moves, openGame, playBackgammonTurns, press, test, until, waitMoves, waitStatus } from "./lib.mjs";

const MAT = readFileSync(path.join(ROOT, "tests/data/gnubg_made/match-1-seed-2.mat"), "utf8");

/** Opens the panel (once its heading is there). */
async function openPanel(page) {
  await page.locator('[data-testid="dice-panel"] summary').click();
  await page.locator('[data-testid="dice-game"]').waitFor();
}

/** In one look at the page (so that a throw between two reads cannot split them): the move
 * list's texts, and each table of the panel as { caption, faces, doubles, expected, test }. */
async function snapshot(page) {
  return page.evaluate(() => {
    const list = [...document.querySelectorAll('[data-testid="move-list"] button.move[data-ply]')]
      .filter((b) => Number(b.dataset.ply) > 0)
      .map((b) => b.textContent.trim());
    const table = (testid) => {
      const node = document.querySelector(`table[data-testid="${testid}"]`);
      const cells = (row) => [...node.querySelectorAll(`tr[data-row="${row}"] td`)].map((td) => td.textContent.trim());
      return {
        caption: node.querySelector("caption").textContent.trim(),
        faces: cells("faces").map(Number),
        doubles: cells("doubles").map(Number),
        expected: [...cells("faces-expected"), ...cells("doubles-expected")],
        test: node.nextElementSibling.textContent.trim(),
      };
    };
    return { list, game: table("dice-game"), kept: table("dice-kept") };
  });
}

/** Faces and doubles of the throws a move list shows: backgammon's "3-1" and "Opening 3-1"
 * (which cannot be a double), Ludo's "Red rolls 4" and "Red rolls 4 for the start". */
function countThrows(list) {
  const faces = [0, 0, 0, 0, 0, 0];
  const doubles = [0, 0, 0, 0, 0, 0];
  let pairs = 0;
  for (const move of list) {
    const roll = /^(Opening )?(\d)-(\d)$/.exec(move);
    const throwOf = / rolls (\d)( for the start)?$/.exec(move);
    if (roll) {
      faces[roll[2] - 1] += 1;
      faces[roll[3] - 1] += 1;
      if (!roll[1]) {
        pairs += 1;
        if (roll[2] === roll[3]) doubles[roll[2] - 1] += 1;
      }
    } else if (throwOf) {
      faces[throwOf[1] - 1] += 1;
    }
  }
  return { faces, doubles, pairs, dice: faces.reduce((a, b) => a + b, 0) };
}

function sum(a, b) {
  return a.map((n, i) => n + b[i]);
}

/** Pearson's statistic, as the panel writes it (two places). */
function chiSquare(faces) {
  const expected = faces.reduce((a, b) => a + b, 0) / 6;
  return faces.reduce((total, seen) => total + (seen - expected) ** 2 / expected, 0).toFixed(2);
}

test("dice: backgammon's panel counts this game's rolls and the kept games', doubles apart", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  await waitStatus(page, /(White|Black) to play \d-\d/);
  await playBackgammonTurns(page, 2);
  await until(() => /\?id=[a-z0-9]+$/.test(page.url()), "the game to be kept");
  await openPanel(page);
  let seen = await snapshot(page);
  const first = countThrows(seen.list);
  assert.ok(first.dice >= 4, `the opening roll and one more: ${JSON.stringify(seen.list)}`);
  assert.deepEqual(seen.game.faces, first.faces, JSON.stringify(seen.list));
  assert.deepEqual(seen.game.doubles, first.doubles, JSON.stringify(seen.list));
  assert.equal(seen.game.caption, `This game (dice thrown: ${first.dice})`);
  assert.deepEqual(seen.game.expected, [(first.dice / 6).toFixed(1), (first.pairs / 36).toFixed(1)]);
  assert.equal(seen.game.test, "Too few dice for the chi-square test yet: it needs 30.");
  // The game's own kept entry is not counted a second time.
  assert.deepEqual(seen.kept.faces, first.faces);
  assert.equal(seen.kept.caption, `All games kept in this browser (dice thrown: ${first.dice})`);

  // A roll after the panel opened counts in both.
  await playBackgammonTurns(page, 1);
  seen = await snapshot(page);
  const more = countThrows(seen.list);
  assert.ok(more.dice > first.dice);
  assert.deepEqual(seen.game.faces, more.faces);
  assert.deepEqual(seen.kept.faces, more.faces);
  assert.deepEqual(seen.kept.doubles, more.doubles);

  // A new game: the panel shows its opening roll alone, the kept games both games' rolls.
  await press(page, "new-game");
  await waitMoves(page, 1);
  seen = await snapshot(page);
  const second = countThrows(seen.list);
  assert.equal(second.dice, 2, JSON.stringify(seen.list));
  assert.deepEqual(seen.game.faces, second.faces);
  assert.deepEqual(seen.kept.faces, sum(more.faces, second.faces));
  assert.deepEqual(seen.kept.doubles, more.doubles, "an opening roll is never a double");
  // Closed and opened again, the kept games are read afresh: the same counts.
  await page.locator('[data-testid="dice-panel"] summary').click();
  await openPanel(page);
  assert.deepEqual((await snapshot(page)).kept.faces, sum(more.faces, second.faces));
});

test("dice: an imported backgammon game's 44 rolls get the chi-square test, in words", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/backgammon");
  await page.locator("details.transfer summary").click();
  await page.locator('[data-testid="import-text"]').fill(MAT);
  await press(page, "import");
  await until(async () => countThrows(await moves(page)).dice === 88, "the imported game's 44 rolls");
  await openPanel(page);
  const seen = await snapshot(page);
  const counted = countThrows(seen.list);
  assert.equal(counted.dice, 88, JSON.stringify(seen.list));
  assert.deepEqual(seen.game.faces, counted.faces);
  assert.deepEqual(seen.game.doubles, counted.doubles);
  const test = /^Chi-square test: (\d+\.\d\d), p ([=<]) (\d\.\d{3})\. (.*)$/.exec(seen.game.test);
  assert.ok(test, seen.game.test);
  assert.equal(test[1], chiSquare(counted.faces));
  const p = Number(test[3]);
  const band =
    test[2] === "<" ? "Far less even" : p >= 0.05 ? "As even" : p >= 0.001 ? "Less even" : "Far less even";
  assert.ok(test[4].startsWith(band), `p ${test[2]} ${p}: ${test[4]}`);
  // The kept games: this one, and the game the page opened with before the import.
  assert.ok(seen.kept.faces.reduce((a, b) => a + b, 0) >= 88, seen.kept.caption);
});

/** Plays Ludo by hand (both colours people) until `throws` throws are in the move list. */
async function throwLudo(page, throws) {
  const roll = page.locator('[data-testid="roll"]');
  const movable = page.locator("svg.board g.cell.movable");
  for (let step = 0; step < 60; step++) {
    const list = await moves(page);
    if (countThrows(list).dice >= throws && (await roll.count())) return;
    const before = await page.locator("button.move[data-ply]").count();
    const what = await until(async () => ((await roll.count()) ? "roll" : (await movable.count()) ? "move" : null), "a throw or a move to make");
    if (what === "roll") {
      await press(page, "roll");
    } else {
      await movable.first().click();
      await page.locator("svg.board g.cell.dest").first().click();
    }
    await until(async () => (await page.locator("button.move[data-ply]").count()) > before, "the throw or move recorded");
  }
  throw new Error("Ludo did not come to the throws wanted");
}

test("dice: Ludo's panel counts every throw, those for the start too", async ({ newContext, base }) => {
  const page = await openGame(newContext, base, "#/play/ludo");
  await openPanel(page);
  await throwLudo(page, 8);
  const seen = await snapshot(page);
  const counted = countThrows(seen.list);
  assert.ok(counted.dice >= 8, JSON.stringify(seen.list));
  assert.ok(seen.list.some((m) => / for the start$/.test(m)), JSON.stringify(seen.list));
  assert.deepEqual(seen.game.faces, counted.faces, JSON.stringify(seen.list));
  assert.deepEqual(seen.kept.faces, counted.faces);
  assert.deepEqual(seen.game.doubles, [], "one die: no doubles row");
  assert.deepEqual(seen.game.expected, [(counted.dice / 6).toFixed(1)]);
});

test("dice: the panel is worded in the page's language (Finnish)", async ({ newContext, base }) => {
  const page = await (await newContext({ locale: "fi-FI" })).newPage();
  await page.goto(new URL("#/play/ludo", base).href);
  await page.locator("svg.board").waitFor();
  await until(async () => (await page.locator('[data-testid="dice-panel"] summary').textContent()).trim() === "Nopat", "the Finnish heading");
  await openPanel(page);
  const seen = await snapshot(page);
  assert.match(seen.game.caption, /^Tämä peli \(heitettyjä noppia: \d+\)$/);
  assert.match(seen.kept.caption, /^Kaikki tähän selaimeen tallennetut pelit \(heitettyjä noppia: \d+\)$/);
  assert.equal(seen.game.test, "Liian vähän noppia khiin neliö -testiin: se tarvitsee 30.");
  const rows = await page.locator('table[data-testid="dice-game"] th[scope="row"]').allTextContents();
  assert.deepEqual(rows, ["Kertaa", "Odotettu"]);
});
