// End-to-end tests of the draughts boards (English draughts, Tammi, Tama) in the release build:
// which side is drawn light, and the coordinates along the board's edges (issue 11, 2.1 and 2.11).
import assert from "node:assert/strict";

import { openGame, press, sq, test, waitStatus } from "./lib.mjs";

/** The piece on a cell: its seat, its colour class and the brightness (0-255) of its fill. */
async function pieceLook(page, cell) {
  return page.locator(`svg.board .piece[data-cell="${cell}"]`).evaluate((node) => {
    const fill = getComputedStyle(node.querySelector(".piece-body")).fill;
    const [r, g, b] = fill.match(/\d+/g).map(Number);
    const shade = node.classList.contains("light-piece") ? "light" : node.classList.contains("dark-piece") ? "dark" : "?";
    return { seat: node.getAttribute("data-seat"), shade, brightness: (r + g + b) / 3 };
  });
}

/** The seats whose pieces are drawn light and dark on the board now. */
async function shadesBySeat(page) {
  return page.locator("svg.board .piece[data-seat]").evaluateAll((nodes) => {
    const seen = { light: new Set(), dark: new Set() };
    for (const node of nodes) {
      const shade = node.classList.contains("light-piece") ? "light" : "dark";
      seen[shade].add(node.getAttribute("data-seat"));
    }
    return { light: [...seen.light].sort(), dark: [...seen.dark].sort() };
  });
}

test("draughts colours: White's pieces are light in Tammi, Tama and English draughts", async ({ newContext, base }) => {
  // issue 11, 2.1: this link drew White's man on b6 dark and Black's on h8 light.
  const tammi = await openGame(newContext, base, "#/play/tammi/W%3AWb6%3ABh8");
  await waitStatus(tammi, "White to move");
  const white = await pieceLook(tammi, sq("b6"));
  const black = await pieceLook(tammi, sq("h8"));
  assert.equal(white.shade, "light", JSON.stringify(white));
  assert.equal(black.shade, "dark", JSON.stringify(black));
  assert.ok(white.brightness > black.brightness + 100, `${JSON.stringify(white)} vs ${JSON.stringify(black)}`);

  // Tama: White (seat 0) starts, at the bottom, with the light pieces.
  const tama = await openGame(newContext, base, "#/play/tama");
  await waitStatus(tama, "White to move");
  assert.deepEqual(await shadesBySeat(tama), { light: ["0"], dark: ["1"] });
  assert.equal((await pieceLook(tama, sq("d2"))).shade, "light");

  // English draughts: Black (seat 0) starts with the dark pieces; White's are light.
  const english = await openGame(newContext, base, "#/play/english-draughts");
  await waitStatus(english, "Black to move");
  assert.deepEqual(await shadesBySeat(english), { light: ["1"], dark: ["0"] });
});

/** The coordinate labels drawn on the board: { text, x, y, edge } in SVG units. */
async function coordinates(page) {
  return page.locator("svg.board text.coordinate").evaluateAll((nodes) =>
    nodes.map((n) => ({
      text: n.textContent.trim(),
      x: Number(n.getAttribute("x")),
      y: Number(n.getAttribute("y")),
      edge: n.classList.contains("file") ? "file" : "rank",
    })),
  );
}

/** Checks that files a-h run along the bottom edge and ranks along the left edge, in order. */
function assertEdges(list, files, ranks, what) {
  const byX = (a, b) => a.x - b.x;
  const byY = (a, b) => b.y - a.y;
  const fileLabels = list.filter((c) => c.edge === "file");
  const rankLabels = list.filter((c) => c.edge === "rank");
  assert.deepEqual(fileLabels.sort(byX).map((c) => c.text), files, `${what}: file letters left to right`);
  assert.ok(fileLabels.every((c) => c.y > 700), `${what}: file letters on the bottom row`);
  assert.deepEqual(rankLabels.sort(byY).map((c) => c.text), ranks, `${what}: rank numbers bottom to top`);
  assert.ok(rankLabels.every((c) => c.x < 100), `${what}: rank numbers on the left column`);
}

test("draughts coordinates: Tammi and Tama name every file and rank along the edges", async ({ newContext, base }) => {
  // issue 11, 2.11: the names stood only on dark squares, so b, d, f, h and 2, 4, 6, 8 were missing.
  const files = ["a", "b", "c", "d", "e", "f", "g", "h"];
  const ranks = ["1", "2", "3", "4", "5", "6", "7", "8"];
  for (const slug of ["tammi", "tama"]) {
    const page = await openGame(newContext, base, `#/play/${slug}`);
    await waitStatus(page, "White to move");
    assertEdges(await coordinates(page), files, ranks, slug);
    assert.equal(await page.locator("svg.board text.square-number").count(), 0, `${slug}: no numbers inside the board`);
    if (slug === "tammi") {
      // Flipped, h is on the left and rank 8 at the bottom.
      await press(page, "flip");
      await page.waitForFunction(() =>
        [...document.querySelectorAll("svg.board text.coordinate.rank")].some((n) => n.textContent.trim() === "8" && Number(n.getAttribute("y")) > 700),
      );
      assertEdges(await coordinates(page), [...files].reverse(), [...ranks].reverse(), "tammi flipped");
    }
  }
  // English draughts keeps its square numbers, 1-32, and draws no letters.
  const english = await openGame(newContext, base, "#/play/english-draughts");
  await waitStatus(english, "Black to move");
  assert.equal(await english.locator("svg.board text.square-number").count(), 32);
  assert.equal(await english.locator("svg.board text.coordinate").count(), 0);
});
