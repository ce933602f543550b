// The page's language (issue 15, 1): it follows the browser, can be changed on every page and is
// remembered; Arabic turns the page right to left while the boards keep their orientation.
import assert from "node:assert/strict";

import { sq, test, until } from "./lib.mjs";

const PAGES = ["#/", "#/play/chess", "#/rules/backgammon", "#/games", "#/edit/ludo"];

/** The settings bar's language label, the one word every page shows. */
async function languageLabel(page) {
  const label = page.locator("nav.settings-bar .setting-name").first();
  await label.waitFor();
  return (await label.textContent()).trim();
}

async function chooseLanguage(page, code) {
  await page.locator('[data-testid="language"]').selectOption(code);
  await until(async () => (await page.evaluate(() => document.documentElement.lang)).startsWith(code), `lang=${code}`);
}

test("language: follows the browser's language on a first visit", async ({ newContext, base }) => {
  const page = await (await newContext({ locale: "fi-FI" })).newPage();
  await page.goto(new URL("#/", base).href);
  await until(async () => (await languageLabel(page)) === "Kieli", "the Finnish label");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fi");
  assert.equal(await page.locator('[data-testid="language"]').inputValue(), "fi");
  // A browser language we do not speak falls back to English.
  const other = await (await newContext({ locale: "ja-JP" })).newPage();
  await other.goto(new URL("#/", base).href);
  assert.equal(await languageLabel(other), "Language");
});

test("language: can be changed on every page and is remembered after a reload", async ({ newContext, base }) => {
  const page = await (await newContext({ locale: "en-GB" })).newPage();
  for (const [i, hash] of PAGES.entries()) {
    await page.goto(new URL(hash, base).href);
    const code = i % 2 === 0 ? "fi" : "en";
    await chooseLanguage(page, code);
    assert.equal(await languageLabel(page), code === "fi" ? "Kieli" : "Language", hash);
  }
  await chooseLanguage(page, "fi");
  await page.reload();
  await until(async () => (await languageLabel(page)) === "Kieli", "Finnish after a reload");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fi");
});

test("language: Arabic is right to left, and the chess board keeps its orientation", async ({ newContext, base }) => {
  const page = await (await newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(new URL("#/play/chess", base).href);
  await page.locator("svg.board").waitFor();
  const squareX = async (name) => (await page.locator(`svg.board g.cell[data-cell="${sq(name)}"]`).first().boundingBox()).x;
  const before = { a1: await squareX("a1"), h1: await squareX("h1") };
  const barLtr = await page.locator("nav.settings-bar").boundingBox();
  const firstSettingLtr = await page.locator("nav.settings-bar .setting").first().boundingBox();

  await chooseLanguage(page, "ar");
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).direction), "rtl");
  // The page mirrors: the settings bar's first item moves from the start (left) to the start (right).
  const firstSettingRtl = await page.locator("nav.settings-bar .setting").first().boundingBox();
  const barRtl = await page.locator("nav.settings-bar").boundingBox();
  const leftGap = (box, bar) => box.x - bar.x;
  const rightGap = (box, bar) => bar.x + bar.width - (box.x + box.width);
  assert.ok(leftGap(firstSettingLtr, barLtr) < rightGap(firstSettingLtr, barLtr), "left to right: first setting on the left");
  assert.ok(rightGap(firstSettingRtl, barRtl) < leftGap(firstSettingRtl, barRtl), "right to left: first setting on the right");
  // The board does not mirror: a1 stays left of h1, and the move notation stays SAN.
  const after = { a1: await squareX("a1"), h1: await squareX("h1") };
  assert.ok(after.a1 < after.h1, `a1 (${after.a1}) left of h1 (${after.h1}) in Arabic`);
  assert.ok(before.a1 < before.h1);
  await page.locator(`svg.board g.cell[data-cell="${sq("e2")}"]`).first().click();
  await page.locator(`svg.board g.cell[data-cell="${sq("e4")}"]`).first().click();
  await until(async () => (await page.locator("button.move").allTextContents()).some((t) => t.includes("e4")), "e4 in the move list");
  await page.reload();
  await page.locator("svg.board").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl", "Arabic remembered");
});
