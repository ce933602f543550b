// Runs the browser tests against a build of the app served on loopback, in headless Chromium.
//
//   node tests/browser/run.mjs [--dist DIR] [--only TEXT] [--result FILE]
//
// DIR defaults to dist/ (build it first: scripts/test does). Chromium is $CHROMIUM or
// /usr/bin/chromium, driven by playwright-core from .tools/node_modules (scripts/setup --test).
// Prints one line per test and "browser tests: N passed, M failed"; exits 1 if any failed.
// Artifacts of failed tests (screenshot, page HTML, errors) go to target/browser-tests/.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";

import { FAKE_CAMERA, ROOT, blankCamera, serve, stopAllServers, tests } from "./lib.mjs";
import "./app.test.mjs";
import "./games.test.mjs";
import "./camelot.test.mjs";
import "./backgammon.test.mjs";
import "./ui.test.mjs";
import "./ludo.test.mjs";
import "./draughts.test.mjs";
import "./ai.test.mjs";
import "./dice_ai.test.mjs";
import "./dice.test.mjs";
import "./links.test.mjs";
import "./friends.test.mjs";
import "./clock.test.mjs";
import "./editor.test.mjs";
import "./library.test.mjs";
import "./home.test.mjs";
import "./formats.test.mjs";
import "./import_games.test.mjs";
import "./a11y.test.mjs";
import "./look.test.mjs";
import "./first_board.test.mjs";
import "./i18n.test.mjs";
import "./keyboard.test.mjs";
import "./play_words.test.mjs";
import "./newcomer.test.mjs";
import "./keeping.test.mjs";
import "./phone.test.mjs";
import "./review.test.mjs";
import "./tutor.test.mjs";
import "./practice.test.mjs";
import "./handicap.test.mjs";

const TEST_TIMEOUT_MS = 90_000;
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // A camera that films a file the tests write (lib.mjs: showOnCamera), allowed without asking.
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  `--use-file-for-fake-video-capture=${FAKE_CAMERA}`,
];

const { values: args } = parseArgs({
  options: {
    dist: { type: "string", default: path.join(ROOT, "dist") },
    only: { type: "string" },
    result: { type: "string" },
  },
});
const dist = path.resolve(args.dist);
const artifacts = path.join(ROOT, "target", "browser-tests");

function loadPlaywright() {
  const require = createRequire(path.join(ROOT, ".tools", "package.json"));
  try {
    return require("playwright-core");
  } catch {
    console.error("playwright-core is missing: run scripts/setup --test");
    process.exit(2);
  }
}

function slug(name) {
  return name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").toLowerCase();
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main() {
  if (!existsSync(path.join(dist, "index.html"))) {
    console.error(`no ${path.join(dist, "index.html")}: build the app first (scripts/test does)`);
    process.exit(2);
  }
  const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    console.error(`no Chromium at ${executablePath}: run scripts/setup --test (or set CHROMIUM)`);
    process.exit(2);
  }
  const { chromium } = loadPlaywright();
  const server = await serve(dist);
  await blankCamera();
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  console.log(`browser tests: ${browser.version()} against ${server.url} (${dist})`);

  const selected = tests.filter((t) => !args.only || t.name.includes(args.only));
  const results = [];
  for (const t of selected) {
    const started = Date.now();
    const errors = [];
    const contexts = [];
    // An uncaught error in the page (a Rust panic, say) fails the test at once.
    let abort;
    const aborted = new Promise((_, reject) => {
      abort = reject;
    });
    aborted.catch(() => {});
    // `options` for Playwright's newContext, e.g. { locale: "fi-FI" } for the browser's language.
    // Pages ask for reduced motion unless a test says otherwise: a test that clicks through a
    // game should not race the pieces' slides (tests/browser/look.test.mjs checks the motion).
    const newContext = async (options = {}) => {
      const context = await browser.newContext({ serviceWorkers: "allow", reducedMotion: "reduce", ...options });
      context.setDefaultTimeout(20_000);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => {});
      const watch = (page) => {
        page.on("pageerror", (error) => {
          errors.push(`uncaught page error: ${error.message}`);
          abort(new Error("uncaught error in the page"));
        });
        page.on("console", (message) => {
          if (message.type() !== "error") return;
          const text = message.text();
          if (t.allowConsole.some((pattern) => pattern.test(text))) return;
          // Rust panics print a long wasm stack: the first lines say what happened.
          errors.push(`console error: ${text.split("\n").slice(0, 2).join(" ")}`);
        });
        page.on("crash", () => errors.push("the page crashed"));
      };
      context.on("page", watch);
      contexts.push(context);
      return context;
    };
    const notes = [];
    let failure;
    try {
      const run = t.fn({ browser, base: server.url, dist, newContext, serve }, (note) => notes.push(note));
      run.catch(() => {});
      await withTimeout(Promise.race([run, aborted]), TEST_TIMEOUT_MS, "the test");
      if (errors.length) failure = new Error("errors in the page");
    } catch (error) {
      failure = error;
    }
    if (failure) await saveArtifacts(t.name, contexts, failure, errors);
    for (const context of contexts) await context.close().catch(() => {});
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (failure) {
      console.log(`FAIL  ${t.name} (${seconds} s)`);
      const where = String(failure.stack || "").split("\n").filter((l) => /^\s+at /.test(l)).slice(0, 3);
      const detail = [...String(failure.message || failure).split("\n").slice(0, 10), ...where, ...errors.slice(0, 5)];
      for (const line of detail) console.log(`      ${line}`);
    } else {
      console.log(`ok    ${t.name} (${seconds} s)${notes.length ? ` [${notes.join("; ")}]` : ""}`);
    }
    results.push({ name: t.name, ok: !failure, seconds: Number(seconds), error: failure ? String(failure.message) : null });
  }

  await browser.close();
  await server.stop();
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`browser tests: ${passed} passed, ${failed} failed`);
  if (args.result) await writeFile(args.result, JSON.stringify({ passed, failed, results }, null, 2));
  return failed === 0 ? 0 : 1;
}

async function saveArtifacts(name, contexts, failure, errors) {
  try {
    await mkdir(artifacts, { recursive: true });
    let i = 0;
    for (const context of contexts) {
      for (const page of context.pages()) {
        const base = path.join(artifacts, `${slug(name)}-${i++}`);
        await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5_000 }).catch(() => {});
        const html = await page.content().catch(() => "");
        await writeFile(`${base}.html`, `<!-- ${page.url()} -->\n${html}`);
      }
    }
    await writeFile(path.join(artifacts, `${slug(name)}.txt`), `${failure.stack || failure}\n\n${errors.join("\n")}\n`);
  } catch {
    // Artifacts are a help, never a reason to fail differently.
  }
}

process.on("exit", stopAllServers);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAllServers();
    process.exit(130);
  });
}
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`browser tests could not run: ${error.stack || error}`);
    console.log("browser tests: 0 passed, 1 failed");
    process.exit(2);
  },
);
