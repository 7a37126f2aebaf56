/**
 * The stage alone: the engine's effects in, lines, sounds, music, ticks and
 * the wake lock out, and "said" back to the session — with the real narrator
 * speaking through the tests' paced voice on a fake clock.
 */
import { speakerOf } from '../engine/state';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../base/fake-clock';
import { Narrator } from '../narrator/narrator';
import { BREATH_MS } from '../narrator/queue';
import { estimateMs } from '../narrator/utterances';
import { CITY_11, playNight, start, until } from '../engine/testkit';
import { step } from '../engine/step';
import { publicView } from '../engine/views';
import type { GameState } from '../engine/state';
import type { Action, Effect, PublicView, SoundName } from '../engine/types';
import type { EffectsListener, HostSnapshot, SnapshotListener } from './snapshot';
import { Stage, type StageSettings, type StageView } from './stage';

const SETTINGS: StageSettings = { lang: 'ru', voice: '', master: 0.8, music: 0.5, voiceVolume: 1, rate: 1, muted: false };

/** The host session as far as the stage sees it: a real engine state, stepped by hand. */
class FakeSession {
  state: GameState;
  narratedSeqs: number[] = [];
  refusals: string[] = [];
  private effects = new Set<EffectsListener>();
  private snapshots = new Set<SnapshotListener>();
  constructor(state: GameState, private readonly clock: FakeClock) {
    this.state = state;
  }
  onEffects(listener: EffectsListener): () => void {
    this.effects.add(listener);
    return () => this.effects.delete(listener);
  }
  subscribe(listener: SnapshotListener): () => void {
    this.snapshots.add(listener);
    listener(this.snapshot());
    return () => this.snapshots.delete(listener);
  }
  /** Every "said" the stage reported; `narratedSeqs` holds those the engine took (a step with no lines is reported too, and refused). */
  reports: number[] = [];
  narrated(seq: number): void {
    this.reports.push(seq);
    if (this.apply({ type: 'narrated', seq })) this.narratedSeqs.push(seq);
  }
  /** One action at the clock's now: the new state to the screens, then its effects. */
  apply(action: Action): Effect[] | null {
    const r = step(this.state, action, this.clock.now());
    if (!r.ok) {
      this.refusals.push(`${action.type}:${r.rejection.code}`);
      return null;
    }
    this.state = r.state;
    const snapshot = this.snapshot();
    for (const listener of this.snapshots) listener(snapshot);
    for (const listener of this.effects) listener(r.effects, snapshot.game!);
    return r.effects;
  }
  /** Replays effects as if a step had just made them (the step that opened the current phase). */
  emit(effects: Effect[]): void {
    const view = this.view();
    for (const listener of this.effects) listener(effects, view);
  }
  view(): PublicView {
    return publicView(this.state, this.clock.now());
  }
  private snapshot(): HostSnapshot {
    return { game: this.view() } as HostSnapshot;
  }
}

class FakeSound {
  played: { name: SoundName; at: number }[] = [];
  music: boolean[] = [];
  ducked: boolean[] = [];
  volumes: unknown[] = [];
  constructor(private readonly clock: FakeClock) {}
  play(name: SoundName): void {
    this.played.push({ name, at: this.clock.now() });
  }
  setMusic(play: boolean): void {
    this.music.push(play);
  }
  duck(on: boolean): void {
    this.ducked.push(on);
  }
  setVolumes(volumes: unknown): void {
    this.volumes.push(volumes);
  }
  async unlock(): Promise<void> {}
  ticks(): number[] {
    return this.played.filter((p) => p.name === 'tick').map((p) => p.at);
  }
}

/** A speech whose opening line («Слово получает номер …») the TV has not said yet. */
function openingSpeech(): GameState {
  const day = until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');
  const r = step(day, { type: 'thankYou', seat: speakerOf(day) }, day.deadline! - 1);
  if (!r.ok) throw new Error('refused');
  return r.state;
}

function setup(state: GameState) {
  const clock = new FakeClock(state.deadline! - 30_000);
  const session = new FakeSession(state, clock);
  const sound = new FakeSound(clock);
  const wake: boolean[] = [];
  const stage = new Stage({
    clock,
    // pace 1: a silent voice that takes each utterance's estimated spoken length.
    narrator: (hooks) => new Narrator(hooks, clock, { pace: 1 }),
    sound,
    wakeLock: { set: (on) => wake.push(on) },
    settings: SETTINGS,
  });
  const views: StageView[] = [];
  stage.subscribe((view) => views.push(view));
  stage.follow(session);
  return { clock, session, sound, wake, stage, views, caption: () => views.at(-1)!.caption };
}

const spokenMs = (text: string): number => estimateMs(text, 1);

describe('the stage runs the engine\'s effects on the host side', () => {
  it('says a step\'s lines and only then tells the session they were said: the clock starts', async () => {
    const { clock, session, caption } = setup(openingSpeech());
    const seq = session.state.seq;
    session.emit(session.state.cueLines.slice());
    expect(caption()).toMatch(new RegExp(`^Слово получает .*P${speakerOf(session.state)}\\b`));
    await clock.advance(1_000);
    expect(session.narratedSeqs).toEqual([]);
    await clock.advance(15_000);
    expect(session.narratedSeqs).toEqual([seq]);
    expect(session.state.narrating).toBe(false);
  });

  it('plays the step\'s sounds and night music, and ducks the music under the voice', async () => {
    const { clock, session, sound } = setup(openingSpeech());
    session.emit([{ type: 'sound', name: 'nightfall' }, { type: 'music', play: true }, { type: 'narrate', line: 'nightFalls' }, { type: 'vibrateAll' }]);
    expect(sound.played.map((p) => p.name)).toEqual(['nightfall']);
    expect(sound.music).toEqual([true]);
    await clock.advance(10_000);
    expect(sound.ducked).toEqual([true, false]);
  });

  it('ticks once a second in a turn\'s last ten seconds, on time, and not while paused', async () => {
    const { clock, session, sound, views } = setup(openingSpeech());
    session.narrated(session.state.seq);
    const deadline = session.state.deadline!;
    expect(views.length).toBeGreaterThan(0);
    await clock.advance(deadline - 10_000 - clock.now() - 1);
    expect(sound.ticks()).toEqual([]);
    await clock.advance(5_001);
    expect(sound.ticks()).toEqual([10, 9, 8, 7, 6, 5].map((s) => deadline - s * 1000));
    session.apply({ type: 'pause' });
    await clock.advance(20_000);
    expect(sound.ticks()).toHaveLength(6);
    session.apply({ type: 'resume' });
    const resumed = session.state.deadline!;
    await clock.advance(5_000);
    // Paused at five seconds left, which had ticked: the next tick is at four.
    expect(sound.ticks().slice(6)).toEqual([4, 3, 2, 1].map((s) => resumed - s * 1000));
  });

  it('a phase that does not tick (the night) stays silent to its end', async () => {
    const night = until(playNight(start('city', CITY_11)), (x) => x.phase === 'speech');
    const { clock, sound } = setup({ ...night, phase: 'night', deadline: night.deadline, narrating: false });
    await clock.advance(60_000);
    expect(sound.ticks()).toEqual([]);
  });

  it('keeps the screen awake while a game runs, and lets it sleep at game over', () => {
    const { session, wake } = setup(openingSpeech());
    expect(wake).toEqual([true]);
    session.apply({ type: 'endGame' });
    expect(wake).toEqual([true, false]);
  });

  it('Pause in the middle of an announcement: silence, nothing counted as said; Resume says it whole, then the clock runs', async () => {
    const { clock, session, caption } = setup(openingSpeech());
    const seq = session.state.seq;
    const opening = session.state.cueLines.slice();
    session.emit(opening);
    const turn = caption();
    await clock.advance(300);
    session.apply({ type: 'pause' });
    expect(caption()).toBe('Пауза.');
    await clock.advance(10_000);
    expect(session.reports).toEqual([]);
    expect(session.state).toMatchObject({ paused: true, narrating: true });
    const resumedAt = clock.now();
    session.apply({ type: 'resume' });
    expect(caption()).toBe('Продолжаем.');
    expect(session.view().phase).toMatchObject({ narrating: true, deadline: null });
    const resumeMs = spokenMs('Продолжаем.');
    await clock.advance(resumeMs + 10);
    expect(caption()).toBe(turn);
    await clock.advance(20_000);
    expect(session.narratedSeqs).toEqual([seq]);
    expect(session.refusals.filter((r) => r !== 'narrated:wrongPhase')).toEqual([]);
    // The clock started after «Продолжаем.» and the whole turn line, plus the breath.
    const lineMs = turn.split(/(?<=\.)\s+/).reduce((sum, part) => sum + spokenMs(part), 0);
    expect(session.state.deadline).toBeGreaterThanOrEqual(resumedAt + resumeMs + lineMs + BREATH_MS + 60_000);
    expect(caption()).toBe(turn);
  });

  it('publishes the caption and the voice\'s status to the screens, and applies settings to the sound', () => {
    const { stage, sound, views } = setup(openingSpeech());
    expect(views[0]).toMatchObject({ caption: '', voice: { kind: 'browser', name: 'paced' } });
    stage.configure({ ...SETTINGS, muted: true, master: 0.4 });
    expect(sound.volumes.at(-1)).toEqual({ master: 0.4, music: 0.5, muted: true });
  });

  it('a screen\'s own cue and line: played, and said after what the game still says', () => {
    const { stage, sound, caption } = setup(openingSpeech());
    stage.cue('vote');
    expect(sound.played.map((p) => p.name)).toEqual(['vote']);
    stage.tell('Ночь первая.');
    expect(caption()).toBe('Ночь первая.');
  });

  it('a screen\'s told line comes back as said, shown only when the screen asks for its caption', async () => {
    const { clock, session, stage, views, caption } = setup(openingSpeech());
    session.emit(session.state.cueLines.slice());
    expect(caption()).not.toBe('');
    stage.tell({ id: 1, text: 'Номер 3 — Анна: мафия.', caption: false, cut: true });
    expect(caption()).toBe('');
    expect(views.at(-1)!.told).toBe(-1);
    await clock.advance(20_000);
    expect(views.at(-1)!.told).toBe(1);
    stage.tell({ id: 2, text: '' });
    await clock.advance(0);
    expect(views.at(-1)!.told).toBe(2);
  });

  it('following another session lets go of the first', async () => {
    const { clock, session, stage } = setup(openingSpeech());
    const other = new FakeSession(session.state, clock);
    stage.follow(other);
    session.emit(session.state.cueLines.slice());
    await clock.advance(20_000);
    expect(session.reports).toEqual([]);
    expect(other.reports).toEqual([]);
  });
});
