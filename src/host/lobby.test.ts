import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../protocol/messages';
import { admit } from './join';
import { addPlayer, cleanName, emptyLobby, move, removeAt, uniqueName, type Lobby } from './lobby';

let next = 0;
const fresh = () => ({ id: `p${++next}`, token: `token-${next}-${'x'.repeat(20)}` });
const hello = (name: string | null, token: string | null = null) => ({ v: PROTOCOL_VERSION, name, token });

function lobbyOf(...names: string[]): Lobby {
  return names.reduce((lobby, name) => addPlayer(lobby, { ...fresh(), name, bot: name.startsWith('Bot') }), emptyLobby());
}

describe('Names', () => {
  it('are trimmed, stripped of control and invisible characters, and cut to 20 characters', () => {
    expect(cleanName('  Anna  ')).toBe('Anna');
    expect(cleanName('An\u200bna\u0000\u001b')).toBe('Anna');
    expect(cleanName('Anna\n\tKarenina')).toBe('Anna Karenina');
    expect(cleanName('🎩'.repeat(25))).toBe('🎩'.repeat(20));
    expect(cleanName('\u202e\u0007')).toBe('');
  });

  it('taken ones get a number, still within 20 characters', () => {
    expect(uniqueName('Anna', ['anna'])).toBe('Anna 2');
    expect(uniqueName('Anna', ['Anna', 'Anna 2'])).toBe('Anna 3');
    expect(uniqueName('Александра Великая', ['Александра Великая'])).toBe('Александра Великая 2');
    expect(uniqueName('Александра Великаяя', ['Александра Великаяя'])).toBe('Александра Великая 2');
    expect(uniqueName('Александра Великаяя', ['Александра Великаяя', 'Александра Великая 2'])).toBe('Александра Великая 3');
  });
});

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

  it('removing a player revokes the token', () => {
    const lobby = lobbyOf('A', 'B');
    const token = lobby.players[1]!.token;
    const after = removeAt(lobby, 2);
    expect(after.players.map((p) => p.name)).toEqual(['A']);
    expect(admit(after, hello('B', token), false, fresh)).toEqual({ ok: false, reason: 'removed' });
  });
});

describe('Admission', () => {
  it('refuses another protocol version before anything else', () => {
    const lobby = lobbyOf('A');
    expect(admit(lobby, { ...hello(null, lobby.players[0]!.token), v: PROTOCOL_VERSION + 1 }, false, fresh)).toEqual({ ok: false, reason: 'version' });
  });

  it('a known token gets its seat in any phase; a bot seat is never reclaimed', () => {
    const lobby = lobbyOf('A', 'Bot 1');
    const result = admit(lobby, hello(null, lobby.players[0]!.token), true, fresh);
    expect(result).toMatchObject({ ok: true, added: false, player: { name: 'A' } });
    expect(admit(lobby, hello(null, lobby.players[1]!.token), true, fresh)).toEqual({ ok: false, reason: 'started' });
  });

  it('is full at 17', () => {
    const lobby = lobbyOf(...Array.from({ length: 17 }, (_, i) => `P${i}`));
    expect(admit(lobby, hello('Late'), false, fresh)).toEqual({ ok: false, reason: 'full' });
  });
});
