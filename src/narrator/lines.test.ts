import { describe, expect, it } from 'vitest';
import type { NarrationKey, NightStepName, PhaseName } from '../engine/types';
import type { Lang } from '../ui/shared/i18n';
import { narrationLines, narrationText, type LineMode } from './lines';
import { nightStepTitles, phaseTitles } from '../ui/tv/strings';

const LANGS: Lang[] = ['ru', 'en'];
const MODES: LineMode[] = ['caption', 'speech'];
const NAMES: Record<number, string> = { 2: 'Борис', 3: 'Вика', 5: 'Даша', 7: 'Женя' };
const nameOf = (seat: number) => NAMES[seat];

/** The public parameters the engine sends with each line (src/engine: dawn, day, vote, last-word, warnings, host). */
const PARAMS: Partial<Record<NarrationKey, Record<string, string | number>>> = {
  morningKilled: { seat: 3 },
  morningKilledMany: { seats: '3, 7' },
  speechTurn: { seat: 3 },
  morningAlibi: { seat: 5 },
  voteEliminated: { seat: 7, seats: '7' },
  voteTie: { seats: '2, 7' },
  justificationTurn: { seat: 2 },
  revoteStart: { seats: '2, 7' },
  eliminateAllStart: { seats: '2, 7' },
  eliminateAllYes: { seats: '2, 7' },
  lotStart: { seats: '2, 7' },
  lotResult: { seat: 7 },
  singleNomineeFirstDay: { seat: 5 },
  lastWord: { seat: 3 },
  farewell: { seat: 3 },
  lastGuess: { seat: 3, target: 7 },
  revealCheck: { seat: 3, target: 7, verdict: 'mafia' },
  warning: { seat: 5, count: 1 },
  removedByWarnings: { seat: 5 },
  extended: { seconds: 30 },
};

const KEYS = Object.keys(narrationLines.en) as NarrationKey[];

describe('narration lines', () => {
  it('both languages have the same keys', () => {
    expect(Object.keys(narrationLines.ru).sort()).toEqual([...KEYS].sort());
    expect(KEYS.length).toBeGreaterThan(40);
  });

  for (const lang of LANGS) {
    for (const mode of MODES) {
      it(`every key has a ${lang} ${mode} line with its parameters filled`, () => {
        for (const key of KEYS) {
          for (const preset of ['classic', 'city'] as const) {
            const params = PARAMS[key] ?? {};
            const text = narrationText(key, params, { lang, preset, mode, nameOf });
            expect(text.trim().length, key).toBeGreaterThan(3);
            expect(text, key).not.toMatch(/\{|\}|undefined|NaN|null|\[object/);
            for (const [name, value] of Object.entries(params)) {
              if (name === 'seat' || name === 'target') {
                expect(text, `${key} names seat ${value}`).toContain(String(value));
                expect(text, `${key} names ${NAMES[Number(value)]}`).toContain(NAMES[Number(value)]);
              }
              if (name === 'seconds') expect(text).toContain(String(value));
            }
          }
        }
      });
    }
  }

  it('a missing parameter reads as "a player", never as a hole', () => {
    const text = narrationText('speechTurn', {}, { lang: 'ru', preset: 'classic', mode: 'caption', nameOf });
    expect(text).toBe('Слово игроку игрок.');
    expect(narrationText('voteTie', {}, { lang: 'en', preset: 'city', mode: 'caption', nameOf })).toBe('A tie.');
  });

  it('lists join with "and" / «и»', () => {
    const ru = narrationText('morningKilledMany', { seats: '3, 7' }, { lang: 'ru', preset: 'classic', mode: 'caption', nameOf });
    expect(ru).toContain('№3 Вика и №7 Женя');
    const en = narrationText('voteTie', { seats: '2, 5, 7' }, { lang: 'en', preset: 'classic', mode: 'speech', nameOf });
    expect(en).toContain('Борис, number 2, Даша, number 5 and Женя, number 7');
  });

  it('the Commissar’s revealed check says which way it went', () => {
    const ctx = { lang: 'en' as const, preset: 'classic' as const, mode: 'caption' as const, nameOf };
    expect(narrationText('revealCheck', { seat: 3, target: 7, verdict: 'mafia' }, ctx)).toContain('is mafia');
    expect(narrationText('revealCheck', { seat: 3, target: 7, verdict: 'town' }, ctx)).toContain('is not mafia');
  });
});

describe('TV captions of phases and night steps', () => {
  const phases: PhaseName[] = ['deal', 'night', 'morning', 'speech', 'discussion', 'vote', 'voteResult', 'justification', 'eliminateAll', 'lot', 'lastWord', 'peacefulPause', 'gameOver'];
  const steps: NightStepName[] = ['acquaintance', 'putana', 'mafia', 'maniac', 'doctor', 'commissar', 'sheriff', 'don'];

  for (const lang of LANGS) {
    it(`every phase has a ${lang} title`, () => {
      expect(Object.keys(phaseTitles[lang]).sort()).toEqual([...phases].sort());
      for (const phase of phases) expect(phaseTitles[lang][phase].trim(), phase).not.toBe('');
    });

    it(`every night step has a ${lang} caption`, () => {
      expect(Object.keys(nightStepTitles[lang]).sort()).toEqual([...steps].sort());
      for (const step of steps) expect(nightStepTitles[lang][step].trim(), step).not.toBe('');
    });
  }
});
