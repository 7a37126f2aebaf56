/**
 * Writes src/host/fixtures/save-v<N>-*.json: host records (store.ts) of real
 * games, stopped mid-night with picks, mid-vote and during a last word (and a
 * City day with statements said), as a TV of this version saves them. They
 * are what a later version must still load (engine/migrate.ts).
 *
 *   npx tsx scripts/capture-saves.ts
 */
import { writeFileSync } from 'node:fs';
import { botIntent, defaultSetup, newGame, seatView, seedRng, step, type GameState, type Setup } from '../src/engine';
import { saidOf, speakerOf } from '../src/engine/state';
import { RECORD_VERSION, type HostRecord } from '../src/host/store';
import type { Lobby } from '../src/host/lobby';

type Stop = (s: GameState) => boolean;

function lobbyOf(names: string[]): Lobby {
  return {
    players: names.map((name, i) => ({ id: `p${i + 1}`, name, token: `token-${i + 1}`, bot: true })),
    vip: null,
    revoked: [],
  };
}

/** Plays bots from the deal until `stop` holds after an accepted step. */
/** `speak`: each speaker names a suspect first (a bot needs a mind to speak of itself). */
function playUntil(setup: Setup, seed: number, stop: Stop, speak = false): GameState {
  const names = Array.from({ length: setup.players }, (_, i) => `Bot ${i + 1}`);
  let now = 1_800_000_000_000;
  let state = newGame(setup, names, seed, now).state;
  const rng = seedRng(seed);
  for (let guard = 0; guard < 20_000; guard++) {
    if (state.phase === 'gameOver') break;
    let acted = false;
    const speaker = speakerOf(state);
    if (speak && state.phase === 'speech' && speaker && state.today?.saidSeq !== state.seq) {
      const suspect = state.alive.findIndex((alive, i) => alive && i + 1 !== speaker) + 1;
      const result = step(state, { type: 'say', seat: speaker, statement: { kind: 'suspect', seats: [suspect] } }, now);
      if (result.ok) state = result.state;
    }
    for (let seat = 1; seat <= setup.players && !acted; seat++) {
      if (!state.alive[seat - 1] && state.phase !== 'lastWord') continue;
      const intent = botIntent(seatView(state, seat, now), rng, 'sensible');
      if (!intent) continue;
      const result = step(state, intent, now);
      if (result.ok && result.state !== state) {
        state = result.state;
        acted = true;
      }
    }
    if (!acted) {
      const deadline = state.deadline ?? now;
      now = Math.max(now, deadline);
      const result = step(state, { type: 'timeout' }, now);
      if (!result.ok) throw new Error(`timeout refused: ${result.rejection.code}`);
      state = result.state;
    }
    if (stop(state)) return state;
  }
  throw new Error('the game ended before the moment wanted');
}

function save(name: string, setup: Setup, seed: number, stop: Stop, speak = false): void {
  const state = playUntil(setup, seed, stop, speak);
  const names = state.names as string[];
  const record: HostRecord<GameState> = {
    version: RECORD_VERSION,
    savedAt: (state.deadline ?? 1_800_000_000_000) - 1000,
    room: { peerId: 'citysleeps-fixture', code: 'ABCD', key: 'fixture-key' },
    lobby: lobbyOf(names),
    setup,
    game: { state, seed, wording: seed + 7, at: (state.deadline ?? 1_800_000_000_000) - 2000 },
  };
  const path = `src/host/fixtures/save-v${RECORD_VERSION}-${name}.json`;
  writeFileSync(path, `${JSON.stringify(record, null, 1)}\n`);
  console.log(path, state.phase, state.phase === 'night' ? state.dark!.nightStep : '', `day ${state.day}`);
}

const city = defaultSetup('city', 11);
const classic = defaultSetup('classic', 10);

save('city-night-picks', city, 3, (s) => s.phase === 'night' && s.night >= 2 && s.dark!.picks.some((p) => p !== 0));
save('classic-night-picks', classic, 4, (s) => s.phase === 'night' && s.dark!.nightStep === 'doctor' && s.dark!.picks.some((p) => p !== 0));
save('city-vote', city, 5, (s) => s.phase === 'vote' && s.voting?.round !== undefined && s.voting.round.ballots.some((b) => b !== 0));
save('classic-vote', classic, 6, (s) => s.phase === 'vote' && s.voting?.round !== undefined && s.voting.round.ballots.some((b) => b !== 0));
save('city-last-word', city, 7, (s) => s.phase === 'lastWord' && s.day >= 1);
save('classic-last-word', classic, 8, (s) => s.phase === 'lastWord' && s.day >= 1);
save('city-said', city, 9, (s) => s.phase === 'speech' && saidOf(s).length >= 2, true);
