// Hostile phones and devices over the real network: someone taking another
// player's name or forging a seat token, a device that takes the room's ID
// while the TV reloads, floods of channels and of invisible or look-alike
// names, frames forged from devtools, and a phone of another protocol
// version. The TV is the only authority: nothing a phone sends may change what
// it does not own, and nothing secret goes to whoever answers on the room's ID.
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { expect, test, type DeviceLan, type Page } from '../support/lan';
import {
  closeAll,
  configure,
  fillWithBots,
  holdCard,
  joinPhone,
  openPhone,
  openTv,
  phoneState,
  phoneViewIn,
  shortTimers,
  skipUntil,
  startGame,
  tvHost,
  tvState,
  typeNameAndJoin,
  waitForPhase,
  type Phone,
  type Tv,
} from '../support/party';
import type { HostSnapshot } from '../../src/host/snapshot';
import { framesSince, receivedCount, sendBytes, sendRaw, sentFrames, setRewrite } from '../support/wire';

/** The seat-token key of a room in the phone's localStorage (src/phone/storage.ts). */
function tokenKey(joinUrl: string): string {
  return `citysleeps.seat.${new URL(joinUrl).searchParams.get('join')}`;
}

async function storedToken(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** A token of the right shape (22–64 URL-safe characters) that the TV never issued. */
const FORGED_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

test('@reliability impersonation: another phone with a seated name gets a seat of its own; a forged token gets none', async ({ lan }) => {
  const tv = await openTv(lan);
  const anna = await joinPhone(lan, tv.joinUrl, 'Anna');
  await expect(anna.page.getByTestId('seat-number')).toHaveText('1');
  const key = tokenKey(tv.joinUrl);
  const annasToken = (await storedToken(anna.page, key))!;
  expect(annasToken).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  const seats = tv.page.getByTestId('seat');

  // The same name, and the same name disguised (case, a zero-width space, a Cyrillic А): new seats with distinct names.
  const copycat = await joinPhone(lan, tv.joinUrl, 'Anna');
  await expect(copycat.page.getByTestId('seat-number')).toHaveText('2');
  const disguised = await joinPhone(lan, tv.joinUrl, 'ANNA\u200b');
  await expect(disguised.page.getByTestId('seat-number')).toHaveText('3');
  await expect(seats).toHaveCount(3);
  const names = (await tvState(tv.page)).seats.map((seat) => seat.name);
  expect(names[0]).toBe('Anna');
  expect(new Set(names.map((name) => name.toLocaleLowerCase())).size).toBe(3);
  expect(names.slice(1)).toEqual([expect.stringMatching(/^Anna \d+$/), expect.stringMatching(/^ANNA \d+$/)]);
  // Anna was neither replaced nor moved, and her token still holds her seat.
  await expect(anna.page.getByTestId('seat-number')).toHaveText('1');
  await expect(anna.page.getByTestId('refused')).toBeHidden();
  expect(await storedToken(anna.page, key)).toBe(annasToken);
  expect(await storedToken(copycat.page, key)).not.toBe(annasToken);

  // A forged token, with no name: refused, no seat; the phone offers to join with a name.
  const forger = await openPhone(lan, tv.joinUrl, { storage: { [key]: FORGED_TOKEN }, tap: true });
  await expect(forger.page.getByTestId('refused')).toContainText('Your seat was not found');
  await expect(forger.page.getByTestId('join-afresh')).toBeVisible();
  // A stolen-looking token: Anna's with one character changed.
  const altered = annasToken.slice(0, -1) + (annasToken.endsWith('A') ? 'B' : 'A');
  await forger.page.evaluate(([k, token]) => localStorage.setItem(k!, token!), [key, altered]);
  await forger.page.reload();
  await expect(forger.page.getByTestId('refused')).toContainText('Your seat was not found');
  // No token ever left the phone: its hellos name a seat by a one-way credential only.
  const forgerFrames = JSON.stringify(await sentFrames(forger.page));
  expect(forgerFrames).not.toContain(altered);
  expect(forgerFrames).not.toContain(FORGED_TOKEN);
  // A token of the wrong shape is no token at all: the phone connects, claims no seat, and asks for a name.
  await forger.page.evaluate((k) => localStorage.setItem(k, '../../admin'), key);
  await forger.page.reload();
  await expect.poll(async () => (await phoneState(forger.page)).link).toBe('online');
  const hellos = (await sentFrames(forger.page)).filter((frame) => (frame as { t?: string }).t === 'hello') as { cred: string | null }[];
  expect(hellos.length).toBeGreaterThan(0);
  expect(hellos.every((hello) => hello.cred === null)).toBe(true);
  await expect(forger.page.getByTestId('name')).toBeVisible();
  expect((await phoneState(forger.page)).seat).toBeNull();
  await expect(seats).toHaveCount(3);
  await expect(anna.page.getByTestId('seat-number')).toHaveText('1');

  // Once the game runs, neither a seated name nor a forged token gets in.
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers({ acquaintance: 60 }) });
  await fillWithBots(tv);
  await startGame(tv);
  const late = await openPhone(lan, tv.joinUrl);
  await typeNameAndJoin(late.page, 'Anna');
  await expect(late.page.getByTestId('refused')).toContainText('The game has started');
  await expect(late.page.getByTestId('join-next')).toBeVisible();
  await forger.page.evaluate(([k, token]) => localStorage.setItem(k!, token!), [key, FORGED_TOKEN]);
  await forger.page.reload();
  await expect(forger.page.getByTestId('refused')).toContainText('The game has started');
  const game = (await tvState(tv.page)).game!;
  expect(game.seats.map((seat) => seat.name).slice(0, 3)).toEqual(names);
  expect(game.seats).toHaveLength(6);
  await expect.poll(async () => (await phoneState(anna.page)).view?.seat ?? null).toBe(1);
  await expect(tv.page.getByTestId('phones-status')).toContainText('6/6');

  await closeAll(tv.context, anna.context, copycat.context, disguised.context, forger.context, late.context);
});

test('@reliability a phone of another protocol version is told to reload, by link and by typed code', async ({ lan }) => {
  const tv = await openTv(lan);
  const bumpVersion = (frame: string): string => {
    const message = JSON.parse(frame) as { t?: string; v?: number };
    if ((message.t === 'hello' || message.t === 'resolve') && typeof message.v === 'number') message.v += 1;
    return JSON.stringify(message);
  };

  // Through the join link: the hello, sent as soon as the channel opens, carries the other version.
  // (Installed before the app loads, after the wire tap: the hello leaves at once.)
  const linked = await openPhone(lan, tv.joinUrl, { tap: true });
  await linked.page.addInitScript(`window.__wire.rewrite = ${bumpVersion.toString()};`);
  await linked.page.reload();
  const refused = linked.page.getByTestId('refused');
  await expect(refused).toContainText('another version');
  await expect(linked.page.getByTestId('reload')).toBeVisible();
  const hellos = (await sentFrames(linked.page)).filter((frame) => (frame as { t?: string }).t === 'hello');
  expect(hellos).toHaveLength(1);
  expect((hellos[0] as { v: number }).v).not.toBe(2);

  // Through a typed code: the code peer refuses the other version before any room is named.
  const typed: Phone = await openPhone(lan, new URL('/?phone', tv.joinUrl).href, { tap: true });
  await setRewrite(typed.page, bumpVersion);
  await typed.page.getByTestId('code').fill(tv.roomCode);
  await typeNameAndJoin(typed.page, 'Boris');
  await expect(typed.page.getByTestId('refused')).toContainText('another version');
  expect((await sentFrames(typed.page)).some((frame) => (frame as { t?: string }).t === 'resolve')).toBe(true);

  // Nobody was seated; the TV's lobby is still empty.
  expect((await tvState(tv.page)).seats).toEqual([]);
  await expect(tv.page.getByTestId('seat')).toHaveCount(0);

  await closeAll(tv.context, linked.context, typed.context);
});

/** The error codes among frames received since a mark. */
async function errorsSince(page: Page, mark: number): Promise<string[]> {
  const frames = (await framesSince(page, mark)) as { t?: string; code?: string }[];
  return frames.filter((frame) => frame.t === 'error').map((frame) => frame.code ?? '?');
}

/** Sends one forged frame (text, or bytes) and expects exactly one error reply with this code. */
async function refused(page: Page, frame: string | number[], code: string): Promise<void> {
  const mark = await receivedCount(page);
  if (typeof frame === 'string') await sendRaw(page, frame);
  else await sendBytes(page, frame);
  await expect.poll(() => errorsSince(page, mark), { message: `reply to ${String(frame).slice(0, 80)}` }).toEqual([code]);
}

/** The TV's public game state, without the one field that moves by itself (the clock). */
function still(game: NonNullable<HostSnapshot['game']>) {
  // The clock's own fields: the narrator finishing the vote's lines may start it meanwhile (H4).
  const { remainingMs: _clock, deadline: _deadline, narrating: _narrating, ...phase } = game.phase;
  return { phase, seats: game.seats, votes: game.votes, reveal: game.reveal };
}

test('@reliability forged frames from devtools change nothing, and each gets the error reply the protocol promises', async ({ lan }) => {
  const tv = await openTv(lan);
  const phones: Phone[] = [];
  for (const name of ['Anna', 'Boris', 'Vera']) phones.push(await joinPhone(lan, tv.joinUrl, name, { tap: true }));
  // A long vote: every forgery lands in the same round.
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers({ acquaintance: 20, vote: 120 }) });
  await fillWithBots(tv);
  await startGame(tv);
  const night = await waitForPhase(tv, (game) => game.phase.name === 'night');
  const views = await Promise.all(phones.map((phone) => phoneViewIn(phone.page, 'night')));
  // The player sent out must not be the only mafia (that would end the game): pick a town phone.
  const outIndex = views.findIndex((view) => view.side === 'town');
  const out = phones[outIndex]!;
  const [voter, forger] = phones.filter((_, index) => index !== outIndex) as [Phone, Phone];
  const seatOf = (phone: Phone) => views[phones.indexOf(phone)]!.seat;

  // The forger makes an honest night pick now, with the moves every phone asks for
  // (hold the card, tap, hold again: docs/PHONE.md): its frame is replayed by day.
  const nightTarget = [1, 2, 3, 4, 5, 6].find((seat) => seat !== seatOf(forger))!;
  await expect.poll(async () => (await phoneState(forger.page)).view?.phase.seq).toBe(night.phase.seq);
  await holdCard(forger.page);
  await forger.page.getByTestId(`choice-${nightTarget}`).click();
  await holdCard(forger.page);
  await expect(forger.page.getByTestId('night-choice')).toHaveText(new RegExp(`^Your choice: ${nightTarget} · `));
  const nightPick = (await forger.page.evaluate(() => window.__wire.sent)).find((frame) => frame.includes('"nightPick"'))!;
  expect(JSON.parse(nightPick)).toMatchObject({ t: 'intent', seq: night.phase.seq });

  // Two warnings from the TV send one player out.
  await tvHost(tv, { type: 'warn', seat: seatOf(out) });
  await tvHost(tv, { type: 'warn', seat: seatOf(out) });
  await expect.poll(async () => (await tvState(tv.page)).game!.seats[seatOf(out) - 1]!.alive).toBe(false);

  // On to the day's vote. The voter votes on its screen, the bots vote; the forger holds its ballot.
  const vote = await skipUntil(tv, (game) => game.phase.name === 'vote');
  const voterTarget = vote.phase.candidates.find((seat) => seat !== seatOf(voter) && seat !== seatOf(forger))!;
  await voter.page.getByTestId(`vote-${voterTarget}`).click();
  const voters = vote.seats.filter((seat) => seat.alive).map((seat) => seat.seat);
  const othersDone = voters.filter((seat) => seat !== seatOf(forger)).sort();
  await expect.poll(async () => [...(await tvState(tv.page)).game!.phase.voted].sort(), { timeout: 10_000 }).toEqual(othersDone);
  const before = (await tvState(tv.page)).game!;
  const seq = before.phase.seq;
  const intent = (body: object) => JSON.stringify({ t: 'intent', seq, intent: body });
  const forgerTarget = voters.find((seat) => seat !== seatOf(forger))!;

  // The rules, checked by the engine.
  // A ballot may be changed until the count (RULES V1), but never to oneself in classic.
  await refused(voter.page, intent({ type: 'vote', target: seatOf(voter) }), 'invalidTarget');
  await expect(voter.page.getByTestId('error')).toContainText('not available');
  await refused(out.page, intent({ type: 'vote', target: voterTarget }), 'deadActor');
  await refused(forger.page, intent({ type: 'nightPick', target: forgerTarget }), 'wrongPhase');
  await refused(forger.page, intent({ type: 'vote', target: seatOf(out) }), 'invalidTarget');
  // The seat always comes from the channel: naming one is malformed, wherever it is put.
  await refused(forger.page, intent({ type: 'vote', seat: seatOf(voter), target: forgerTarget }), 'malformed');
  await refused(forger.page, JSON.stringify({ t: 'intent', seq, seat: seatOf(voter), intent: { type: 'vote', target: forgerTarget } }), 'malformed');
  // A replay from an earlier phase.
  await refused(forger.page, nightPick, 'stale');
  await refused(forger.page, JSON.stringify({ t: 'intent', seq: seq - 1, intent: { type: 'vote', target: forgerTarget } }), 'stale');
  // Host actions: only the VIP, only what a table lets a player do (H5), and never the TV's own clock.
  await refused(forger.page, JSON.stringify({ t: 'host', seq, action: { type: 'pause' } }), 'notVip');
  for (const action of [{ type: 'skip' }, { type: 'warn', seat: seatOf(voter) }, { type: 'endGame' }, { type: 'timeout' }, { type: 'narrated', seq }]) {
    await refused(voter.page, JSON.stringify({ t: 'host', seq, action }), 'malformed');
  }
  // A seated channel cannot become another player, even with that player's real token.
  const votersToken = await voter.page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('citysleeps.seat.'))![1]);
  await refused(forger.page, JSON.stringify({ t: 'hello', v: 1, name: null, token: votersToken }), 'malformed');
  // Garbage of every kind.
  for (const garbage of ['hello', '', '[]', 'null', '42', '{"t":"intent"}', '{"t":"vote","target":2}', intent({ type: 'vote', target: '2' }), intent({ type: 'vote', target: 99 })]) {
    await refused(forger.page, garbage, 'malformed');
  }
  await refused(forger.page, [0x93, 0x01, 0xff, 0x00], 'malformed');
  await refused(forger.page, JSON.stringify({ t: 'intent', seq, intent: { type: 'vote', target: forgerTarget }, pad: 'x'.repeat(3000) }), 'tooBig');
  await refused(forger.page, `"${'я'.repeat(1100)}"`, 'tooBig');
  // PeerJS's own control messages mean nothing on a raw channel: no close, no open.
  await refused(forger.page, '{"__peerData":{"type":"close"}}', 'malformed');
  await refused(forger.page, '{"type":"OPEN"}', 'malformed');
  await refused(forger.page, '{"type":"CANDIDATE","payload":{}}', 'malformed');

  // Nothing moved on the TV…
  const after = (await tvState(tv.page)).game!;
  expect(still(after)).toEqual(still(before));
  // …nor on the phones: the voter's ballot stands, the forger has none, the out player is out.
  await expect(voter.page.getByTestId('ballot')).toContainText(`Your vote: ${voterTarget} · `);
  await expect(forger.page.getByTestId(`vote-${forgerTarget}`)).toBeEnabled();
  expect((await phoneState(forger.page)).view?.prompt).toMatchObject({ kind: 'vote', picked: null });
  await expect(out.page.getByTestId('out')).toBeVisible();
  // The forger's channel is still open and still its own: its honest vote counts, once, as cast.
  await expect(tv.page.getByTestId('phones-status')).toContainText('6/6');
  await forger.page.getByTestId(`vote-${forgerTarget}`).click();
  // The count's beat holds the verdict (lastRound null) while the ballots land; the verdict step has it.
  const result = await waitForPhase(tv, (game) => game.phase.seq > seq && game.phase.lastRound !== null);
  const ballots = result.phase.lastRound?.ballots ?? [];
  expect(ballots).toContainEqual({ voter: seatOf(voter), target: voterTarget });
  expect(ballots).toContainEqual({ voter: seatOf(forger), target: forgerTarget });
  expect(ballots.filter((ballot) => ballot.voter === seatOf(forger) || ballot.voter === seatOf(voter))).toHaveLength(2);
  expect(ballots.some((ballot) => ballot.voter === seatOf(out))).toBe(false);

  await closeAll(tv.context, ...phones.map((phone) => phone.context));
});

// --- Devices that are not phones of this app -----------------------------------

/** A page of its own on the party's origin with the PeerJS library and nothing of the app: an attacker's device on the Wi-Fi. */
async function rawPeerPage(lan: DeviceLan, joinUrl: string): Promise<Page> {
  const page = await (await lan.newContext({ label: 'attacker' })).newPage();
  await page.goto(new URL('/signaling.json', joinUrl).href);
  await page.addScriptTag({ path: path.resolve('node_modules/peerjs/dist/peerjs.min.js') });
  return page;
}

/** The embedded server's signaling options, with the STUN/TURN it hands every device, as the attacker's PeerJS client needs them. */
async function signalingOptions(page: Page, joinUrl: string) {
  const url = new URL(joinUrl);
  const served = (await page.evaluate(() => JSON.parse(document.body.innerText))) as { ice?: unknown[] };
  return { host: url.hostname, port: Number(url.port), path: '/peerjs', key: 'citysleeps', config: { iceServers: served.ice ?? [] } };
}

/**
 * Registers `roomId` as soon as the server lets it (retrying while the TV still holds it), then,
 * knowing the room key as any guest who saw the QR code does, plays the best impostor it can:
 * a valid room-level challenge bound to its own channel (HMAC-SHA-256 over the DTLS
 * fingerprints it reads, as src/net/binding.ts does; computed for it: its plain-http page has
 * no WebCrypto), then a made-up welcome, a made-up card and a refusal. Records every frame the
 * phones send it in `window.heard`.
 */
async function becomeImpostor(page: Page, roomId: string, roomKey: string, joinUrl: string): Promise<void> {
  await page.exposeFunction('attackerMac', (key: string, parts: string[]) =>
    createHmac('sha256', key).update(['citysleeps/3', ...parts].join('|')).digest('base64url'),
  );
  await page.evaluate(
    ({ roomId, roomKey, options }) =>
      new Promise<void>((resolve) => {
        const w = window as unknown as {
          heard: string[];
          impostor: { destroy(): void } | null;
          peerjs: { Peer: new (id: string, o: unknown) => any };
          attackerMac(key: string, parts: string[]): Promise<string>;
        };
        w.heard = [];
        const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        const mac = (key: string, parts: string[]) => w.attackerMac(key, parts);
        const attempt = () => {
          const peer = new w.peerjs.Peer(roomId, options);
          peer.on('open', () => {
            w.impostor = peer;
            resolve();
          });
          peer.on('error', (error: { type: string }) => {
            if (error.type === 'unavailable-id') {
              peer.destroy();
              setTimeout(attempt, 100);
            }
          });
          peer.on('connection', (conn: any) => {
            conn.on('data', async (data: unknown) => {
              w.heard.push(String(data));
              const frame = JSON.parse(String(data)) as { t: string; nonce?: string };
              if (frame.t !== 'hello') return;
              const nonce = b64(crypto.getRandomValues(new Uint8Array(16)));
              const fingerprints = (sdp: string | undefined) =>
                [...new Set([...(sdp ?? '').matchAll(/^a=fingerprint:(\S+)\s+([0-9A-Fa-f:]+)\s*$/gm)].map((m) => `${m[1]!.toLowerCase()}:${m[2]!.toUpperCase()}`))].sort().join(',');
              const pc = conn.peerConnection as RTCPeerConnection;
              const binding = `tv=${fingerprints(pc.localDescription?.sdp)};phone=${fingerprints(pc.remoteDescription?.sdp)}`;
              const proof = await mac(roomKey, ['tv', roomId, frame.nonce ?? '', nonce, binding]);
              conn.send(JSON.stringify({ t: 'challenge', nonce, proof, by: 'room' }));
              conn.send(JSON.stringify({ t: 'welcome', seat: 1, name: 'Anna', token: null, vip: true, roomCode: 'ACDEFHJK' }));
              const view = { seat: 1, role: 'mafia', alive: true, side: 'mafia', phase: { seq: 999, name: 'night', deadline: null }, seats: [] };
              conn.send(JSON.stringify({ t: 'view', view, now: Date.now() }));
              conn.send(JSON.stringify({ t: 'refused', reason: 'badToken' }));
            });
          });
        };
        attempt();
      }),
    { roomId, roomKey, options: await signalingOptions(page, joinUrl) },
  );
}

function roomOf(joinUrl: string): { id: string; key: string } {
  const url = new URL(joinUrl);
  return { id: url.searchParams.get('join')!, key: new URLSearchParams(url.hash.slice(1)).get('k')! };
}

test('@reliability an impostor that takes the room during a TV reload learns no token and no card, and the TV says its room is taken', async ({ lan }) => {
  const tv = await openTv(lan);
  const phones: Phone[] = [];
  for (const name of ['Anna', 'Boris', 'Vera']) phones.push(await joinPhone(lan, tv.joinUrl, name, { tap: true }));
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers({ acquaintance: 90 }) });
  await fillWithBots(tv);
  await startGame(tv);
  const key = tokenKey(tv.joinUrl);
  const before = await Promise.all(
    phones.map(async (phone) => {
      const view = await phoneViewIn(phone.page, 'night');
      return { token: (await storedToken(phone.page, key))!, seat: view.seat, role: view.role };
    }),
  );
  const room = roomOf(tv.joinUrl);

  // The TV tab goes away (a reload); a device on the Wi-Fi that saw the QR code grabs the room's ID first.
  await tv.page.close();
  const attacker = await rawPeerPage(lan, tv.joinUrl);
  await becomeImpostor(attacker, room.id, room.key, tv.joinUrl);
  const reloaded = await tv.context.newPage();
  await reloaded.goto('/');
  const taken: Tv = { ...tv, page: reloaded };
  // More than a few seconds taken: the TV says so, on the game screen it restored.
  await expect(reloaded.getByTestId('room-taken-status')).toBeVisible({ timeout: 20_000 });
  expect((await tvState(reloaded)).roomTaken).toBe(true);
  expect((await tvState(reloaded)).game?.phase.name).toBe('night');

  // The phones knock at the impostor's door…
  await expect.poll(async () => (await attacker.evaluate(() => (window as unknown as { heard: string[] }).heard)).filter((f) => f.includes('"hello"')).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => (await attacker.evaluate(() => (window as unknown as { heard: string[] }).heard)).filter((f) => f.includes('"prove"')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  const heard = await attacker.evaluate(() => (window as unknown as { heard: string[] }).heard);
  // …and tell it no token, no card, no intent: only hellos, proofs it cannot reuse, and heartbeats.
  for (const { token, role } of before) {
    expect(heard.join('\n')).not.toContain(token);
    expect(heard.join('\n')).not.toContain(`"${role}"`);
  }
  expect(heard.every((frame) => ['hello', 'prove', 'ping', 'pong'].includes((JSON.parse(frame) as { t: string }).t))).toBe(true);
  // The made-up welcome, card and refusal changed nothing on any phone.
  for (const [index, phone] of phones.entries()) {
    const state = await phoneState(phone.page);
    expect(state.view?.seat).toBe(before[index]!.seat);
    expect(state.view?.role).toBe(before[index]!.role);
    expect(state.view?.phase.seq).not.toBe(999);
    expect(state.refused).toBeNull();
    expect(await storedToken(phone.page, key)).toBe(before[index]!.token);
  }

  // The impostor lets go of the ID (its page closes the signaling socket): the TV takes its room
  // back by itself, and every phone its seat and card. (Switching the device off instead, with no
  // closing handshake, is a drop: the server keeps the ID for its holder through alive_timeout and
  // the guard's reservation, as it does for a phone that sleeps; server/signaling-guard.ts.)
  await attacker.evaluate(() => (window as unknown as { impostor: { destroy(): void } }).impostor.destroy());
  await expect(reloaded.getByTestId('room-taken-status')).toBeHidden({ timeout: 20_000 });
  await attacker.context().close();
  await expect(reloaded.getByTestId('phones-status')).toContainText('6/6', { timeout: 20_000 });
  for (const [index, phone] of phones.entries()) {
    await expect.poll(async () => (await phoneState(phone.page)).link, { timeout: 15_000 }).toBe('online');
    expect((await phoneState(phone.page)).view?.role).toBe(before[index]!.role);
  }
  expect((await tvState(taken.page)).roomTaken).toBe(false);

  await closeAll(tv.context, ...phones.map((phone) => phone.context));
});

test('@reliability floods: a dozen channels that never say hello, invisible, look-alike and bot names; each refused, and the table still plays', async ({ lan }) => {
  const tv = await openTv(lan);
  const room = roomOf(tv.joinUrl);

  // One device opens a data channel to the room from each of twelve peer IDs and never says a word.
  // (From one peer ID a burst gets nowhere: the TV keeps one attempt per peer, src/net/peerjs.ts.)
  const flooder = await rawPeerPage(lan, tv.joinUrl);
  await flooder.evaluate(
    ({ roomId, options }) =>
      Promise.all(
        Array.from({ length: 12 }, () => new Promise<void>((resolve) => {
          // (Not `closed`: that is the window's own.)
          const w = window as unknown as { opened?: number; shut?: number; peerjs: { Peer: new (id: string, o: unknown) => any } };
          w.opened ??= 0;
          w.shut ??= 0;
          const peer = new w.peerjs.Peer(`citysleeps-flood-${Math.random().toString(16).slice(2)}`, options);
          peer.on('open', () => {
            const conn = peer.connect(roomId, { serialization: 'raw', reliable: true });
            conn.on('open', () => void w.opened!++);
            conn.on('close', () => void w.shut!++);
            resolve();
          });
        })),
      ).then(() => undefined),
    { roomId: room.id, options: await signalingOptions(flooder, tv.joinUrl) },
  );
  const counts = () => flooder.evaluate(() => ({ opened: (window as unknown as { opened: number }).opened, closed: (window as unknown as { shut: number }).shut }));
  await expect.poll(async () => (await counts()).opened, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);

  // Meanwhile a real phone joins; its name goes through every rule first, on the same channel.
  const anna = await openPhone(lan, tv.joinUrl);
  const refusedName = anna.page.getByTestId('name-refused');
  for (const [name, why] of [
    ['\u3164\u3164\u3164', 'at least one letter or digit'],
    ['\u0301\u0301\u0301', 'at least one letter or digit'],
    ['Bot 1', 'practice bots'],
    ['Бот 1', 'practice bots'],
    ['B0t l', 'practice bots'],
  ] as const) {
    await typeNameAndJoin(anna.page, name);
    await expect(refusedName, name).toContainText(why);
  }
  await typeNameAndJoin(anna.page, 'Anna');
  await expect(anna.page.getByTestId('seat-number')).toHaveText('1', { timeout: 20_000 });
  // Cyrillic «А» in "Аnna" reads as Anna: that seat gets a number.
  const lookalike = await joinPhone(lan, tv.joinUrl, '\u0410nna');
  await expect(lookalike.page.getByTestId('seat-number')).toHaveText('2');
  expect((await tvState(tv.page)).seats.map((seat) => seat.name)).toEqual(['Anna', '\u0410nna 2']);

  // Every silent channel is gone within seconds of opening, and none holds a seat.
  await expect.poll(async () => {
    const { opened, closed } = await counts();
    return opened > 0 && closed >= opened;
  }, { timeout: 30_000 }).toBe(true);
  expect((await tvState(tv.page)).seats).toHaveLength(2);

  // The table still plays.
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers() });
  await fillWithBots(tv);
  await startGame(tv);
  await expect.poll(async () => (await phoneState(anna.page)).view?.seat ?? null).toBe(1);
  await expect(tv.page.getByTestId('phones-status')).toContainText('6/6');

  await closeAll(tv.context, anna.context, lookalike.context, flooder.context());
});

test('@reliability the host locks the table and lets a phone in; a phone too late waits for the next game and is dealt a card on Play again', async ({ lan }) => {
  const tv = await openTv(lan);
  const anna = await joinPhone(lan, tv.joinUrl, 'Anna');

  // Locked: a new name waits for the TV's OK.
  await tv.page.getByTestId('lock-table').click();
  await expect(tv.page.getByTestId('lock-table')).toHaveAttribute('aria-pressed', 'true');
  const vera = await openPhone(lan, tv.joinUrl);
  await typeNameAndJoin(vera.page, 'Vera');
  await expect(vera.page.getByTestId('waiting')).toContainText('Waiting for the host');
  const request = tv.page.getByTestId('seat-request');
  await expect(request).toContainText('Vera');
  await request.getByTestId('request-accept').click();
  await expect(vera.page.getByTestId('seat-number')).toHaveText('2');
  await expect(tv.page.getByTestId('seat-requests')).toBeHidden();
  await tv.page.getByTestId('lock-table').click();

  // A game starts; a phone that comes now is offered the next one.
  await configure(tv, { preset: 'classic', players: 6, timers: shortTimers() });
  await fillWithBots(tv);
  await startGame(tv);
  const late = await openPhone(lan, tv.joinUrl);
  await typeNameAndJoin(late.page, 'Gleb');
  await expect(late.page.getByTestId('refused')).toContainText('The game has started');
  await late.page.getByTestId('join-next').click();
  await expect(late.page.getByTestId('waiting')).toContainText('next game');

  // The game ends; Play again deals Gleb in.
  await tvHost(tv, { type: 'endGame' });
  await expect(tv.page.getByTestId('play-again')).toBeVisible();
  await tv.page.getByTestId('play-again').click();
  await expect(late.page.getByTestId('card')).toBeVisible({ timeout: 20_000 });
  const game = (await tvState(tv.page)).game!;
  expect(game.seats.map((seat) => seat.name)).toContain('Gleb');
  expect((await phoneState(late.page)).view?.seat).toBe(7);
  expect((await phoneState(anna.page)).view?.seat).toBe(1);

  await closeAll(tv.context, anna.context, vera.context, late.context);
});
