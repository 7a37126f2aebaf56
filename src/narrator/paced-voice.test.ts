import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../base/fake-clock';
import { Narrator } from './narrator';
import { BREATH_MS } from './queue';
import { estimateMs, splitUtterances } from './utterances';
import { narrationText } from './lines';

afterEach(() => vi.unstubAllGlobals());

function pacedNarrator(pace: number) {
  vi.stubGlobal('window', {});
  const clock = new FakeClock(0);
  const narrated: number[] = [];
  const captions: string[] = [];
  const narrator = new Narrator(
    { caption: (text) => captions.push(text), chime: () => undefined, speaking: () => undefined, narrated: (seq) => narrated.push(seq), status: () => undefined },
    clock,
    { pace },
  );
  narrator.configure({ lang: 'en', voice: '', volume: 1, rate: 1, muted: false });
  return { clock, narrator, narrated, captions };
}

describe('the tests’ paced voice', () => {
  it('says each utterance in its share of the spoken length, on the queue’s own path: captions, then the breath, then narrated', async () => {
    const { clock, narrator, narrated, captions } = pacedNarrator(0.2);
    expect(narrator.status).toMatchObject({ kind: 'browser', name: 'paced' });
    narrator.play(4, [{ key: 'nightFalls' }], { preset: 'classic', nameOf: () => undefined });
    expect(captions.length).toBe(1);
    // The line's utterances, each a fifth of its estimate, then the breath.
    const speech = narrationText('nightFalls', undefined, { lang: 'en', preset: 'classic', nameOf: () => undefined, mode: 'speech' });
    const spoken = splitUtterances(speech).reduce((sum, part) => sum + Math.round(estimateMs(part) * 0.2), 0);
    expect(spoken).toBeGreaterThan(100);
    await clock.advance(spoken + BREATH_MS - 50);
    expect(narrated).toEqual([]);
    await clock.advance(100);
    expect(narrated).toEqual([4]);
  });

  it('is cut like a real voice: a newer step drops the rest, and both steps are reported', async () => {
    const { clock, narrator, narrated } = pacedNarrator(0.2);
    narrator.play(1, [{ key: 'nightFalls' }], { preset: 'classic', nameOf: () => undefined });
    await clock.advance(10);
    narrator.play(2, [{ key: 'nightFalls' }], { preset: 'classic', nameOf: () => undefined });
    expect(narrated).toEqual([1]);
    await clock.advance(60_000);
    expect(narrated).toEqual([1, 2]);
  });
});
