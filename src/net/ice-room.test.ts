import { describe, expect, it } from 'vitest';
import { roomOfUsername, turnPassword as serverPassword } from '../../server/ice-server';
import { FakeClock, settle } from '../base/fake-clock';
import { REGISTER_EVERY_MS, RETRY_MS, roomTurnKey, TableTurn, tableIceServers, turnPassword } from './ice-room';

const ROOM = { peerId: 'citysleeps-0123456789abcdef', key: 'AAAAAAAAAAAAAAAAAAAAAA' };
const STUN = [{ urls: ['stun:10.0.0.1:3478'] }];
const TURN = ['turn:10.0.0.1:3478?transport=udp'];
let counter = 0;
const random = (count: number) => Uint8Array.from({ length: count }, () => ++counter % 256);

describe('TURN credentials made from the room key', () => {
  it('are the room\'s: the party server finds the room in the username and works out the same password', () => {
    const [, turn] = tableIceServers(STUN, TURN, ROOM, random);
    expect(turn!.urls).toEqual(TURN);
    expect(roomOfUsername(turn!.username)).toBe(ROOM.peerId);
    expect(turn!.credential).toBe(serverPassword(roomTurnKey(ROOM.key), turn!.username!));
  });

  it('each device has its own username; another key gives another password; without TURN only STUN', () => {
    const [, a] = tableIceServers(STUN, TURN, ROOM, random);
    const [, b] = tableIceServers(STUN, TURN, ROOM, random);
    expect(a!.username).not.toBe(b!.username);
    expect(turnPassword(roomTurnKey('BBBBBBBBBBBBBBBBBBBBBB'), a!.username!)).not.toBe(a!.credential);
    expect(tableIceServers(STUN, [], ROOM, random)).toEqual(STUN);
  });

  it('the TURN key the TV registers is one-way: it is not the room key and has the shape the server takes', () => {
    const turnKey = roomTurnKey(ROOM.key);
    expect(turnKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(turnKey).not.toContain(ROOM.key);
  });
});

describe("The TV's table TURN", () => {
  it('STUN alone until the room is known, then its own credential for that room', () => {
    const table = new TableTurn(STUN, TURN, async () => 204, new FakeClock(), random);
    const config = table.config;
    expect(config.iceServers).toEqual(STUN);
    table.open(ROOM);
    // The same object PeerJS was given: the next RTCPeerConnection takes the room's TURN.
    expect(table.config).toBe(config);
    expect(roomOfUsername(config.iceServers[1]!.username)).toBe(ROOM.peerId);
    table.stop();
  });

  it('registers the room as soon as its ID is held (409 until then), and again every 20 s', async () => {
    const clock = new FakeClock();
    const asked: string[] = [];
    let held = false;
    const table = new TableTurn(
      STUN,
      TURN,
      async (room, key) => {
        asked.push(`${room} ${key}`);
        return held ? 204 : 409;
      },
      clock,
      random,
    );
    table.open(ROOM);
    await settle();
    await clock.advance(RETRY_MS);
    expect(asked).toHaveLength(2);
    held = true;
    await clock.advance(RETRY_MS);
    expect(asked).toHaveLength(3);
    // Registered: nothing more until the next round.
    await clock.advance(REGISTER_EVERY_MS - 1);
    expect(asked).toHaveLength(3);
    await clock.advance(1);
    expect(asked).toHaveLength(4);
    expect(new Set(asked)).toEqual(new Set([`${ROOM.peerId} ${roomTurnKey(ROOM.key)}`]));
    // Opening the same room again (a new snapshot) changes nothing; stop() ends the rounds.
    table.open(ROOM);
    table.stop();
    await clock.advance(REGISTER_EVERY_MS * 2);
    expect(asked).toHaveLength(4);
  });
});
