import { describe, expect, it } from 'vitest';
import { FakeClock } from '../base/fake-clock';
import { BREATH_MS, NarrationQueue, type Line, type Speaker } from './queue';
import { estimateMs } from './utterances';

/** A voice that takes 1 s per utterance unless told to hang. */
class FakeVoice implements Speaker {
  said: { text: string; at: number; end?: number }[] = [];
  cancels = 0;
  hang = false;
  private pending: { done(): void } | null = null;
  constructor(private readonly clock: FakeClock, private readonly ms = 1000) {}
  speak(text: string, events: { started(): void; ended(failed: boolean): void }): void {
    const entry: { text: string; at: number; end?: number } = { text, at: this.clock.now() };
    this.said.push(entry);
    events.started();
    if (this.hang) return;
    const id = this.clock.setTimeout(() => {
      entry.end = this.clock.now();
      this.pending = null;
      events.ended(false);
    }, this.ms);
    this.pending = { done: () => this.clock.clearTimeout(id) };
  }
  cancel(): void {
    this.cancels += 1;
    this.pending?.done();
    this.pending = null;
  }
}

function setup(options: { voice?: boolean; ready?: () => boolean } = {}) {
  const clock = new FakeClock(0);
  const voice = new FakeVoice(clock);
  const log = { narrated: [] as { seq: number; at: number }[], captions: [] as { text: string; at: number }[], speaking: [] as boolean[], stalled: 0 };
  const queue = new NarrationQueue(clock, {
    speaker: () => (options.voice === false ? null : voice),
    ready: options.ready ?? (() => true),
    rate: () => 1,
    caption: (line) => line && log.captions.push({ text: line.caption, at: clock.now() }),
    speaking: (on) => log.speaking.push(on),
    narrated: (seq) => log.narrated.push({ seq, at: clock.now() }),
    stalled: () => (log.stalled += 1),
  });
  return { clock, voice, queue, log };
}

const line = (text: string): Line => ({ caption: `[${text}]`, speech: text });

describe('narration queue', () => {
  it('says a batch in order and reports it narrated after the last utterance and a breath', async () => {
    const { clock, voice, queue, log } = setup();
    queue.play(1, [line('Город засыпает.'), line('Просыпается мафия.')]);
    await clock.advance(10_000);
    expect(voice.said.map((s) => [s.text, s.at])).toEqual([['Город засыпает.', 0], ['Просыпается мафия.', 1000]]);
    expect(log.narrated).toEqual([{ seq: 1, at: 2000 + BREATH_MS }]);
    expect(log.captions.map((c) => [c.text, c.at])).toEqual([['[Город засыпает.]', 0], ['[Просыпается мафия.]', 1000]]);
    expect(log.speaking).toEqual([true, false]);
  });

  it('a newer seq cuts the utterance in progress and drops the lines of the ended phase', async () => {
    const { clock, voice, queue, log } = setup();
    queue.play(1, [line('Один.'), line('Два.'), line('Три.')]);
    await clock.advance(500);
    queue.play(2, [line('Новая фаза.')]);
    expect(voice.cancels).toBe(1);
    expect(log.narrated).toEqual([{ seq: 1, at: 500 }]);
    await clock.advance(10_000);
    expect(voice.said.map((s) => s.text)).toEqual(['Один.', 'Новая фаза.']);
    expect(log.narrated.at(-1)).toEqual({ seq: 2, at: 1500 + BREATH_MS });
  });

  it('the same seq appends: a warning waits for the line before it', async () => {
    const { clock, voice, queue, log } = setup();
    queue.play(4, [line('Слово получает номер 3.')]);
    await clock.advance(300);
    queue.play(4, [line('Предупреждение.')]);
    await clock.advance(10_000);
    expect(voice.said.map((s) => [s.text, s.at])).toEqual([['Слово получает номер 3.', 0], ['Предупреждение.', 1000 + BREATH_MS]]);
    expect(log.narrated).toEqual([{ seq: 4, at: 1000 + BREATH_MS }, { seq: 4, at: 2000 + 2 * BREATH_MS }]);
  });

  it('a screen paces itself by its lines: each batch calls back once said, an empty one once all before it is', async () => {
    const { clock, queue } = setup();
    const back: [string, number][] = [];
    queue.play(9, [line('Игра окончена.')]);
    queue.play(9, [], { said: () => back.push(['marker', clock.now()]) });
    queue.play(9, [line('Номер 3 — Анна: мафия.')], { said: () => back.push(['card', clock.now()]) });
    await clock.advance(10_000);
    expect(back).toEqual([['marker', 1000 + BREATH_MS], ['card', 2000 + 2 * BREATH_MS]]);
    // A cut still calls back the line it drops, at once.
    queue.play(9, [line('Ночь 1.')], { said: () => back.push(['cut', clock.now()]) });
    await clock.advance(200);
    queue.play(9, [line('Ночь 2.')], { cut: true });
    expect(back.at(-1)).toEqual(['cut', clock.now()]);
  });

  it('cut in the same seq (mute, game over) silences at once and says only the new lines', async () => {
    const { clock, voice, queue, log } = setup();
    queue.play(5, [line('Длинная речь.'), line('Ещё одна.')]);
    await clock.advance(200);
    queue.play(5, [line('Пауза.')], { cut: true, silent: true });
    expect(voice.cancels).toBe(1);
    expect(queue.busy).toBe(false);
    await clock.advance(10_000);
    expect(voice.said.map((s) => s.text)).toEqual(['Длинная речь.']);
    expect(log.captions.at(-1)?.text).toBe('[Пауза.]');
    expect(log.narrated.map((n) => n.seq)).toEqual([5, 5]);
  });

  it('a pause silences at once and reports nothing: the cut lines were not said', async () => {
    const { clock, voice, queue, log } = setup();
    queue.play(5, [line('Слово получает номер 3.'), line('У вас минута.')]);
    await clock.advance(200);
    queue.play(5, [line('Пауза.')], { paused: true });
    expect(voice.cancels).toBe(1);
    expect(queue.busy).toBe(false);
    expect(log.speaking).toEqual([true, false]);
    await clock.advance(10_000);
    expect(voice.said.map((s) => s.text)).toEqual(['Слово получает номер 3.']);
    expect(log.captions.at(-1)?.text).toBe('[Пауза.]');
    expect(log.narrated).toEqual([]);
  });

  it('Resume in the same seq says its lines whole and only then reports the step narrated', async () => {
    const { clock, voice, queue, log } = setup();
    queue.play(5, [line('Слово получает номер 3.'), line('У вас минута.')]);
    await clock.advance(200);
    queue.play(5, [line('Пауза.')], { paused: true });
    await clock.advance(5_000);
    queue.play(5, [line('Продолжаем.'), line('Слово получает номер 3.'), line('У вас минута.')]);
    await clock.advance(10_000);
    expect(voice.said.map((s) => s.text)).toEqual(['Слово получает номер 3.', 'Продолжаем.', 'Слово получает номер 3.', 'У вас минута.']);
    expect(log.narrated).toEqual([{ seq: 5, at: 5_200 + 3_000 + BREATH_MS }]);
    expect(log.captions.at(-1)?.text).toBe('[У вас минута.]');
  });

  it('a pause during the breath does not report the batch either', async () => {
    const { clock, queue, log } = setup();
    queue.play(1, [line('Раз.')]);
    await clock.advance(1_100);
    queue.play(1, [line('Пауза.')], { paused: true });
    await clock.advance(5_000);
    expect(log.narrated).toEqual([]);
  });

  it('a batch with nothing to say is reported narrated at once', () => {
    const { queue, log } = setup();
    queue.play(7, []);
    expect(log.narrated).toEqual([{ seq: 7, at: 0 }]);
  });

  it('without a voice each line is held for its estimated length, captions included', async () => {
    const { clock, queue, log } = setup({ voice: false });
    const a = 'Город просыпается. Этой ночью никто не погиб.';
    queue.play(3, [line(a), line('Слово получает номер 1.')]);
    await clock.advance(30_000);
    const first = estimateMs('Город просыпается.') + estimateMs('Этой ночью никто не погиб.');
    expect(log.captions.map((c) => c.at)).toEqual([0, first]);
    expect(log.narrated).toEqual([{ seq: 3, at: first + estimateMs('Слово получает номер 1.') + BREATH_MS }]);
  });

  it('a long line is said as several utterances, one at a time', async () => {
    const { clock, voice, queue } = setup();
    queue.play(1, [line('Город просыпается. Этой ночью нас покидают номер 3 — Анна и номер 7 — Мария.')]);
    await clock.advance(10_000);
    expect(voice.said.map((s) => s.text)).toEqual(['Город просыпается.', 'Этой ночью нас покидают номер 3 — Анна и номер 7 — Мария.']);
    expect(voice.said[1]!.at).toBe(1000);
  });

  it('a watchdog ends an utterance that never ends, and the next line is said', async () => {
    const { clock, voice, queue, log } = setup();
    voice.hang = true;
    queue.play(1, [line('Застряло.')]);
    await clock.advance(30_000);
    expect(log.stalled).toBe(1);
    expect(voice.cancels).toBe(1);
    expect(log.narrated.map((n) => n.seq)).toEqual([1]);
    voice.hang = false;
    queue.play(2, [line('Дальше.')]);
    await clock.advance(5_000);
    expect(voice.said.map((s) => s.text)).toEqual(['Застряло.', 'Дальше.']);
  });

  it('lines asked for before the voices loaded wait for them, and are dropped if their phase ended', async () => {
    let ready = false;
    const { clock, voice, queue, log } = setup({ ready: () => ready });
    queue.play(1, [line('Старая фаза.')]);
    queue.play(2, [line('Игра начинается.')]);
    await clock.advance(2_000);
    expect(voice.said).toEqual([]);
    expect(log.narrated.map((n) => n.seq)).toEqual([1]);
    ready = true;
    queue.kick();
    await clock.advance(5_000);
    expect(voice.said.map((s) => s.text)).toEqual(['Игра начинается.']);
    expect(log.narrated.map((n) => n.seq)).toEqual([1, 2]);
  });

  it('a cut during the breath still reports the batch', async () => {
    const { clock, queue, log } = setup();
    queue.play(1, [line('Раз.')]);
    await clock.advance(1_100);
    queue.play(2, []);
    expect(log.narrated.map((n) => n.seq)).toEqual([1, 2]);
  });

  it('a new game (a lower seq) cuts like a newer phase', async () => {
    const { clock, voice, queue, log } = setup();
    queue.play(40, [line('Игра окончена.'), line('Спасибо.')]);
    await clock.advance(100);
    queue.play(0, [line('Игра начинается.')]);
    await clock.advance(5_000);
    expect(voice.said.map((s) => s.text)).toEqual(['Игра окончена.', 'Игра начинается.']);
    expect(log.narrated.map((n) => n.seq)).toEqual([40, 0]);
  });
});
