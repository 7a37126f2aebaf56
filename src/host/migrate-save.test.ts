import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicView, seatView, type GameState } from '../engine';
import { playOnWithBots } from '../engine/testkit';
import { stateFromV2, stateFromV3, v2Problem, v3Problem } from '../engine/migrate';
import { readSave, readStored } from './migrate-save';
import { RECORD_VERSION } from './store';

/** The TV's saved records of versions 2, 3 and 4, for the same games at the same moments (scripts/capture-saves.ts). */
const saves = import.meta.glob<Record<string, unknown>>('./fixtures/save-v*.json', { eager: true, import: 'default' });
const v2 = Object.entries(saves).filter(([path]) => path.includes('save-v2-'));
const v3 = Object.entries(saves).filter(([path]) => path.includes('save-v3-'));

const copy = <T>(value: T): T => structuredClone(value);
const stateOf = (record: Record<string, unknown>): Record<string, unknown> => (record.game as { state: Record<string, unknown> }).state;

function read(raw: unknown): { state: GameState; at: number } {
  const result = readSave(raw);
  if (!('record' in result)) throw new Error(`refused: ${result.refused}`);
  return result.record.game!;
}

/** Everything every audience sees of a state: the TV, each phone, each phone before the cards are turned. */
function seen(s: GameState, now: number): string {
  const seats = s.roles.map((_, i) => [seatView(s, i + 1, now), seatView(s, i + 1, now, true)]);
  return JSON.stringify([publicView(s, now), seats]);
}

/** Plays a game on with bots and a host that lets every timer run out, noting what everyone saw at every step. */
function playOn(start: GameState, at: number): string[] {
  const shown: string[] = [];
  playOnWithBots(start, at, { seed: 23, style: 'random', guard: 5_000, each: (s, now) => void shown.push(seen(s, now)) });
  return shown;
}

/** Each save of version `old` beside its twin, the same moment saved by the next version: read, both play on alike to the end. */
function twins(old: number, saved: [string, unknown][]): void {
  const twinOf = (path: string) => saves[path.replace(`save-v${old}-`, `save-v${old + 1}-`)];
  it(`has fixtures of every moment worth saving, each beside its version-${old + 1} twin`, () => {
    expect(saved.length).toBeGreaterThanOrEqual(7);
    for (const [path] of saved) expect(twinOf(path), path).toBeDefined();
  });

  for (const [path, record] of saved) {
    it(`${path}: everyone sees what the same moment saved by version ${old + 1} shows, to the end of the game`, () => {
      const migrated = read(copy(record));
      const twin = read(copy(twinOf(path)));
      expect(migrated.at).toBe(twin.at);
      expect(playOn(migrated.state, migrated.at)).toEqual(playOn(twin.state, twin.at));
    });
  }
}

describe('A game saved by version 2', () => {
  twins(2, v2);

  it('keeps each part only while it means something: the night by night, the day and its votes by day', () => {
    const [, night] = v2.find(([path]) => path.includes('city-night-picks'))!;
    const [, vote] = v2.find(([path]) => path.includes('city-vote'))!;
    const dark = read(copy(night)).state;
    expect(dark.dark?.picks).toEqual(stateOf(night).picks);
    expect([dark.today, dark.voting, dark.parting]).toEqual([undefined, undefined, undefined]);
    const day = read(copy(vote)).state;
    expect(day.dark).toBeUndefined();
    expect(day.voting?.round).toEqual(stateOf(vote).round);
    expect(day.today?.nominees).toEqual(stateOf(vote).nominees);
  });

  it('replaces "0 means nobody" with nobody', () => {
    const [, record] = v2.find(([path]) => path.includes('classic-night-picks'))!;
    const old = copy(stateOf(record));
    Object.assign(old, { healLast: 0, clientLast: 4, clientLastNight: 2, opener: 0, tonight: { client: 0, mafia: 3, maniac: 0, heal: 0 } });
    const s = stateFromV2(old)!;
    expect(s.lastHeal).toBeUndefined();
    expect(s.lastClient).toEqual({ seat: 4, night: 2 });
    expect(s.opener).toBeUndefined();
    expect(s.dark?.tonight).toEqual({ client: undefined, mafia: 3, maniac: undefined, heal: undefined });
  });

  it('keeps a last word’s guess and revealed check shown until nightfall, as version 2 did', () => {
    const [, record] = v2.find(([path]) => path.includes('classic-last-word'))!;
    const old = copy(stateOf(record));
    Object.assign(old, { lastWords: [], lastGuess: 2, revealedCheck: { target: 1, isMafia: true }, phase: 'speech', speaker: 3 });
    const phase = publicView(stateFromV2(old)!, 0).phase;
    expect([phase.lastGuess, phase.revealedCheck, phase.speaker]).toEqual([2, { target: 1, isMafia: true }, 3]);
  });

  it('saved before statements, the narrator’s lines, the balagan’s “thank you” or the count’s beat: read with none', () => {
    const [, record] = v2.find(([path]) => path.includes('city-vote'))!;
    const old = copy(stateOf(record));
    for (const field of ['said', 'saidSeq', 'cueLines', 'doneTalking', 'counted']) delete old[field];
    const s = stateFromV2(old)!;
    expect(s.today?.said).toEqual([]);
    expect(s.today?.saidSeq).toBeUndefined();
    expect(s.cueLines).toEqual([]);
    expect(s.voting?.counted).toBeUndefined();
    expect(publicView(s, 0).said).toEqual([]);
  });

  it('in the dawn’s beat keeps the night, which the news is read from', () => {
    const [, record] = v2.find(([path]) => path.includes('city-night-picks'))!;
    const old = copy(stateOf(record));
    Object.assign(old, { phase: 'morning', nightStep: null, stepIndex: 3, morning: null });
    const s = stateFromV2(old)!;
    expect(s.dark?.nightStep).toBe('don');
    expect(s.today).toBeUndefined();
  });

  it('is refused whole when a field is missing or not what version 2 wrote', () => {
    const [, record] = v2[0]!;
    const broken: [string, unknown][] = [['picks', undefined], ['alive', 'yes'], ['phase', 'dusk'], ['tonight', { client: 0 }], ['morning', 5]];
    for (const [field, value] of broken) {
      const old = copy(stateOf(record));
      old[field] = value;
      expect(v2Problem(old), field).toContain(field);
      expect(stateFromV2(old), field).toBeNull();
      const result = readSave({ ...copy(record), game: { ...(record.game as object), state: old } });
      expect('refused' in result && result.refused, field).toContain(field);
    }
    const short = copy(stateOf(record));
    short.picks = [0];
    expect(v2Problem(short)).toContain('one entry per seat');
  });
});

describe('A game saved by version 3', () => {
  twins(3, v3);

  it('keeps in the table’s log what the state still shows: today’s statements and nominations, each by its nominator', () => {
    for (const name of ['city-said', 'city-vote']) {
      const [, record] = v3.find(([path]) => path.includes(name))!;
      const s = read(copy(record)).state;
      const twin = read(copy(saves[`./fixtures/save-v4-${name}.json`])).state;
      // Saved on day 1, the log of version 4 holds only what today shows.
      expect(s.day, name).toBe(1);
      expect(s.aloud, name).toEqual(twin.aloud);
      expect(s.aloud.said, name).toEqual(s.today?.said);
      expect(s.aloud.nominations.map((n) => n.target), name).toEqual(s.today?.nominees);
    }
    expect(read(copy(saves['./fixtures/save-v4-city-vote.json'])).state.aloud.nominations.length).toBeGreaterThan(0);
  });

  it('keeps a last guess while its speaker speaks, and nothing of a past day', () => {
    const [, record] = v3.find(([path]) => path.includes('classic-last-word'))!;
    const old = copy(stateOf(record));
    Object.assign(old, { parting: { ...(old.parting as object), guess: 4 } });
    const s = stateFromV3(old)!;
    expect(s.aloud.lastGuesses).toEqual([{ day: s.day, by: s.today!.speaker, target: 4 }]);
    const [, night] = v3.find(([path]) => path.includes('city-night-picks'))!;
    expect(stateFromV3(copy(stateOf(night)))!.aloud).toEqual({ said: [], nominations: [], lastGuesses: [], revealedChecks: [] });
  });

  it('is refused whole when a field is not what version 3 wrote', () => {
    const [, record] = v3[0]!;
    const old = copy(stateOf(record));
    old.alive = 'yes';
    expect(v3Problem(old)).toContain('alive');
    expect(stateFromV3(old)).toBeNull();
  });
});

describe('Reading a saved record', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads version 4 as it is and versions 2 and 3 migrated, each as version 4', () => {
    for (const [path, record] of Object.entries(saves)) {
      const result = readSave(copy(record));
      expect('record' in result && result.record.version, path).toBe(RECORD_VERSION);
    }
  });

  it('reads a lobby saved without a game, of any version it knows', () => {
    const [, record] = v2[0]!;
    for (const version of [2, 3, 4]) {
      const result = readSave({ ...copy(record), version, game: null });
      expect('record' in result && result.record).toMatchObject({ version: RECORD_VERSION, game: null });
    }
  });

  it('refuses another version, or a record that is not one, and says why in the host’s log', () => {
    const [, record] = v2[0]!;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStored({ ...copy(record), version: 1 })).toHaveProperty('refused');
    expect(readStored({ ...copy(record), version: 5 })).toHaveProperty('refused');
    expect(readStored('a record')).toHaveProperty('refused');
    expect(readStored({ ...copy(record), room: null })).toHaveProperty('refused');
    expect(readStored({ ...copy(record), version: 3, game: { ...(record.game as object), state: { phase: 'night' } } })).toHaveProperty('refused');
    expect(readStored({ ...copy(record), version: 4, game: { ...(record.game as object), state: { phase: 'night' } } })).toHaveProperty('refused');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('version 1'),
      expect.stringContaining('version 5'),
      expect.stringContaining('not an object'),
      expect.stringContaining('no room'),
      expect.stringContaining('not what version 3 writes'),
      expect.stringContaining('not what this version writes'),
    ]);
  });

  it('says nothing when nothing was saved', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStored(undefined)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
