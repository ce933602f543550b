// What a newcomer still hit (issue 24), each defect by name, on a phone where it was on a phone.
import assert from "node:assert/strict";

import { DRAUGHTS, PHONE, board, play, sq, test, until, waitMoves, waitStatus } from "./lib.mjs";

const scrollY = (page) => page.evaluate(() => window.scrollY);

test("scroll: a page opened from the scrolled home page starts at its top; back returns where the person was", async ({ newContext, base }) => {
  const page = await (await newContext(PHONE)).newPage();
  await page.goto(base);
  const camelot = page.locator('a.game-card[data-game="camelot"]');
  await camelot.waitFor();
  await camelot.scrollIntoViewIfNeeded();
  const offset = await scrollY(page);
  assert.ok(offset > 300, `the home page scrolled down to Camelot's card (${offset} px)`);

  await camelot.click();
  await page.locator('svg.board[data-game="camelot"]').waitFor();
  await until(async () => (await scrollY(page)) === 0, "the play page at its top");
  const top = await page.locator("svg.board").evaluate((b) => b.getBoundingClientRect().top);
  assert.ok(top >= 0, `the top of the board is on the screen (${top} px)`);

  await page.goBack();
  await camelot.waitFor();
  await until(async () => Math.abs((await scrollY(page)) - offset) < 2, `the home page back at ${offset} px`);

  // A rules page opens at the top of its text, whatever the page before it.
  await page.locator('a.rules-link[href="#/rules/ludo"]').scrollIntoViewIfNeeded();
  assert.ok((await scrollY(page)) > 300, "the home page scrolled to Ludo's card");
  await page.locator('a.rules-link[href="#/rules/ludo"]').click();
  await page.locator("main.rules").waitFor();
  await until(async () => (await scrollY(page)) === 0, "the rules page at its top");
});

test("my games: Escape cancels a rename, and the name stays", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(`#/play/${DRAUGHTS}`, base).href);
  await board(page);
  await play(page, 11, 15);
  await waitMoves(page, 1);
  await until(() => /\?id=/.test(page.url()), "the game kept in My games");
  await page.goto(new URL("#/games", base).href);
  const row = page.locator('[data-testid="game-entry"]').first();
  const name = page.locator('[data-testid="entry-name"]').first();
  await name.waitFor();
  const before = (await name.textContent()).trim();

  await row.locator('[data-testid="rename-entry"]').click();
  const input = row.locator('[data-testid="rename-input"]');
  // The field has the keyboard at once: typing goes into it, Escape leaves it.
  await until(() => input.evaluate((el) => el === document.activeElement), "the name field focused");
  await page.keyboard.type("Not this name");
  await page.keyboard.press("Escape");
  await until(async () => (await input.count()) === 0, "the rename closed");
  assert.equal((await name.textContent()).trim(), before, "the name unchanged");
});

test("console: a first visit and a reload log nothing at all, warnings included", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  const logged = [];
  page.on("console", (message) => logged.push(`${message.type()}: ${message.text()}`));
  await page.goto(base);
  await page.locator("a.game-card").first().waitFor();
  await page.reload();
  await page.locator("a.game-card").first().waitFor();
  await page.goto(new URL("#/play/chess", base).href);
  await page.locator('svg.board[data-game="chess"]').waitFor();
  // The service worker's install and the wasm's preload run in the background: give them time.
  await new Promise((r) => setTimeout(r, 1500));
  assert.deepEqual(logged, [], "the console stays clean");
});

test("home: the page says what Tabula is now: the computer from beginner to master, or together", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(base);
  const tagline = page.locator("p.tagline");
  await tagline.waitFor();
  assert.match(await tagline.textContent(), /the computer, from beginner to master, or together/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  assert.match(description, /against the computer/);
  assert.doesNotMatch(description, /for two/);
  const manifest = await (await page.request.get(new URL("manifest.webmanifest", base).href)).json();
  assert.equal(manifest.description, description, "the web app's description is the page's");

  const finnish = await (await newContext({ locale: "fi-FI" })).newPage();
  await finnish.goto(base);
  await finnish.locator("p.tagline").waitFor();
  assert.match(await finnish.locator("p.tagline").textContent(), /tietokonetta vastaan/);
});

/** How far down the screen the first piece of `seat` is drawn. */
const seatY = (page, seat) =>
  page.locator(`svg.board .piece[data-seat="${seat}"]`).first().evaluate((p) => p.getBoundingClientRect().y);

test("orientation: against the computer the person's side is at the bottom, and Flip still turns the board", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(base);
  // English draughts' "You vs computer": the person plays Black, whose men start at the top.
  await page.locator(`a.vs-computer[data-game="${DRAUGHTS}"]`).click();
  await board(page);
  await until(async () => (await seatY(page, 0)) > (await seatY(page, 1)), "Black's men, the person's, at the bottom");
  await page.locator('[data-testid="flip"]').click();
  await until(async () => (await seatY(page, 0)) < (await seatY(page, 1)), "Flip turns the board");

  // Chess as Black, from a link that gives White to the computer.
  const chess = await (await newContext()).newPage();
  await chess.goto(new URL("#/play/chess?ai=0:1", base).href);
  await chess.locator('svg.board[data-game="chess"]').waitFor();
  await until(async () => (await seatY(chess, 1)) > (await seatY(chess, 0)), "Black's pieces, the person's, at the bottom");
});

/** Taps the middle of a chess square with the touchscreen. */
async function tapSquare(page, name) {
  const square = await page.locator(`svg.board g.cell[data-cell="${sq(name)}"] rect.square`).boundingBox();
  await page.touchscreen.tap(square.x + square.width / 2, square.y + square.height / 2);
}

test("promotion: on a phone the tap that opens the chooser chooses nothing; a knight, rook or bishop is tapped", async ({ newContext, base }) => {
  const fen = "8/4P3/8/8/8/8/k7/7K w - - 0 1";
  for (const [piece, move] of [["knight", "e8=N"], ["rook", "e8=R"], ["bishop", "e8=B"]]) {
    const page = await (await newContext(PHONE)).newPage();
    await page.goto(new URL(`#/play/chess/${encodeURIComponent(fen)}`, base).href);
    await page.locator('svg.board[data-game="chess"]').waitFor();
    const chooser = page.locator('[data-testid="chooser"]');
    await tapSquare(page, "e7");
    await tapSquare(page, "e8");
    await chooser.waitFor();
    // The same tap's click must not land on the queen drawn over e8.
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await page.locator('[data-testid="move-list"] button.move').count(), 0, "nothing played yet");
    const box = await chooser.locator("button.choice", { hasText: move }).boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    assert.deepEqual(await waitMoves(page, 1), [move], `a ${piece} by a tap`);
    await page.context().close();
  }
});

test("players: the panel stays open when its last computer seat is given to a person", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(`#/play/${DRAUGHTS}?ai=1:2`, base).href);
  await board(page);
  const panel = page.locator("details.seats");
  assert.equal(await panel.evaluate((d) => d.open), true, "open against the computer");
  await page.locator('[data-testid="seat-1"]').selectOption("person");
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(await panel.evaluate((d) => d.open), true, "still open with two people");
  await page.locator('[data-testid="seat-1"]').selectOption("3");
  assert.equal(await panel.evaluate((d) => d.open), true);
});

test("rtl: in Arabic the Undo and Redo arrows point outward, away from their labels", async ({ newContext, base }) => {
  for (const [locale, rtl] of [["en-GB", false], ["ar", true]]) {
    const page = await (await newContext({ locale })).newPage();
    await page.goto(new URL(`#/play/${DRAUGHTS}`, base).href);
    await board(page);
    for (const [testid, outward] of [["undo", "start"], ["redo", "end"]]) {
      const { arrow, label, flipped } = await page.locator(`[data-testid="${testid}"]`).evaluate((button) => {
        const span = button.querySelector(".arrow");
        const box = button.getBoundingClientRect();
        const at = span.getBoundingClientRect();
        return {
          arrow: at.left + at.width / 2 - (box.left + box.width / 2),
          label: span.textContent.trim(),
          flipped: getComputedStyle(span).transform !== "none",
        };
      });
      // On screen: the start is left in English, right in Arabic.
      const side = (outward === "start") !== rtl ? "left" : "right";
      assert.equal(arrow < 0 ? "left" : "right", side, `${locale} ${testid}: the arrow on the ${side}`);
      // ◀ points left unless mirrored; ▶ points right unless mirrored: outward means toward `side`.
      const points = (label === "◀") !== flipped ? "left" : "right";
      assert.equal(points, side, `${locale} ${testid}: the arrow points ${side}, outward`);
    }
    await page.context().close();
  }
});

test("ludo: finished pieces do not overlap in the centre, and the die is empty while a colour is to throw", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL("#/play/ludo/L2.RBYG.45,45,1,0:45,0,0,0:45,45,0,0:45,45,45,0.r0.3.-.-", base).href);
  await page.locator('svg.board[data-game="ludo"]').waitFor();
  const discs = await page.locator('svg.board .piece[data-cell="300"] circle').evaluateAll((circles) =>
    circles.map((c) => {
      const box = c.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2 };
    }),
  );
  assert.equal(discs.length, 4, "a group for each colour");
  for (let i = 0; i < discs.length; i++) {
    for (let j = i + 1; j < discs.length; j++) {
      const [a, b] = [discs[i], discs[j]];
      assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= a.r + b.r, `groups ${i} and ${j} apart`);
    }
  }
  // Red is to throw: the last throw is not shown as if it were Red's.
  assert.equal(await page.locator("svg.board .ludo-die").count(), 0, "no die before the throw");
  await page.locator('[data-testid="roll"]').click();
  await page.locator("svg.board .ludo-die").waitFor();
});

const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.testid ?? document.activeElement?.tagName);

test("keyboard: in backgammon focus stays on the board after Confirm, R rolls, and the help names the shortcuts", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL("#/play/backgammon", base).href);
  await page.locator('svg.board[data-game="backgammon"]').waitFor();
  await waitStatus(page, /(White|Black) to play \d-\d/);
  const dice = await page.locator("svg.board .dice .die").evaluateAll((n) => n.map((d) => Number(d.dataset.die)));
  await page.locator('[data-testid="move-entry-text"]').fill(`8/${8 - dice[0]} 8/${8 - dice[1]}`);
  await page.keyboard.press("Enter");
  await page.locator('[data-testid="action-confirm"]').click();
  await page.locator('[data-testid="action-roll"]').waitFor();
  assert.equal(await focused(page), "board-keys", "the keyboard is back on the board after Confirm");
  // R rolls with the board focused, as in Ludo.
  await page.keyboard.press("r");
  await page.locator('[data-testid="action-roll"]').waitFor({ state: "detached" });
  await waitStatus(page, /(White|Black) to play \d-\d/);
  assert.equal(await focused(page), "board-keys");
  const help = await page.locator("#board-keys-help").textContent();
  assert.match(help, /F turns the board round and R rolls/);
  assert.match(help, /Left and Right arrow keys step back and forward through the game/);
});

test("language: one chosen offline that was never loaded says it needs a connection, and the page keeps its language", async ({ newContext, base }) => {
  const context = await newContext({ locale: "en-GB" });
  const page = await context.newPage();
  const logged = [];
  page.on("console", (message) => logged.push(`${message.type()}: ${message.text()}`));
  await page.goto(base);
  await page.locator("a.game-card").first().waitFor();
  await context.setOffline(true);
  await page.locator('[data-testid="language"]').selectOption("fi");
  const message = page.locator('[data-testid="language-unavailable"]');
  await message.waitFor();
  assert.match(await message.textContent(), /could not be loaded: a language needs a connection/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  assert.equal(await page.locator('[data-testid="language"]').inputValue(), "en", "the choice shows the language kept");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("tabula.v1.page") || "{}").lang);
  assert.equal(stored, "en", "the next load does not ask for Finnish again");
  assert.deepEqual(logged.filter((l) => !l.startsWith("error: Failed to load resource")), [], "nothing else logged");
  // Online again, Finnish loads and the message goes.
  await context.setOffline(false);
  await page.locator('[data-testid="language"]').selectOption("fi");
  await until(async () => (await page.evaluate(() => document.documentElement.lang)) === "fi", "Finnish");
  assert.equal(await message.count(), 0);
}, { allowConsole: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

test("motion: a capture of several legs slides leg by leg, and each piece taken fades as it is jumped", async ({ newContext, base }) => {
  const context = await newContext();
  await context.addInitScript(() => {
    if (location.protocol.startsWith("http")) localStorage.setItem("tabula.v1.page", JSON.stringify({ motion: "on" }));
  });
  const page = await context.newPage();
  // Tama: White's king on a2 takes c2 and d3, a2xd2xd4.
  await page.goto(new URL(`#/play/tama/${encodeURIComponent("W:WKa2,h2:Bc2,d3,h7")}`, base).href);
  await page.locator('svg.board[data-game="tama"]').waitFor();
  const click = (name) => page.locator(`svg.board g.cell[data-cell="${sq(name)}"]`).first().click();
  await click("a2");
  await click("d4");
  const frames = await until(
    () =>
      page.evaluate(() => {
        const copy = document.querySelector("svg.board .sliding");
        const animation = copy?.getAnimations()[0];
        return animation?.effect.getKeyframes().map((k) => k.transform);
      }),
    "the king to slide",
  );
  const offsets = frames.map((f) => /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(f).slice(1).map(Number));
  assert.equal(offsets.length, 3, `a2, d2, d4: ${frames}`);
  const [[ax, ay], [dx, dy]] = offsets;
  assert.ok(ax < -1 && Math.abs(ay - dy) < 1, `from a2, on d2's rank: ${frames}`);
  assert.ok(Math.abs(dx) < 1 && dy > 1, `then straight up d-file from d2: ${frames}`);
  const delays = await page.evaluate(() =>
    [...document.querySelectorAll("svg.board .fading")].map((c) => c.getAnimations()[0]?.effect.getTiming().delay),
  );
  assert.deepEqual(delays.sort((a, b) => a - b), [0, 200], "c2 fades on the first leg, d3 on the second");
});

test("move list: a table with aligned columns (number, first move, second move); backgammon names each turn's side", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(`#/play/${DRAUGHTS}`, base).href);
  await board(page);
  for (const [from, to] of [[11, 15], [23, 19], [9, 14]]) {
    await play(page, from, to);
  }
  await waitMoves(page, 3);
  const rows = await page.locator('table[data-testid="move-list"] tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((c) => ({ tag: c.tagName, text: c.textContent.trim(), x: Math.round(c.getBoundingClientRect().x) }))),
  );
  assert.deepEqual(rows.map((r) => r.map((c) => c.text)), [["1.", "11-15", "23-19"], ["2.", "9-14"]]);
  assert.equal(rows[0][0].tag, "TH", "the number heads its row");
  assert.equal(rows[0][1].x, rows[1][1].x, "first moves in one column");

  const backgammon = await (await newContext()).newPage();
  await backgammon.goto(new URL("#/play/backgammon", base).href);
  await waitStatus(backgammon, /(White|Black) to play \d-\d/);
  const side = /(White|Black) to play/.exec(await backgammon.locator('[data-testid="status"]').textContent())[1];
  const label = await backgammon.locator('table[data-testid="move-list"] th.move-number').first().textContent();
  assert.equal(label.trim(), `1. ${side}`, "the opening turn is named by its side");
});

test("files: a game against the computer, exported and imported in a fresh browser, comes back with its computer seat", async ({ newContext, base }) => {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(`#/play/${DRAUGHTS}?ai=1:2`, base).href);
  await board(page);
  await play(page, 11, 15);
  await waitMoves(page, 2);
  await page.locator("details.transfer summary").click();
  const text = await page.locator('[data-testid="export-text"]').inputValue();
  assert.match(text, /\[Computers "1:2"\]/, text);

  const fresh = await (await newContext()).newPage();
  await fresh.goto(new URL(`#/play/${DRAUGHTS}`, base).href);
  await board(fresh);
  assert.equal(await fresh.locator('[data-testid="seat-1"]').inputValue(), "person");
  await fresh.locator("details.transfer summary").click();
  await fresh.locator('[data-testid="import-text"]').fill(text);
  await fresh.locator('[data-testid="import"]').click();
  await waitMoves(fresh, 2);
  await until(async () => (await fresh.locator('[data-testid="seat-1"]').inputValue()) === "2", "White played by the computer at level 2");
});

test("editor: on a phone the castling labels never break inside O-O, and the help names the long press", async ({ newContext, base }) => {
  const page = await (await newContext(PHONE)).newPage();
  await page.goto(new URL("#/edit/chess", base).href);
  await page.locator('[data-testid="editor-board"]').waitFor();
  for (const id of ["castle-K", "castle-Q", "castle-k", "castle-q"]) {
    const text = (await page.locator(`label:has([data-testid="${id}"])`).textContent()).trim();
    // Non-breaking hyphens: a narrow label may wrap before "O-O", never inside it.
    assert.match(text, /O\u2011O/, `${id}: "${text}" keeps its hyphens from breaking`);
  }
  assert.match(await page.locator("main").textContent(), /a long press on a touch screen/);
  // Backgammon's help too, where the right button takes a checker off.
  await page.goto(new URL("#/edit/backgammon", base).href);
  await page.locator('[data-testid="editor-board"]').waitFor();
  await until(async () => /a long press on a touch screen/.test(await page.locator("main").textContent()), "the stacks' help");
});
