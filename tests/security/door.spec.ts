// The room's door against a guest who saw the QR code: with the
// room key, a device that answers on the room's ID while the TV reloads proves
// the room key, bound to its own channel as a real TV's proof is, and then
// tells every phone that claims its seat that it was removed. Phones must not
// believe a word on their seat from a TV that has not proved that seat's
// token: they keep their seats and tokens, ask for nothing, and sit again when
// the real TV is back.
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { expect, test, type DeviceLan, type Page } from '../support/lan';
import { closeAll, joinPhone, openTv, phoneState, type Phone } from '../support/party';

function roomOf(joinUrl: string): { id: string; key: string } {
  const url = new URL(joinUrl);
  return { id: url.searchParams.get('join')!, key: new URLSearchParams(url.hash.slice(1)).get('k')! };
}

const tokenKey = (joinUrl: string) => `citysleeps.seat.${roomOf(joinUrl).id}`;

/** A page of its own on the party's origin with the PeerJS library and nothing of the app: a guest's laptop on the Wi-Fi. */
async function attackerPage(lan: DeviceLan, joinUrl: string): Promise<Page> {
  const page = await (await lan.newContext({ label: 'attacker' })).newPage();
  await page.goto(new URL('/signaling.json', joinUrl).href);
  await page.addScriptTag({ path: path.resolve('node_modules/peerjs/dist/peerjs.min.js') });
  return page;
}

/**
 * Registers the room's ID (retrying while the server still holds it) and, on
 * every channel, answers a hello with a valid room-level challenge over that
 * channel's own DTLS fingerprints (as src/net/binding.ts reads them; the MAC
 * is computed for it, its plain-http page has no WebCrypto), then every proof
 * with `refused: removed`. Records the kind of every message phones send it.
 */
async function fakeTv(page: Page, joinUrl: string): Promise<void> {
  const room = roomOf(joinUrl);
  const url = new URL(joinUrl);
  const served = (await page.evaluate(() => JSON.parse(document.body.innerText))) as { ice?: unknown[] };
  const options = { host: url.hostname, port: Number(url.port), path: '/peerjs', key: 'citysleeps', config: { iceServers: served.ice ?? [] } };
  await page.exposeFunction('attackerMac', (key: string, parts: string[]) =>
    createHmac('sha256', key).update(['citysleeps/3', ...parts].join('|')).digest('base64url'),
  );
  await page.evaluate(
    ({ roomId, roomKey, options }) =>
      new Promise<void>((resolve) => {
        const w = window as unknown as {
          heard: string[];
          fake: { destroy(): void } | null;
          peerjs: { Peer: new (id: string, o: unknown) => any };
          attackerMac(key: string, parts: string[]): Promise<string>;
        };
        w.heard = [];
        const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        const fingerprints = (sdp: string | undefined) =>
          [...new Set([...(sdp ?? '').matchAll(/^a=fingerprint:(\S+)\s+([0-9A-Fa-f:]+)\s*$/gm)].map((m) => `${m[1]!.toLowerCase()}:${m[2]!.toUpperCase()}`))]
            .sort()
            .join(',');
        const attempt = () => {
          const peer = new w.peerjs.Peer(roomId, options);
          peer.on('open', () => {
            w.fake = peer;
            resolve();
          });
          peer.on('error', (error: { type: string }) => {
            if (error.type !== 'unavailable-id') return;
            peer.destroy();
            setTimeout(attempt, 100);
          });
          peer.on('connection', (conn: any) => {
            conn.on('data', async (data: unknown) => {
              const frame = JSON.parse(String(data)) as { t: string; nonce?: string };
              w.heard.push(frame.t);
              if (frame.t === 'prove') return conn.send(JSON.stringify({ t: 'refused', reason: 'removed' }));
              if (frame.t !== 'hello') return;
              const nonce = b64(crypto.getRandomValues(new Uint8Array(16)));
              const pc = conn.peerConnection as RTCPeerConnection;
              const binding = `tv=${fingerprints(pc.localDescription?.sdp)};phone=${fingerprints(pc.remoteDescription?.sdp)}`;
              const proof = await w.attackerMac(roomKey, ['tv', roomId, frame.nonce ?? '', nonce, binding]);
              conn.send(JSON.stringify({ t: 'challenge', nonce, proof, by: 'room' }));
            });
          });
        };
        attempt();
      }),
    { roomId: room.id, roomKey: room.key, options },
  );
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

test("@security a fake TV with the room key tells seated phones they were removed during a TV reload: no phone gives up its seat", async ({ lan }) => {
  const tv = await openTv(lan);
  const phones: Phone[] = [];
  for (const name of ['Anna', 'Boris']) phones.push(await joinPhone(lan, tv.joinUrl, name, { tap: true }));
  for (const [index, phone] of phones.entries()) await expect(phone.page.getByTestId('seat-number')).toHaveText(String(index + 1));
  const key = tokenKey(tv.joinUrl);
  const tokens = await Promise.all(phones.map((phone) => phone.page.evaluate((k) => localStorage.getItem(k), key)));

  // The TV's tab goes away (a reload); the guest's laptop answers on the room's ID.
  await tv.page.close();
  const attacker = await attackerPage(lan, tv.joinUrl);
  await fakeTv(attacker, tv.joinUrl);
  // Boris's phone reloads too: it has not sat in its seat since it loaded.
  await phones[1]!.page.reload();

  // Each phone claims its seat, checks the room proof, proves — and is told "removed", more than once.
  await expect.poll(async () => (await heard(attacker)).filter((kind) => kind === 'prove').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  expect(await heard(attacker)).not.toContain('ask');
  expect(await heard(attacker)).not.toContain('join');
  for (const [index, phone] of phones.entries()) {
    // The proofs heard may all be one phone's (the other, reloaded, still backing off): wait for each phone's own verdict.
    await expect.poll(async () => (await phoneState(phone.page)).diagnostic, { timeout: 30_000 }).toBe('impostor');
    const state = await phoneState(phone.page);
    expect(state.refused).toBeNull();
    expect(await phone.page.evaluate((k) => localStorage.getItem(k), key)).toBe(tokens[index]);
    await expect(phone.page.getByTestId('refused')).toBeHidden();
  }

  // The guest's laptop lets go of the ID and the TV is back: each phone takes its own seat again by
  // itself. (Let go: a laptop that merely drops off, with no closing handshake, keeps the ID its
  // own for the server's 30 s, as a TV's own drop does — docs/PROTOCOL.md — and closing a browser
  // context may or may not send that handshake.)
  await attacker.evaluate(() => (window as unknown as { fake: { destroy(): void } }).fake.destroy());
  await attacker.context().close();
  const back = await tv.context.newPage();
  await back.goto('/');
  for (const [index, phone] of phones.entries()) {
    await expect.poll(async () => (await phoneState(phone.page)).link, { timeout: 20_000 }).toBe('online');
    await expect(phone.page.getByTestId('seat-number')).toHaveText(String(index + 1));
  }

  await closeAll(tv.context, ...phones.map((phone) => phone.context));
});
