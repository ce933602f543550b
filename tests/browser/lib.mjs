// Helpers for the browser tests: the static server, the test registry, and the app's DOM contract
// (see docs/browser-tests.md).
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// ---------------------------------------------------------------------------------------------
// Tests register here; run.mjs runs them in order.

export const tests = [];

/** Registers a test. `fn({ browser, base, newContext, serve, errors })` runs in its own context. */
export function test(name, fn, { allowConsole = [] } = {}) {
  tests.push({ name, fn, allowConsole });
}

// ---------------------------------------------------------------------------------------------
// A static server on loopback: scripts/static-server.py on a free port.

const servers = new Set();

/** Serves `dir` on 127.0.0.1 (a free port); resolves to { url, stop }. */
export function serve(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "python3",
      [path.join(ROOT, "scripts/static-server.py"), "--quiet", "--port", "0", dir],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    servers.add(child);
    const stop = () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      });
    child.once("exit", () => servers.delete(child));
    child.once("error", reject);
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error("static server did not start in 10 s"));
    }, 10_000);
    lines.once("line", (line) => {
      clearTimeout(timer);
      const match = /^serving (http:\/\/127\.0\.0\.1:\d+\/)/.exec(line);
      if (match) resolve({ url: match[1], stop });
      else reject(new Error(`unexpected server output: ${line}`));
    });
  });
}

/** Stops every server still running (at exit, whatever happened). */
export function stopAllServers() {
  for (const child of servers) child.kill("SIGTERM");
}

// ---------------------------------------------------------------------------------------------
// English draughts squares: standard numbers 1-32 (from b8, Black's side) to cells (a1 = 0).

/** The cell (rank * 8 + file, a1 = 0) of a standard square number 1-32. */
export function cell(square) {
  const row = Math.floor((square - 1) / 4); // 0 = rank 8
  const rank = 7 - row;
  const file = 2 * ((square - 1) % 4) + (rank % 2);
  return rank * 8 + file;
}

// ---------------------------------------------------------------------------------------------
// The app's DOM contract.

export const DRAUGHTS = "english-draughts";

/** A phone's window (390 x 844, touch), as issue 24's defects were found on. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TIMEOUT = 20_000;

/** Waits for the draughts board and returns it. */
export async function board(page) {
  const locator = page.locator(`svg.board[data-game="${DRAUGHTS}"]`);
  await locator.waitFor({ timeout: TIMEOUT });
  return locator;
}

/** Clicks the dark square with standard number `square`. */
export async function clickSquare(page, square) {
  await page.locator(`svg.board [data-cell="${cell(square)}"]:not(.piece)`).first().click();
}

/** Plays a move given as its squares, e.g. [11, 15] or [23, 14, 7] (click from, click to). */
export async function play(page, from, to) {
  await clickSquare(page, from);
  await clickSquare(page, to);
}

/** The status line's text, once it is shown. */
export async function status(page) {
  const locator = page.locator('[data-testid="status"]');
  await locator.waitFor({ timeout: TIMEOUT });
  return (await locator.textContent()).trim();
}

/** Waits until the status line's text matches `pattern`, and returns it. */
export async function waitStatus(page, pattern) {
  const locator = page.locator('[data-testid="status"]');
  try {
    await locator.filter({ hasText: pattern }).waitFor({ timeout: TIMEOUT });
  } catch {
    throw new Error(`status never matched ${pattern}; it says "${await status(page)}"`);
  }
  return status(page);
}

/** The texts of the move list's moves, in order. */
export async function moves(page) {
  const buttons = page.locator('[data-testid="move-list"] button.move[data-ply]');
  const out = [];
  for (const button of await buttons.all()) {
    const ply = Number(await button.getAttribute("data-ply"));
    if (ply > 0) out.push((await button.textContent()).trim());
  }
  return out;
}

/** Waits until the move list has `n` moves; returns their texts. */
export async function waitMoves(page, n) {
  const locator = page.locator(`[data-testid="move-list"] button.move[data-ply="${n}"]`);
  try {
    await locator.waitFor({ timeout: TIMEOUT });
  } catch {
    throw new Error(`move ${n} never appeared; the list is ${JSON.stringify(await moves(page))}`);
  }
  return moves(page);
}

/** The pieces on the board, sorted by cell: { cell, seat, king }. */
export async function pieces(page) {
  const list = await page.locator("svg.board .piece[data-cell]").evaluateAll((nodes) =>
    nodes.map((n) => ({
      cell: Number(n.getAttribute("data-cell")),
      seat: n.getAttribute("data-seat"),
      king: n.getAttribute("data-king"),
    })),
  );
  return list.sort((a, b) => a.cell - b.cell);
}

/** The piece on a standard square, or undefined. */
export async function pieceOn(page, square) {
  return (await pieces(page)).find((p) => p.cell === cell(square));
}

/** The standard numbers of the squares marked as legal destinations. */
export async function destinations(page) {
  const cells = await page
    .locator("svg.board [data-cell].dest")
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-cell"))));
  const numbers = [];
  for (let square = 1; square <= 32; square++) if (cells.includes(cell(square))) numbers.push(square);
  return numbers;
}

/** Clicks the button with this data-testid. */
export async function press(page, testid) {
  await page.locator(`[data-testid="${testid}"]`).click();
}

/** Polls `fn` until it returns a truthy value (or throws on timeout with `what`). */
export async function until(fn, what, timeout = TIMEOUT) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${last})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The cell (rank * 8 + file, a1 = 0) of an algebraic square like "e4" (chess, Tammi, Tama). */
export function sq(name) {
  return (Number(name[1]) - 1) * 8 + (name.charCodeAt(0) - 97);
}

/** A new page of a new context at the app's `hash`, once its board is drawn. */
export async function openGame(newContext, base, hash) {
  const page = await (await newContext()).newPage();
  await page.goto(new URL(hash, base).href);
  await page.locator("svg.board").waitFor();
  return page;
}

export async function clickCell(page, cell) {
  await page.locator(`svg.board g.cell[data-cell="${cell}"]`).first().click();
}

/** A chess move by two clicks, from and to, in algebraic squares. */
export async function chessMove(page, from, to) {
  await clickCell(page, sq(from));
  await clickCell(page, sq(to));
}

/** Clicks a backgammon cell near the board's edge, where its checkers start: its middle may lie
 *  under the dice drawn on the board, and a click there rolls nothing and picks nothing (the
 *  tests failed now and then, as the dice fell). */
export async function clickNearEdge(page, cell) {
  const box = await cell.boundingBox();
  const board = await page.locator("svg.board").boundingBox();
  const upper = box.y + box.height / 2 < board.y + board.height / 2;
  const y = upper ? Math.min(12, box.height / 2) : Math.max(box.height - 12, box.height / 2);
  await cell.click({ force: true, position: { x: box.width / 2, y } });
}

/** Plays the current backgammon turn with the first legal clicks, then confirms. */
export async function playBackgammonTurn(page) {
  for (let step = 0; step < 4; step++) {
    if (await page.locator('[data-testid="action-confirm"]').count()) break;
    const movable = page.locator("svg.board g.cell.movable");
    if (!(await movable.count())) break;
    const plies = page.locator("button.move[data-ply]");
    const before = await plies.count();
    await clickNearEdge(page, movable.first());
    const dest = page.locator("svg.board g.cell.dest");
    await dest.first().waitFor();
    await clickNearEdge(page, dest.first());
    // The step is in the list before the board is read again (a stale "movable" cell was
    // clicked otherwise, and the turn left half played).
    await until(async () => (await plies.count()) > before, "the step recorded");
  }
  await press(page, "action-confirm");
  await page.locator('[data-testid="action-confirm"]').waitFor({ state: "detached" });
}

/** Plays `turns` backgammon turns by clicks from a new game (rolling by hand where Roll is
 * offered); returns the move list's texts. */
export async function playBackgammonTurns(page, turns) {
  const roll = page.locator('[data-testid="action-roll"]');
  const rolled = page.locator('[data-testid="action-confirm"], svg.board g.cell.movable');
  for (let turn = 0; turn < turns; turn++) {
    await until(async () => (await roll.count()) + (await rolled.count()) > 0, "a turn to play");
    if (await roll.count()) await press(page, "action-roll");
    await until(async () => (await rolled.count()) > 0, "dice rolled");
    const before = (await moves(page)).length;
    await playBackgammonTurn(page);
    await until(async () => (await moves(page)).length > before, "the turn recorded");
  }
  return moves(page);
}

/** The file the browser's fake camera films (run.mjs): a Y4M video of one grey frame. */
export const FAKE_CAMERA = path.join(os.tmpdir(), `tabula-fake-camera-${process.pid}.y4m`);
const CAMERA_WIDTH = 640;
const CAMERA_HEIGHT = 480;

/** Writes one frame to the fake camera: `dark(x, y)` for each pixel. */
async function filmFrame(dark) {
  const luma = Buffer.alloc(CAMERA_WIDTH * CAMERA_HEIGHT);
  for (let y = 0; y < CAMERA_HEIGHT; y++) {
    for (let x = 0; x < CAMERA_WIDTH; x++) luma[y * CAMERA_WIDTH + x] = dark(x, y) ? 16 : 235;
  }
  const chroma = Buffer.alloc((CAMERA_WIDTH / 2) * (CAMERA_HEIGHT / 2), 128);
  const header = `YUV4MPEG2 W${CAMERA_WIDTH} H${CAMERA_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;
  await writeFile(FAKE_CAMERA, Buffer.concat([Buffer.from(header), Buffer.from("FRAME\n"), luma, chroma, chroma]));
}

/** A camera that films a white wall. */
export function blankCamera() {
  return filmFrame(() => false);
}

/** Puts the QR code a page shows ([data-testid="live-qr"]) in front of the fake camera: its
 * path of dark runs (`M x y h n v1 h-n z`, in modules) drawn into the frame, 8 pixels a module. */
export async function showOnCamera(page) {
  const qr = page.locator('[data-testid="live-qr"]');
  await qr.waitFor();
  const width = Number((await qr.getAttribute("viewBox")).split(" ")[2]);
  const runs = [...(await qr.locator("path").getAttribute("d")).matchAll(/M(\d+) (\d+)h(\d+)/g)].map((m) => m.slice(1).map(Number));
  const dark = new Set();
  for (const [x, y, n] of runs) for (let i = 0; i < n; i++) dark.add(`${x + i},${y}`);
  const scale = 8;
  const left = Math.floor((CAMERA_WIDTH - width * scale) / 2);
  const top = Math.floor((CAMERA_HEIGHT - width * scale) / 2);
  await filmFrame((x, y) => dark.has(`${Math.floor((x - left) / scale)},${Math.floor((y - top) / scale)}`) && x >= left && y >= top);
}
