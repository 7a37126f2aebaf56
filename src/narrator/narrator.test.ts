import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../base/fake-clock';
import { BUILTIN_VOICE, Narrator, type NarratorHooks, type VoiceStatus } from './narrator';

/** The built-in voice needs a Worker and a WebAssembly build: a test may stand one in, else it fails to load as under Node. */
const builtin = vi.hoisted(() => ({ works: false, spoken: [] as string[] }));
vi.mock('./builtin-voice', () => ({
  BuiltinVoice: {
    load: async () => {
      if (!builtin.works) throw new Error('no Worker under Node');
      return {
        configure: () => undefined,
        unlock: () => undefined,
        cancel: () => undefined,
        speak: (text: string, events: { ended(failed: boolean): void }) => {
          builtin.spoken.push(text);
          events.ended(false);
        },
      };
    },
  },
}));

/** A browser speech engine whose voices and utterances the test controls. */
class FakeSynth extends EventTarget {
  voices: Partial<SpeechSynthesisVoice>[] = [];
  spoken: { text: string; lang: string; utterance: FakeUtterance }[] = [];
  paused = false;
  getVoices() {
    return this.voices as SpeechSynthesisVoice[];
  }
  speak(utterance: FakeUtterance) {
    if (utterance.text.trim()) this.spoken.push({ text: utterance.text, lang: utterance.lang, utterance });
  }
  cancels = 0;
  cancel() {
    this.cancels += 1;
  }
  resume() {}
}

class FakeUtterance {
  voice: unknown = null;
  lang = '';
  rate = 1;
  volume = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

function setup(synth: FakeSynth | null) {
  vi.stubGlobal('window', synth ? { speechSynthesis: synth } : {});
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  const clock = new FakeClock(0);
  const log = { captions: [] as string[], chimes: 0, narrated: [] as number[], statuses: [] as VoiceStatus[] };
  const hooks: NarratorHooks = {
    caption: (text) => log.captions.push(text),
    chime: () => (log.chimes += 1),
    speaking: () => undefined,
    narrated: (seq) => log.narrated.push(seq),
    status: (status) => log.statuses.push(status),
  };
  const narrator = new Narrator(hooks, clock);
  narrator.configure({ lang: 'ru', voice: '', volume: 1, rate: 1, muted: false });
  return { clock, narrator, log };
}

const context = { preset: 'classic' as const, nameOf: (seat: number) => ({ 3: 'Анна' })[seat] };
const voice = (name: string, lang: string, localService = true) => ({ name, lang, voiceURI: name, localService, default: false });

afterEach(() => {
  vi.unstubAllGlobals();
  builtin.works = false;
  builtin.spoken = [];
});

describe('narrator voice choice', () => {
  it('speaks with the best local voice of the language, sentence by sentence', async () => {
    const synth = new FakeSynth();
    synth.voices = [voice('Russian (Latvia)', 'ru-LV'), voice('Russian', 'ru'), voice('English', 'en-US')];
    const { narrator, log } = setup(synth);
    expect(narrator.status).toMatchObject({ kind: 'browser', name: 'Russian', needsInternet: false });
    narrator.play(1, [{ key: 'morningKilled', params: { seat: 3 } }], context);
    expect(synth.spoken.map((s) => [s.text, s.lang])).toEqual([['Город просыпается.', 'ru']]);
    synth.spoken[0]!.utterance.onend?.();
    expect(synth.spoken[1]!.text).toBe('Этой ночью нас покидает номер три — Анна.');
    expect(log.captions).toEqual(['Город просыпается. Этой ночью нас покидает №3 — Анна.']);
  });

  it('waits for a voice list that loads late, then speaks what is still current', async () => {
    const synth = new FakeSynth();
    const { narrator, clock } = setup(synth);
    expect(narrator.status.kind).toBe('loading');
    narrator.play(1, [{ key: 'gameStart' }], context);
    narrator.play(2, [{ key: 'nightFalls' }], context);
    await clock.advance(500);
    synth.voices = [voice('Russian', 'ru')];
    synth.dispatchEvent(new Event('voiceschanged'));
    expect(narrator.status.kind).toBe('browser');
    expect(synth.spoken.map((s) => s.text)).toEqual(['Город засыпает.']);
  });

  it('a network voice is used but flagged, and gives way when it fails', async () => {
    const synth = new FakeSynth();
    synth.voices = [voice('Google русский', 'ru-RU', false)];
    const { narrator, log } = setup(synth);
    expect(narrator.status).toMatchObject({ kind: 'browser', needsInternet: true });
    narrator.play(1, [{ key: 'gameStart' }], context);
    synth.spoken[0]!.utterance.onerror?.({ error: 'network' });
    await Promise.resolve();
    // The built-in voice cannot start under Node (no Worker): the status says why the browser's voice is not used.
    await vi.waitFor(() => expect(log.statuses.at(-1)).toMatchObject({ kind: 'none', problem: 'voiceFailed' }));
  });

  it('with no speech API and no built-in voice: captions held for their estimate and one chime per step', async () => {
    const { narrator, log, clock } = setup(null);
    await vi.waitFor(() => expect(narrator.status).toMatchObject({ kind: 'none', problem: 'noSpeechApi' }));
    narrator.play(1, [{ key: 'nightFalls' }, { key: 'acquaintanceWake', params: { mafia: 2 } }], context);
    expect(log.chimes).toBe(1);
    expect(log.captions).toEqual(['Город засыпает. Смотрите только в свой телефон.']);
    await clock.advance(20_000);
    expect(log.captions).toHaveLength(2);
    expect(log.narrated).toEqual([1]);
  });

  it('mute cancels what is queued, and later lines are held for their estimate in silence', async () => {
    const synth = new FakeSynth();
    synth.voices = [voice('Russian', 'ru')];
    const { narrator, log, clock } = setup(synth);
    narrator.play(1, [{ key: 'nightFalls' }, { key: 'mafiaWake' }], context);
    narrator.configure({ lang: 'ru', voice: '', volume: 1, rate: 1, muted: true });
    expect(synth.cancels).toBe(1);
    expect(log.narrated).toEqual([1]);
    narrator.play(2, [{ key: 'mafiaSleep' }], context);
    await clock.advance(10_000);
    expect(synth.spoken.map((s) => s.text)).toEqual(['Город засыпает.']);
    expect(log.narrated).toEqual([1, 2]);
    expect(log.chimes).toBe(0);
  });
});

describe("lines of the table's record", () => {
  /** Ends each utterance as it is spoken, until `text` is; the texts said before it. */
  async function sayUntil(synth: FakeSynth, clock: FakeClock, text: string): Promise<string[]> {
    for (let i = 0; i < 20; i++) {
      const last = synth.spoken.at(-1);
      if (!last || last.text === text) break;
      last.utterance.onend?.();
      await clock.advance(600);
    }
    return synth.spoken.map((s) => s.text);
  }

  it("a last guess is said whole when night falls during it; the night's lines and clock wait behind it", async () => {
    const synth = new FakeSynth();
    synth.voices = [voice('Russian', 'ru')];
    const { narrator, log, clock } = setup(synth);
    narrator.play(5, [{ key: 'lastGuess', params: { seat: 3, target: 7 } }], context);
    const guess = synth.spoken.length;
    expect(guess).toBe(1);
    // The speaker says "thank you" at once: the night's batch comes while the guess is being said.
    narrator.play(6, [{ key: 'nightFalls' }], context);
    expect(synth.cancels).toBe(0);
    expect(log.narrated).not.toContain(6);
    const said = await sayUntil(synth, clock, 'Город засыпает.');
    const night = said.indexOf('Город засыпает.');
    expect(night).toBeGreaterThan(1);
    expect(synth.cancels).toBe(0);
    expect(log.narrated).not.toContain(6);
    // The night's own lines end (an ended utterance ends again harmlessly): then its clock may start.
    await sayUntil(synth, clock, '');
    expect(log.narrated).toContain(6);
  });

  it('an ordinary line of an ended step is still cut by the next step', async () => {
    const synth = new FakeSynth();
    synth.voices = [voice('Russian', 'ru')];
    const { narrator, log } = setup(synth);
    narrator.play(5, [{ key: 'speechTurn', params: { seat: 3, seconds: 60 } }], context);
    narrator.play(6, [{ key: 'nightFalls' }], context);
    expect(synth.cancels).toBe(1);
    expect(log.narrated).toContain(5);
    expect(synth.spoken.at(-1)!.text).toBe('Город засыпает.');
  });
});

describe('the voice holds for the whole game', () => {
  /** The browser's list is empty at load; the built-in voice speaks after the 2.5 s wait. */
  async function builtinFirst() {
    builtin.works = true;
    const synth = new FakeSynth();
    const table = setup(synth);
    await table.clock.advance(2500);
    await vi.waitFor(() => expect(table.narrator.status).toMatchObject({ kind: 'builtin', problem: 'noVoiceForLang' }));
    return { synth, ...table };
  }

  function listArrives(synth: FakeSynth): void {
    synth.voices = [voice('Russian', 'ru')];
    synth.dispatchEvent(new Event('voiceschanged'));
  }

  it('a voice list that arrives after the game has started does not change the voice', async () => {
    const { synth, narrator, clock } = await builtinFirst();
    narrator.play(1, [{ key: 'gameStart' }], context);
    await clock.advance(8000);
    listArrives(synth);
    // A rate change is not a choice of voice either.
    narrator.configure({ lang: 'ru', voice: '', volume: 1, rate: 1.2, muted: false });
    narrator.play(2, [{ key: 'nightFalls' }], context);
    await clock.advance(10_000);
    expect(narrator.status).toMatchObject({ kind: 'builtin', problem: null });
    expect(synth.spoken).toEqual([]);
    expect(builtin.spoken).toContain('Город засыпает.');
  });

  it('before the game, a late voice list still brings the browser voice', async () => {
    const { synth, narrator } = await builtinFirst();
    listArrives(synth);
    expect(narrator.status).toMatchObject({ kind: 'browser', name: 'Russian' });
  });

  it("the host's own choice takes effect in the middle of a game", async () => {
    const { synth, narrator, clock } = await builtinFirst();
    narrator.play(1, [{ key: 'gameStart' }], context);
    listArrives(synth);
    narrator.configure({ lang: 'ru', voice: 'Russian', volume: 1, rate: 1, muted: false });
    expect(narrator.status).toMatchObject({ kind: 'browser', name: 'Russian' });
    narrator.configure({ lang: 'ru', voice: BUILTIN_VOICE, volume: 1, rate: 1, muted: false });
    expect(narrator.status.kind).toBe('builtin');
    await clock.advance(1000);
  });

  it('a kept browser voice that fails gives way to the built-in one', async () => {
    builtin.works = true;
    const synth = new FakeSynth();
    synth.voices = [voice('Google русский', 'ru-RU', false)];
    const { narrator } = setup(synth);
    narrator.play(1, [{ key: 'gameStart' }], context);
    synth.voices = [voice('Google русский', 'ru-RU', false), voice('Russian', 'ru')];
    synth.dispatchEvent(new Event('voiceschanged'));
    expect(narrator.status).toMatchObject({ kind: 'browser', name: 'Google русский' });
    synth.spoken[0]!.utterance.onerror?.({ error: 'network' });
    await vi.waitFor(() => expect(narrator.status).toMatchObject({ kind: 'builtin', problem: 'voiceFailed' }));
  });
});
