// Accessibility (issue 15): axe-core on the home page and on the play and rules pages of every
// game, in English and Arabic (right to left), with a light and a dark system theme. A serious or
// critical violation fails the test, listed with its rule, impact, elements and axe's summary.
//
// One page per test, moved between pages by the address's hash (no reload), so axe is loaded
// once; each language and theme is its own test to keep each within the runner's time limit.
import assert from "node:assert/strict";
import path from "node:path";
import { existsSync } from "node:fs";

import { ROOT, test, until } from "./lib.mjs";

const AXE = path.join(ROOT, ".tools", "node_modules", "axe-core", "axe.min.js");
const GAMES = ["english-draughts", "tammi", "tama", "chess", "backgammon", "ludo", "camelot"];
const PREFS_KEY = "tabula.v1.page";

/** Every page to check: [hash, a selector that is there once the page is drawn]. The issue
 *  names home, play and rules; My games and the editors are checked too (the play pages come
 *  first, so My games lists their games). */
function pages() {
  const list = [["#/", "a.game-card"]];
  for (const game of GAMES) {
    // main.play: the home page's cards draw small boards too.
    list.push([`#/play/${game}`, `main.play svg.board[data-game="${game}"]`]);
    list.push([`#/rules/${game}`, "main.rules .rules-section"]);
    list.push([`#/edit/${game}`, `main.editor[data-game="${game}"] svg`]);
  }
  list.push(["#/games", "main.my-games .game-entry"]);
  // A game with a friend on another device (issue 26), and the page that joins one in the room.
  list.push(["#/play/backgammon?friend=new", "main.play [data-testid=friend-panel]"]);
  list.push(["#/join", "main.join [data-testid=live-panel]"]);
  return list;
}

/** One line per violation: the page, the rule, the elements (a few), and what is wrong with the
 *  first of them. Kept short: the runner prints the first lines of a failure. */
function describe(hash, violation) {
  const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
  const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : "";
  const first = violation.nodes[0] || {};
  const why = (first.failureSummary || "").split("\n").slice(1, 2).join(" ").trim();
  return `${hash} ${violation.id} (${violation.impact}): ${targets.join(", ")}${more}: ${why}`;
}

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page) {
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

for (const lang of ["en", "ar"]) {
  for (const scheme of ["light", "dark"]) {
    test(`a11y: axe finds nothing serious on every page (${lang}, ${scheme})`, async ({ newContext, base }) => {
      assert.ok(existsSync(AXE), `no ${AXE}: run scripts/setup --test`);
      const context = await newContext();
      // Before any of the app's scripts: the language chosen, axe loaded into every document.
      await context.addInitScript(
        ([key, value]) => location.protocol.startsWith("http") && localStorage.setItem(key, value),
        [PREFS_KEY, JSON.stringify({ lang })],
      );
      await context.addInitScript({ path: AXE });
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.goto(new URL("#/", base).href);
      await page.locator("a.game-card").first().waitFor();
      const dir = lang === "ar" ? "rtl" : "ltr";
      await until(
        () => page.evaluate(([l, d]) => document.documentElement.lang.startsWith(l) && document.documentElement.dir === d, [lang, dir]),
        `<html lang=${lang} dir=${dir}>`,
      );
      // The system's dark theme is followed: the page's background is dark (its luminance low).
      const dark = await page.evaluate(() => {
        // The body's background, or the root's where the body has none (transparent).
        const paint = (el) => getComputedStyle(el).backgroundColor.match(/[\d.]+/g).map(Number);
        const body = paint(document.body);
        const [r, g, b] = body.length === 4 && body[3] === 0 ? paint(document.documentElement) : body;
        return r + g + b < 3 * 96;
      });
      assert.equal(dark, scheme === "dark", `the ${scheme} system theme shows`);

      const failures = [];
      for (const [hash, ready] of pages()) {
        await page.evaluate((h) => {
          location.hash = h;
        }, hash);
        await page.locator(ready).first().waitFor();
        // Nothing mid-animation: axe measures colours as they are painted.
        await until(
          () => page.evaluate(() => document.getAnimations().every((a) => a.playState !== "running")),
          "animations to finish",
          5_000,
        ).catch(() => {});
        // Folded parts (players, game options, import and export) are checked open.
        await page.evaluate(() => document.querySelectorAll("main details").forEach((d) => (d.open = true)));
        const found = await seriousViolations(page);
        failures.push(...found.map((violation) => describe(hash, violation)));
      }
      assert.equal(failures.length, 0, `axe violations (${lang}, ${scheme}):\n${failures.join("\n")}`);
    });
  }
}
