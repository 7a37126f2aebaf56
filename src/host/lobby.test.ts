import { describe, expect, it } from 'vitest';
import { credentialOf } from '../protocol/auth';
import { admitName, challengeKey, claimRefusal } from './join';
import { addPlayer, allowBack, byCredential, confirmToken, emptyLobby, move, removeAt, rotateTokens, type Lobby } from './lobby';

let next = 0;
const fresh = () => ({ id: `p${++next}`, token: `token-${next}-${'x'.repeat(20)}` });
const ROOM_KEY = 'R'.repeat(22);

function lobbyOf(...names: string[]): Lobby {
  return names.reduce(
    (lobby, name, index) => addPlayer(lobby, { ...fresh(), name, bot: name.startsWith('Bot'), device: `device-${index}` }),
    emptyLobby(),
  );
}

describe('The lobby', () => {
  it('the first human is the VIP, not a bot that sat earlier', () => {
    const lobby = lobbyOf('Bot 1', 'Anna', 'Boris');
    expect(lobby.vip).toBe(lobby.players[1]!.id);
  });

  it('moving a player shifts the others', () => {
    const lobby = move(lobbyOf('A', 'B', 'C', 'D'), 4, 2);
    expect(lobby.players.map((p) => p.name)).toEqual(['A', 'D', 'B', 'C']);
    expect(move(lobby, 9, 1)).toBe(lobby);
  });

  it('removing a player revokes the token and keeps the phone out, under any new name', () => {
    const lobby = lobbyOf('A', 'B');
    const token = lobby.players[1]!.token;
    const after = removeAt(lobby, 2);
    expect(after.players.map((p) => p.name)).toEqual(['A']);
    expect(claimRefusal(after, credentialOf(token), 'another phone', false)).toBe('removed');
    expect(admitName(after, 'Bella', 'device-1', { gameExists: false }, fresh)).toEqual({ kind: 'refused', reason: 'removed' });
    // Until the host lets the phone back.
    expect(admitName(allowBack(after, 'device-1'), 'Bella', 'device-1', { gameExists: false }, fresh)).toMatchObject({ kind: 'seated' });
  });
});

describe('The challenge key', () => {
  it("a claimed seat is challenged with that seat's token; an unknown one, or none, with the room key", () => {
    const lobby = lobbyOf('A', 'Bot 1');
    const [anna, bot] = lobby.players as [(typeof lobby.players)[0], (typeof lobby.players)[0]];
    expect(challengeKey(lobby, credentialOf(anna.token), ROOM_KEY)).toEqual({ by: 'seat', key: anna.token, playerId: anna.id, prior: false });
    expect(challengeKey(lobby, credentialOf('Z'.repeat(24)), ROOM_KEY)).toEqual({ by: 'room', key: ROOM_KEY });
    expect(challengeKey(lobby, null, ROOM_KEY)).toEqual({ by: 'room', key: ROOM_KEY });
    // A bot's seat is never claimed.
    expect(challengeKey(lobby, credentialOf(bot.token), ROOM_KEY).by).toBe('room');
  });

  it('a seat the TV does not know: badToken in the lobby, started in a game; no claim is a guest', () => {
    const lobby = lobbyOf('A');
    expect(claimRefusal(lobby, credentialOf('Z'.repeat(24)), 'd', false)).toBe('badToken');
    expect(claimRefusal(lobby, credentialOf('Z'.repeat(24)), 'd', true)).toBe('started');
    expect(claimRefusal(lobby, null, 'd', true)).toBeNull();
    // A removed phone without a claim is a guest: it may ask to come back (its names are refused).
    expect(claimRefusal(removeAt(lobby, 1), null, 'device-0', false)).toBeNull();
  });
});

describe('Token rotation', () => {
  it('a new game gives every human a new token; the old one works once, until the phone confirms the new', () => {
    const lobby = lobbyOf('A', 'Bot 1');
    const old = lobby.players[0]!.token;
    const rotated = rotateTokens(lobby, () => `new-${'y'.repeat(24)}`);
    const anna = rotated.players[0]!;
    expect(anna.token).not.toBe(old);
    expect(anna.prior).toBe(old);
    expect(rotated.players[1]!.token).toBe(lobby.players[1]!.token);
    expect(challengeKey(rotated, credentialOf(old), ROOM_KEY)).toMatchObject({ by: 'seat', key: old, prior: true });
    const confirmed = confirmToken(rotated, anna.id);
    expect(byCredential(confirmed, credentialOf(old))).toBeNull();
    expect(challengeKey(confirmed, credentialOf(old), ROOM_KEY).by).toBe('room');
    expect(challengeKey(confirmed, credentialOf(anna.token), ROOM_KEY).by).toBe('seat');
  });

  it('a phone away for two deals still holds the first token, which stays the one to answer', () => {
    const lobby = lobbyOf('A');
    const first = lobby.players[0]!.token;
    let n = 0;
    const twice = rotateTokens(rotateTokens(lobby, () => `n${++n}-${'z'.repeat(24)}`), () => `n${++n}-${'z'.repeat(24)}`);
    expect(twice.players[0]!.prior).toBe(first);
    expect(twice.players[0]!.token).toBe(`n2-${'z'.repeat(24)}`);
  });
});

describe('New names', () => {
  it('in order: a game in progress, the name, a full table, a locked table', () => {
    const lobby = lobbyOf('A');
    expect(admitName(lobby, 'Boris', 'x', { gameExists: true }, fresh)).toEqual({ kind: 'refused', reason: 'started' });
    expect(admitName(lobby, '\u3164\u3164', 'x', { gameExists: false }, fresh)).toEqual({ kind: 'refused', reason: 'badName' });
    expect(admitName(lobby, 'Bot 3', 'x', { gameExists: false }, fresh)).toEqual({ kind: 'refused', reason: 'reservedName' });
    const full = lobbyOf(...Array.from({ length: 17 }, (_, i) => `P${i}`));
    expect(admitName(full, 'Late', 'x', { gameExists: false }, fresh)).toEqual({ kind: 'refused', reason: 'full' });
    expect(admitName({ ...lobby, locked: true }, ' Boris ', 'x', { gameExists: false }, fresh)).toEqual({ kind: 'wait', name: 'Boris' });
    const seated = admitName(lobby, 'Аnna', 'x', { gameExists: false }, fresh);
    expect(seated).toMatchObject({ kind: 'seated', player: { name: 'Аnna', device: 'x', bot: false } });
  });
});
