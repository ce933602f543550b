// How long the page's review takes in the browser's worker (issue 25: a 40-move chess game in at
// most 20 s at quick, a backgammon game of 60 decisions in at most 20 s). A benchmark that
// prints figures, not a test: run it by hand after building dist/.
//
//   node tests/browser/review_speed.mjs [--dist DIR] [--runs N]
//
// Chess: a game of 39 moves each (78 plies), opened as a link. Backgammon: the
// first game of a seeded gnubg match (tests/data/gnubg_made), pasted into the import box.
// Each is reviewed at quick from a fresh page, `runs` times; the median and range are printed.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";

import { ROOT, serve } from "./lib.mjs";

const { values: args } = parseArgs({
  options: {
    dist: { type: "string", default: path.join(ROOT, "dist") },
    runs: { type: "string", default: "3" },
  },
});
const dist = path.resolve(args.dist);

// 39 moves each: a Ruy Lopez opening and middle game into an ending (checked legal with
// python-chess), enough to give the review positions of every kind.
const CHESS = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6 Nc4 Nxc4 Bxc4 Nb6 Ne5 Rae8 Bxf7+ Rxf7 Nxf7 Rxe1+ Qxe1 Kxf7 Qe3 Qg5 Qxg5 hxg5 b3 Ke6 a3 Kd6 axb4 cxb4 Ra5 Nd5 f3 Bc8 Kf2 Bf5 Ra7 g6 Ra6+ Kc5 Ke1 Nf4 g3 Nxh3 Kd2 Kb5";
const START = encodeURIComponent("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)].toFixed(1)} s (${sorted[0].toFixed(1)}-${sorted.at(-1).toFixed(1)})`;
}

async function reviewTime(page) {
  const started = Date.now();
  await page.getByTestId("review").click();
  await page.getByTestId("review-summary").waitFor({ timeout: 300_000 });
  return (Date.now() - started) / 1000;
}

async function main() {
  if (!existsSync(path.join(dist, "index.html"))) {
    console.error(`no ${dist}/index.html: build the app first`);
    process.exit(2);
  }
  const mat = readFileSync(path.join(ROOT, "tests/data/gnubg_made/match-1-seed-2.mat"), "utf8");
  const require = createRequire(path.join(ROOT, ".tools", "package.json"));
  const { chromium } = require("playwright-core");
  const server = await serve(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const chess = [];
  const backgammon = [];
  let decisions = 0;
  try {
    for (let run = 0; run < Number(args.runs); run++) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto(new URL(`#/play/chess/${START}?moves=${CHESS.split(" ").join("+")}`, server.url).href);
      await page.locator("svg.board").waitFor({ timeout: 30_000 });
      chess.push(await reviewTime(page));
      await page.goto(new URL("#/play/backgammon", server.url).href);
      await page.locator("svg.board").waitFor();
      await page.locator("details.transfer summary").click();
      await page.locator('[data-testid="import-text"]').fill(mat);
      await page.getByTestId("import").click();
      await page.waitForFunction(() => document.querySelectorAll(".moves-panel tr").length > 10);
      backgammon.push(await reviewTime(page));
      // Decisions judged: the backgammon summary counts none directly; the move list's turns
      // are the plays and cube actions.
      decisions = await page.locator(".moves-panel tr").count();
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`chess, ${CHESS.split(" ").length} plies, quick: ${spread(chess)}`);
  console.log(`backgammon, match-1-seed-2 (${decisions} turns on the list), quick: ${spread(backgammon)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
