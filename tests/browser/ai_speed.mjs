// A benchmark, not a test: how fast the engines search in the browser's Web Worker (wasm), side
// by side with the same search natively, and how long the top level takes a move in the page.
//
//   node tests/browser/ai_speed.mjs [--dist DIR] [--ms MS] [--runs N]
//
// The requests come from `ai_strength requests` (each game's start position, level 6), so both
// sides search the same positions. Native: `ai_strength speed`, built with the worker's own
// profile (opt-level 3; NATIVE_PROFILE=release for the page's "z"). In the browser: the built app's
// worker (the page's wasm, started by the script its <meta name="tabula-ai-worker"> names), each
// request sent `runs` times; the page measures the time from posting a request to its reply.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";

import { ROOT, serve, stopAllServers } from "./lib.mjs";

const { values: args } = parseArgs({
  options: {
    dist: { type: "string", default: path.join(ROOT, "dist") },
    ms: { type: "string", default: "1000" },
    runs: { type: "string", default: "3" },
  },
});
const dist = path.resolve(args.dist);
const runs = Number(args.runs);

function example(...rest) {
  return execFileSync("cargo", ["run", "--quiet", "--profile", process.env.NATIVE_PROFILE || "worker", "--example", "ai_strength", "--", ...rest], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** Median and range of a list of numbers. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
}

async function main() {
  if (!existsSync(path.join(dist, "index.html"))) {
    console.error(`no ${dist}/index.html: build the app first`);
    process.exit(2);
  }
  // "<slug> <request JSON>" lines.
  const lines = (text) => text.trim().split("\n").map((line) => [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1)]);
  const timed = lines(example("requests", args.ms));
  const ownTime = lines(example("requests"));
  // The native figures from the same positions, for as long (one line a game, in the same order).
  const native = timed.map(() => []);
  for (let i = 0; i < runs; i++) {
    const rates = [...example("speed", args.ms).matchAll(/(\d+) kN\/s/g)].map((m) => Number(m[1]));
    rates.forEach((rate, game) => native[game].push(rate));
  }

  const require = createRequire(path.join(ROOT, ".tools", "package.json"));
  const { chromium } = require("playwright-core");
  const server = await serve(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await (await browser.newContext({ serviceWorkers: "block" })).newPage();
    await page.goto(server.url);
    await page.locator("a.game-card").first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      // A fresh worker: nothing remembered from the requests before.
      window.__start = () => {
        window.__worker?.terminate();
        const meta = document.querySelector('meta[name="tabula-ai-worker"]');
        window.__worker = new Worker(meta.content, { type: "module" });
        return new Promise((resolve) => {
          window.__worker.addEventListener("message", (e) => JSON.parse(e.data) === "ready" && resolve(), { once: true });
        });
      };
      window.__ready = window.__start();
      window.__ask = (text) =>
        new Promise((resolve) => {
          const started = performance.now();
          window.__worker.addEventListener(
            "message",
            (e) => resolve({ reply: JSON.parse(e.data), roundTrip: performance.now() - started }),
            { once: true },
          );
          window.__worker.postMessage(text);
        });
    });
    await page.evaluate(() => window.__ready);
    const ask = (text) => page.evaluate((t) => window.__ask(t), text);

    console.log(`engine speed, start positions, level 6 for ${args.ms} ms, median of ${runs} (min-max)`);
    console.log(`  ${"game".padEnd(18)} ${"native kN/s".padStart(16)} ${"wasm kN/s".padStart(16)}  wasm/native`);
    for (const [index, [slug, text]] of timed.entries()) {
      const wasm = [];
      for (let i = 0; i < runs; i++) {
        const { reply: answer } = await ask(text);
        // The worker's replies: "ready", { done: answer } or { failed: ... } (src/worker/protocol.rs).
        const reply = answer.done;
        if (!reply) throw new Error(`${slug}: ${JSON.stringify(answer)}`);
        wasm.push(reply.nodes / reply.elapsed_ms);
      }
      const n = spread(native[index]);
      const w = spread(wasm);
      const cell = (s) => `${s.median.toFixed(0)} (${s.min.toFixed(0)}-${s.max.toFixed(0)})`.padStart(16);
      console.log(`  ${slug.padEnd(18)} ${cell(n)} ${cell(w)}  ${(w.median / n.median).toFixed(2)}`);
    }

    console.log(`level 6 in the page (its own time a move): time from request to reply, median of ${runs}`);
    for (const [slug, text] of ownTime) {
      const times = [];
      let depth = 0;
      for (let i = 0; i < runs; i++) {
        // The backgammon net remembers its answers, so a cube decision asked again would be
        // timed warm: each run of it gets a fresh worker.
        if (slug.startsWith("backgammon")) await page.evaluate(() => window.__start());
        const { reply, roundTrip } = await ask(text);
        times.push(roundTrip);
        depth = reply.done?.depth;
      }
      const t = spread(times);
      console.log(`  ${slug.padEnd(18)} ${t.median.toFixed(0)} ms (${t.min.toFixed(0)}-${t.max.toFixed(0)}), depth ${depth}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    stopAllServers();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
