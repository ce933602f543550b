// Prints the offer and answer SDP that headless Chromium makes for a data-channel-only
// connection with no ICE servers (host candidates only): the samples that
// tests/data/pairing/ keeps for src/pairing/handshake.rs. Run by hand:
//   node scripts/pairing-sdp.mjs tests/data/pairing          (mDNS names, as a page gets them)
//   node scripts/pairing-sdp.mjs tests/data/pairing --ip     (raw addresses, mDNS turned off)
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { chromium } = require(new URL('../.tools/node_modules/playwright-core', import.meta.url).pathname);

const outDir = process.argv[2] ?? '.';
const rawAddresses = process.argv.includes('--ip');
const suffix = rawAddresses ? '-ip' : '';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ...(rawAddresses ? ['--disable-features=WebRtcHideLocalIpsWithMdns'] : [])],
});
const page = await browser.newPage();
const sdp = await page.evaluate(async () => {
  const gathered = (pc) => new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') resolve();
    });
  });
  const a = new RTCPeerConnection({ iceServers: [] });
  a.createDataChannel('tabula');
  await a.setLocalDescription(await a.createOffer());
  await gathered(a);
  const b = new RTCPeerConnection({ iceServers: [] });
  await b.setRemoteDescription(a.localDescription);
  await b.setLocalDescription(await b.createAnswer());
  await gathered(b);
  return { offer: a.localDescription.sdp, answer: b.localDescription.sdp };
});
writeFileSync(join(outDir, `chromium-offer${suffix}.sdp`), sdp.offer);
writeFileSync(join(outDir, `chromium-answer${suffix}.sdp`), sdp.answer);
console.log(sdp.offer);
console.log(sdp.answer);
await browser.close();
