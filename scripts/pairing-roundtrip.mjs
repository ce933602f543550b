// By hand, not in CI: two RTCPeerConnections in one headless Chromium page connect a data
// channel when each is given the OTHER's SDP only after our handshake text's round trip
// (SDP -> T1 text -> SDP, through examples/pairing_handshake.rs). Prints the texts and whether
// a message crossed. Run after `cargo build --example pairing_handshake`:
//   node scripts/pairing-roundtrip.mjs [--ip]
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const { chromium } = require(`${root}.tools/node_modules/playwright-core`);
const tool = `${root}target/debug/examples/pairing_handshake`;
const run = (args, input) => execFileSync(tool, args, { input, encoding: 'utf8' });
const rawAddresses = process.argv.includes('--ip');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ...(rawAddresses ? ['--disable-features=WebRtcHideLocalIpsWithMdns'] : [])],
});
const page = await browser.newPage();
await page.goto('about:blank');
await page.evaluate(() => {
  window.gathered = (pc) => new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') resolve();
    });
  });
  window.host = new RTCPeerConnection({ iceServers: [] });
  window.guest = new RTCPeerConnection({ iceServers: [] });
  window.received = new Promise((resolve) => {
    window.guest.ondatachannel = (e) => { e.channel.onmessage = (m) => resolve(m.data); };
  });
  window.channel = window.host.createDataChannel('tabula');
  window.channel.onopen = () => window.channel.send('hello across the table');
});
const offerSdp = await page.evaluate(async () => {
  await host.setLocalDescription(await host.createOffer());
  await gathered(host);
  return host.localDescription.sdp;
});
const offerText = run(['encode', 'offer'], offerSdp);
const offerBack = run(['sdp'], offerText);
console.log(`offer text (${offerText.length}): ${offerText}`);
const answerSdp = await page.evaluate(async (sdp) => {
  await guest.setRemoteDescription({ type: 'offer', sdp });
  await guest.setLocalDescription(await guest.createAnswer());
  await gathered(guest);
  return guest.localDescription.sdp;
}, offerBack);
const answerText = run(['encode', 'answer'], answerSdp);
const answerBack = run(['sdp'], answerText);
console.log(`answer text (${answerText.length}): ${answerText}`);
const result = await page.evaluate(async (sdp) => {
  await host.setRemoteDescription({ type: 'answer', sdp });
  const timeout = new Promise((resolve) => setTimeout(() => resolve('TIMEOUT'), 10000));
  const message = await Promise.race([received, timeout]);
  return { message, host: host.connectionState, guest: guest.connectionState };
}, answerBack);
console.log(JSON.stringify(result));
await browser.close();
process.exit(result.message === 'hello across the table' ? 0 : 1);
