// Two devices, no server (issue 26): a game with a friend on another device, played by passing
// links. Each device is a browser context of its own (its own storage); a link made by one is
// opened by the other, as a friend opens the link sent in a message.
import assert from "node:assert/strict";

import { chessMove, moves, openGame, playBackgammonTurn, press, showOnCamera, until, test, waitMoves } from "./lib.mjs";

/** Presses "Send the link" and reads the link the page made. */
async function sendLink(page) {
  const before = await page.locator('[data-testid="friend-link"]').count() ? await page.locator('[data-testid="friend-link"]').inputValue() : "";
  await press(page, "friend-send");
  const field = page.locator('[data-testid="friend-link"]');
  await until(async () => (await field.count()) > 0 && (await field.inputValue()) !== before, "a new link made");
  return field.inputValue();
}

/** Opens a link on a device (a page of its own context) as a friend's link is opened. */
async function openOn(page, link) {
  // Another hash on the same page: the app opens it as a new address, without a reload.
  await page.goto(link);
  await page.locator('[data-testid="friend-panel"]').waitFor();
}

async function turnLine(page) {
  return page.locator('[data-testid="friend-turn"]').textContent().catch(() => "");
}

/** What a device shows of a live game, for a failure's message. */
async function device(page) {
  const text = (testid) => page.locator(`[data-testid="${testid}"]`).allTextContents();
  return { moves: await moves(page), turn: await turnLine(page), live: await text("live-state"), notices: await text("message") };
}

async function notice(page) {
  return page.locator('[data-testid="message"]').textContent();
}

test("two devices: a chess game played to the end by links, a stale and an edited link refused", async ({ newContext, base }) => {
  const ana = await openGame(newContext, base, "#/play/chess?friend=new");
  await ana.locator('[data-testid="friend-my-name"]').fill("Ana");
  await ana.locator('[data-testid="friend-my-name"]').press("Tab");
  await ana.locator('[data-testid="friend-their-name"]').fill("Ben");
  await ana.locator('[data-testid="friend-their-name"]').press("Tab");
  await chessMove(ana, "f2", "f3");
  await waitMoves(ana, 1);
  assert.match(await turnLine(ana), /Waiting for Ben's move/);
  // The board takes no move for the friend's side.
  await chessMove(ana, "e7", "e5");
  await ana.waitForTimeout(300);
  assert.equal((await moves(ana)).length, 1);
  const first = await sendLink(ana);
  assert.match(first, /#\/play\/chess\/.+\?line=1\.1\..*friend=1\.[a-z2-9]{8}\.0\.Ana\.Ben\.-\.-/, first);

  const ben = await openGame(newContext, base, first.slice(first.indexOf("#")));
  await ben.locator('[data-testid="friend-panel"]').waitFor();
  assert.match(await ben.locator('[data-testid="friend-panel"] h2').textContent(), /Ana/);
  assert.match(await turnLine(ben), /Your move/);
  await chessMove(ben, "e7", "e5");
  await waitMoves(ben, 2);
  const second = await sendLink(ben);

  await openOn(ana, second);
  assert.deepEqual(await waitMoves(ana, 2), ["f3", "e5"]);
  await chessMove(ana, "g2", "g4");
  await waitMoves(ana, 3);
  const third = await sendLink(ana);

  await openOn(ben, third);
  await waitMoves(ben, 3);
  await chessMove(ben, "d8", "h4");
  await waitMoves(ben, 4);
  const fourth = await sendLink(ben);
  await openOn(ana, fourth);
  assert.deepEqual(await waitMoves(ana, 4), ["f3", "e5", "g4", "Qh4#"]);
  await until(async () => /checkmate/i.test(await ana.locator('[data-testid="status"]').textContent()), "checkmate shown");

  // My games names the friend.
  await ana.goto(new URL("#/games", base).href);
  await until(async () => /With Ben/.test(await ana.locator('[data-testid="entry-friend"]').first().textContent().catch(() => "")), "the friend in My games");

  // An old link of a game already ahead: said, and the game shown as it is.
  await openOn(ben, first);
  assert.match(await notice(ben), /older than your game/);
  assert.equal((await moves(ben)).length, 4);

  // An edited link that changes a move already made: both games kept, the kept one shown.
  const line = /line=1\.4\.([A-Za-z0-9~-]+)/.exec(fourth)[1];
  const last = line.at(-1) === "A" ? "B" : "A";
  const edited = fourth.replace(`line=1.4.${line}`, `line=1.4.${line.slice(0, -1)}${last}`);
  await openOn(ana, edited);
  assert.match(await notice(ana), /changes move 4/);
  assert.deepEqual(await moves(ana), ["f3", "e5", "g4", "Qh4#"]);
});

/** Opens the link on the device and plays its turn there, if it is its turn: a backgammon
 * turn, or a double to end the game, or a pass of the double. Returns the link it sends. */
async function backgammonTurn(page, link, { double = false } = {}) {
  await openOn(page, link);
  const line = await turnLine(page);
  if (/Your move/.test(line)) {
    if (await page.locator('[data-testid="action-pass"]').count()) {
      await press(page, "action-pass");
    } else if (double && (await page.locator('[data-testid="action-double"]').count())) {
      await press(page, "action-double");
    } else {
      if (await page.locator('[data-testid="action-roll"]').count()) await press(page, "action-roll");
      await until(async () => (await page.locator('[data-testid="action-confirm"], svg.board g.cell.movable').count()) > 0, "dice rolled");
      await playBackgammonTurn(page);
    }
  }
  return sendLink(page);
}

test("two devices: a backgammon game played to the end by links, and a device that re-rolls is caught", async ({ newContext, base }) => {
  const ana = await openGame(newContext, base, "#/play/backgammon?friend=new");
  assert.match(await turnLine(ana), /dice need/, "the opening roll waits for the friend's part");
  let link = await sendLink(ana);
  assert.match(link, /friend=1\.[a-z2-9]{8}\.0\.\.\.0:[0-9a-f]{64}\.-/, link);
  const ben = await openGame(newContext, base, link.slice(link.indexOf("#")));
  await ben.locator('[data-testid="friend-panel"]').waitFor();
  link = await sendLink(ben);
  // Both values in: the opening roll is thrown on Ana's device, and each turn goes by link.
  link = await backgammonTurn(ana, link);
  assert.ok((await moves(ana)).length >= 1, "the opening roll thrown");
  link = await backgammonTurn(ben, link);
  link = await backgammonTurn(ana, link);
  // Whoever is on roll now doubles; the other passes: the game is over on both devices.
  const onRoll = /Your move/.test(await (async () => { await openOn(ben, link); return turnLine(ben); })()) ? [ben, ana] : [ana, ben];
  link = await backgammonTurn(onRoll[0], link, { double: true });
  link = await backgammonTurn(onRoll[1], link);
  await openOn(onRoll[0], link);
  for (const page of [ana, ben]) {
    await until(async () => /1\s*[-–:]\s*0|0\s*[-–:]\s*1|wins/i.test(await page.locator('[data-testid="status"]').textContent()), "the game scored");
  }
  assert.deepEqual(await moves(ana), await moves(ben), "the same game on both devices");
  // Each throw says how both devices' numbers drew it.
  await ana.locator('[data-testid="dice-origins"] summary').click();
  const origins = ana.locator('[data-testid="dice-origins"] li');
  await origins.first().waitFor();
  assert.ok((await origins.count()) >= 1, `the throws explained: ${await origins.count()} for ${JSON.stringify(await moves(ana))}`);
  assert.match(await origins.first().textContent(), /White's number [0-9a-f]{12}…, Black's number [0-9a-f]{12}…: together they draw \d+ of 30/);

  // A device that throws its dice again with another secret (a reloaded page that drew anew)
  // is caught by the other: its link is refused and the game kept as it was.
  const kept = await moves(onRoll[0]);
  await onRoll[1].evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith("tabula.v2.game."))) {
      const entry = JSON.parse(localStorage.getItem(key));
      // The friend's game is kept as one text; its fifth part is the dice, the secret first.
      const parts = (entry.game.friend || "").split(".");
      if (parts.length !== 7 || parts[4] === "-") continue;
      const dice = parts[4].split(":");
      dice[0] = "ab".repeat(32);
      parts[4] = dice.join(":");
      entry.game.friend = parts.join(".");
      localStorage.setItem(key, JSON.stringify(entry));
    }
  });
  await onRoll[1].reload();
  await onRoll[1].locator('[data-testid="friend-panel"]').waitFor();
  if (await onRoll[1].locator('[data-testid="action-next-game"]').count()) await press(onRoll[1], "action-next-game");
  await onRoll[1].waitForTimeout(500);
  const cheat = await sendLink(onRoll[1]);
  await openOn(onRoll[0], cheat);
  assert.match(await notice(onRoll[0]), /dice did not match/, "the cheat is caught");
  assert.deepEqual(await moves(onRoll[0]), kept, "the game kept as it was");
});

/** Carries the handshake by the pages' own copy and paste: `first` shows its code, `second`
 * takes it and shows its answer, `first` takes the answer. */
async function handshake(first, second) {
  for (const page of [first, second]) {
    // The panel drawn first: on a page still loading, a click meant to open it would close the
    // join page's panel, which opens by itself.
    await page.locator('[data-testid="live-panel"]').waitFor();
    if (!(await page.locator('[data-testid="live-their-code"]').isVisible())) await page.locator('[data-testid="live-panel"] summary').click();
  }
  await press(first, "live-show-code");
  const offer = first.locator('[data-testid="live-my-code"]');
  await until(async () => /^T1O/.test(await offer.inputValue().catch(() => "")), "an offer code");
  await second.locator('[data-testid="live-their-code"]').fill(await offer.inputValue());
  await press(second, "live-connect");
  const answer = second.locator('[data-testid="live-my-code"]');
  await until(async () => /^T1[AP]/.test(await answer.inputValue().catch(() => "")), "an answer code");
  await first.locator('[data-testid="live-their-code"]').fill(await answer.inputValue());
  await press(first, "live-connect");
  for (const page of [first, second]) {
    const state = page.locator('[data-testid="live-state"]');
    await until(async () => /Connected/.test(await state.textContent().catch(() => "")), "connected", 20_000).catch(async (error) => {
      const texts = await Promise.all([first, second].map((p) => p.locator('[data-testid="live-state"], [data-testid="live-problem"]').allTextContents()));
      throw new Error(`${error.message}: ${JSON.stringify(texts)} ${second.url()}`);
    });
  }
}

test("two devices: a live chess game over WebRTC, with a disconnect and a reconnect", async ({ newContext, base }) => {
  const ana = await openGame(newContext, base, "#/play/chess?friend=new");
  await ana.locator('[data-testid="live-panel"] summary').click();
  const ben = await (await newContext()).newPage();
  await ben.goto(new URL("#/", base).href);
  await press(ben, "join-link");
  await ben.locator('[data-testid="live-panel"]').waitFor();
  // A mangled code is refused with the reason; nothing else changes.
  await ben.locator('[data-testid="live-their-code"]').fill("T1Qnonsense");
  await press(ben, "live-connect");
  assert.match(await ben.locator('[data-testid="live-problem"]').textContent(), /could not be used/);

  await handshake(ana, ben);
  // Once connected, Ana's device sends the game: it opens on Ben's, seated as Black.
  await ben.locator('[data-testid="friend-panel"]').waitFor();
  await chessMove(ana, "e2", "e4");
  assert.deepEqual(await waitMoves(ben, 1), ["e4"], "the move went across at once");
  await chessMove(ben, "e7", "e5");
  assert.deepEqual(await waitMoves(ana, 2), ["e4", "e5"]);

  // Ben's device drops the connection: both say so, and each keeps the game.
  await press(ben, "live-disconnect");
  await until(async () => /lost/.test(await ana.locator('[data-testid="live-state"]').textContent().catch(() => "")), "Ana's device sees the loss");
  await chessMove(ana, "g1", "f3");
  await waitMoves(ana, 3);
  assert.equal((await moves(ben)).length, 2, "nothing came while apart");

  // Play goes on by link meanwhile: Ben opens the one Ana sends.
  await openOn(ben, await sendLink(ana));
  assert.deepEqual(await waitMoves(ben, 3), ["e4", "e5", "Nf3"], "the move made while apart came by link");
  // A new handshake (the other way round) continues the same game live.
  await handshake(ben, ana);
  await chessMove(ben, "b8", "c6");
  assert.deepEqual(await waitMoves(ana, 4), ["e4", "e5", "Nf3", "Nc6"]);
});

test("two devices: the handshake read with the camera from each other's QR code", async ({ newContext, base }) => {
  const ana = await openGame(newContext, base, "#/play/chess?friend=new");
  await ana.locator('[data-testid="live-panel"] summary').click();
  await press(ana, "live-show-code");
  await showOnCamera(ana);
  const ben = await (await newContext()).newPage();
  await ben.goto(new URL("#/join", base).href);
  await press(ben, "live-scan");
  // Ben's camera reads Ana's offer and answers it: his code shows, as text and QR code.
  const answer = ben.locator('[data-testid="live-my-code"]');
  await until(async () => /^T1[AP]/.test(await answer.inputValue().catch(() => "")), "Ben's answer, from the offer read");
  await showOnCamera(ben);
  await press(ana, "live-scan");
  await ben.locator('[data-testid="friend-panel"]').waitFor({ timeout: 20_000 });
  await chessMove(ana, "d2", "d4");
  assert.deepEqual(await waitMoves(ben, 1), ["d4"]);
});

test("two devices: a connection that cannot be made says so and points to links", async ({ newContext, base }) => {
  const ana = await openGame(newContext, base, "#/play/chess?friend=new");
  await ana.locator('[data-testid="live-panel"] summary').click();
  await press(ana, "live-show-code");
  const offer = ana.locator('[data-testid="live-my-code"]');
  await until(async () => /^T1O/.test(await offer.inputValue().catch(() => "")), "an offer code");
  const ben = await (await newContext()).newPage();
  await ben.goto(new URL("#/join", base).href);
  await ben.locator('[data-testid="live-their-code"]').fill(await offer.inputValue());
  await press(ben, "live-connect");
  const answer = ben.locator('[data-testid="live-my-code"]');
  await until(async () => /^T1[AP]/.test(await answer.inputValue().catch(() => "")), "an answer code");
  // Ana shows a new code meanwhile, then takes Ben's answer to the old one: they cannot meet.
  await press(ana, "live-show-code");
  await until(async () => /^T1O/.test(await offer.inputValue().catch(() => "")) && (await offer.inputValue()) !== (await answer.inputValue()), "a new offer");
  await ana.locator('[data-testid="live-their-code"]').fill(await answer.inputValue());
  await press(ana, "live-connect");
  await until(
    async () => /could not connect directly.*sending the link/.test(await ana.locator('[data-testid="live-state"]').textContent().catch(() => "")),
    "the failure said, with the way on",
    30_000,
  );
  // The game with a friend goes on by link.
  await chessMove(ana, "e2", "e4");
  assert.match(await sendLink(ana), /friend=1\./);
});

test("two devices: live backgammon, the dice thrown together at once", async ({ newContext, base }) => {
  const ana = await openGame(newContext, base, "#/play/backgammon?friend=new");
  await ana.locator('[data-testid="live-panel"] summary').click();
  const ben = await (await newContext()).newPage();
  await ben.goto(new URL("#/join", base).href);
  await handshake(ana, ben);
  await ben.locator('[data-testid="friend-panel"]').waitFor();
  // Ana gave no name: her side names her.
  assert.match(await notice(ben), /^White's game: you play the other side\./);
  // The opening roll comes as soon as both numbers are in; then three turns, each device's own.
  const ready = '[data-testid="action-roll"], [data-testid="action-confirm"], svg.board g.cell.movable';
  for (let turn = 0; turn < 3; turn++) {
    let page;
    await until(async () => {
      for (const candidate of [ana, ben]) {
        if (/Your move/.test(await turnLine(candidate)) && (await candidate.locator(ready).count())) page = candidate;
      }
      return page !== undefined;
    }, `turn ${turn} ready on a device`);
    if (await page.locator('[data-testid="action-roll"]').count()) await press(page, "action-roll");
    await until(async () => (await page.locator('[data-testid="action-confirm"], svg.board g.cell.movable').count()) > 0, "dice thrown");
    const before = (await moves(page)).length;
    await playBackgammonTurn(page);
    const other = page === ana ? ben : ana;
    await until(async () => (await moves(other)).length > before, "the turn came across").catch(async (error) => {
      throw new Error(`${error.message} on turn ${turn}: ${JSON.stringify(await Promise.all([page, other].map(device)))}`);
    });
  }
  await until(async () => JSON.stringify(await moves(ana)) === JSON.stringify(await moves(ben)), "the same game on both devices");
});

test("two devices: Ludo by links, each device throwing its own die", async ({ newContext, base }) => {
  const ana = await openGame(newContext, base, "#/play/ludo?friend=new");
  const ben = await openGame(newContext, base, (await sendLink(ana)).replace(/^[^#]*/, ""));
  await ben.locator('[data-testid="friend-panel"]').waitFor();
  await openOn(ana, await sendLink(ben));
  // Red (Ana) throws first for the start; Ben's device offers no throw of Red's.
  const roll = (page) => page.locator('[data-testid="roll"]');
  await until(async () => (await roll(ana).count()) > 0 && (await roll(ana).isEnabled()), "Ana's Roll");
  assert.ok(!(await roll(ben).count()) || !(await roll(ben).isEnabled()), "no Roll for Red on Ben's device");
  await roll(ana).click();
  await waitMoves(ana, 1);
  // Yellow's throw is Ben's: the link brings Ana's throw and her number for his.
  await openOn(ben, await sendLink(ana));
  await waitMoves(ben, 1);
  await until(async () => (await roll(ben).count()) > 0 && (await roll(ben).isEnabled()), "Ben's Roll");
  await roll(ben).click();
  await waitMoves(ben, 2);
  await openOn(ana, await sendLink(ben));
  assert.deepEqual(await waitMoves(ana, 2), await moves(ben), "the same throws on both devices");
});
