import { describe, expect, it } from 'vitest';
import type { NarrationKey, NightStepName, PhaseName } from '../engine/types';
import type { Lang } from '../base/lang';
import { narrationLines, narrationText, wordingsOf, type LineMode } from './lines';
import { cardinalEn, cardinalRu } from './numerals';
import { WORDING, wordingIndex, wordingStamp } from './wording';
import { nightStepTitle, phaseTitle } from '../ui/tv/strings';

const LANGS: Lang[] = ['ru', 'en'];
const MODES: LineMode[] = ['caption', 'speech'];
/** A male, a female and a neutral name (Саша is either): every line agrees with each. */
const NAMES: Record<number, string> = { 2: 'Пётр', 3: 'Анна', 5: 'Саша', 7: 'Мария', 9: 'Борис', 11: 'Вика' };
const nameOf = (seat: number) => NAMES[seat];
const COUNTS = [1, 2, 5, 21];

/** The public parameters the engine sends with each line (src/engine: dawn, day, vote, last-word, warnings, host). */
const PARAMS: Partial<Record<NarrationKey, Record<string, string | number>>> = {
  morningKilled: { seat: 3 },
  morningKilledMany: { seats: '3, 7' },
  speechTurn: { seat: 3, seconds: 60 },
  discussion: { seconds: 30 },
  voteStart: { seconds: 30 },
  morningAlibi: { seat: 5 },
  voteReminder: { seats: '3, 7', seconds: 10 },
  cardCheck: { seconds: 60 },
  removedByHost: { seat: 3 },
  secondTieNone: { seats: '2, 7' },
  voteEliminated: { seat: 7, seats: '7' },
  voteTie: { seats: '2, 7' },
  justificationTurn: { seat: 2, seconds: 30 },
  revoteStart: { seats: '2, 7', seconds: 30 },
  eliminateAllStart: { seats: '2, 7', seconds: 20 },
  eliminateAllYes: { seats: '2, 7' },
  lotStart: { seats: '2, 7' },
  lotResult: { seat: 7 },
  singleNomineeFirstDay: { seat: 5 },
  lastWord: { seat: 3, seconds: 60 },
  farewell: { seat: 3, seconds: 60 },
  lastGuess: { seat: 3, target: 7 },
  revealCheck: { seat: 3, target: 7, verdict: 'mafia' },
  warning: { seat: 5, count: 1 },
  removedByWarnings: { seat: 5 },
  extended: { seconds: 30 },
  acquaintanceWake: { mafia: 2 },
};

const KEYS = Object.keys(narrationLines.en) as NarrationKey[];
const ctx = (lang: Lang, mode: LineMode = 'speech', preset: 'classic' | 'city' = 'classic', wording?: number) => ({ lang, preset, mode, nameOf, ...(wording === undefined ? {} : { wording }) });
/** The index of every wording of a key (one for most keys). */
const wordingsOfKey = (key: NarrationKey): number[] => wordingsOf('ru', key).map((_, i) => i);

/** Every key rendered with every seat parameter set to `seat`, lists of `n` seats and every count set to `n`. */
function variants(key: NarrationKey, seat: number, n: number): Record<string, string | number> {
  const base = PARAMS[key] ?? {};
  const out: Record<string, string | number> = {};
  const seats = [seat, 2, 7, 9, 11].slice(0, Math.min(n, 5));
  for (const [name, value] of Object.entries(base)) {
    if (name === 'seat') out.seat = seat;
    else if (name === 'target') out.target = seat === 7 ? 2 : 7;
    else if (name === 'seats') out.seats = seats.join(', ');
    else if (name === 'seconds' || name === 'count' || name === 'mafia') out[name] = n;
    else out[name] = value;
  }
  return out;
}

describe('narration lines', () => {
  it('both languages have the same keys', () => {
    expect(Object.keys(narrationLines.ru).sort()).toEqual([...KEYS].sort());
    expect(KEYS.length).toBeGreaterThan(40);
  });

  for (const lang of LANGS) {
    for (const mode of MODES) {
      it(`every key has a ${lang} ${mode} line with its parameters filled`, () => {
        for (const key of KEYS) {
          for (const [preset, wording] of (['classic', 'city'] as const).flatMap((p) => wordingsOfKey(key).map((w) => [p, w] as const))) {
            const params = PARAMS[key] ?? {};
            const text = narrationText(key, params, ctx(lang, mode, preset, wording));
            expect(text.trim().length, key).toBeGreaterThan(3);
            expect(text, key).not.toMatch(/\{|\}|undefined|NaN|null|\[object/);
            for (const [name, value] of Object.entries(params)) {
              if (name === 'seat' || name === 'target') {
                const n = Number(value);
                const number = mode === 'caption' ? String(n) : lang === 'ru' ? `номер ${cardinalRu(n)}` : `number ${cardinalEn(n)}`;
                expect(text.toLowerCase(), `${key} names seat ${value}`).toContain(number);
                expect(text, `${key} names ${NAMES[n]}`).toContain(NAMES[n]);
              }
              if (name === 'seconds') expect(text, key).toMatch(mode === 'caption' ? /\d|minute|минута/ : /second|minute|секунд|минут/);
            }
            // A voice reads a digit without its noun's gender («два минуты»).
            if (mode === 'speech') expect(text, `${key} says every number in words`).not.toMatch(/\d/);
          }
        }
      });
    }
  }

  describe('Russian reads as a club host speaks', () => {
    const all: { key: NarrationKey; text: string }[] = [];
    for (const key of KEYS) {
      for (const seat of [2, 3, 5]) {
        for (const n of COUNTS) {
          for (const preset of ['classic', 'city'] as const) {
            for (const mode of MODES) {
              for (const wording of wordingsOfKey(key)) all.push({ key, text: narrationText(key, variants(key, seat, n), ctx('ru', mode, preset, wording)) });
            }
          }
        }
      }
    }

    it('a player is the number first, then the name in the nominative', () => {
      for (const { key, text } of all) {
        for (const [seat, name] of Object.entries(NAMES)) {
          if (!text.includes(name)) continue;
          expect(text, key).toMatch(new RegExp(`(№${seat}|номер ${cardinalRu(Number(seat))}) — ${name}`, 'iu'));
          // The old shape: the name left hanging in an oblique case after «игрок…».
          expect(text, key).not.toMatch(new RegExp(`игрок\\S* ${name}`));
        }
      }
    });

    it('no verb takes a player’s gender', () => {
      // Past-tense singular verbs (погиб, погибла, покинул, получила…) agree with a gender; present or plural do not.
      // A word's edges are letters, not `\b`: in JavaScript `\b` sees only Latin letters, so it never matches in Cyrillic.
      // «Осталась … секунда» agrees with the time left, not with a player.
      const gendered = /(?<!\p{L})(погибл[аи]|покинул[аи]?|получил[аи]?|выбыл[аи]?|изгнан[аы]?|убит[аы]?|сказал[аи]?|считал[аи]?|остал(ся|ась)(?! [\p{L}\d ]*(секунд|минут)))(?!\p{L})/u;
      for (const { key, text } of all) {
        const lowered = text.toLowerCase();
        if (key !== 'morningPeaceful') expect(lowered, key).not.toMatch(/(?<!\p{L})погиб(?!\p{L})/u);
        expect(lowered, key).not.toMatch(gendered);
        expect(lowered, key).not.toMatch(/(?<!\p{L})(его|её нельзя|он|она)(?!\p{L})/u);
      }
      // The check can fail: it finds a gendered verb where there is one.
      expect('стол покинула номер три — анна.').toMatch(gendered);
      expect('осталась двадцать одна секунда.').not.toMatch(gendered);
    });

    it('one term per thing: «номер», «выгнать» / «покидает стол», «Балаган», «последнее предположение»', () => {
      for (const { key, text } of all) {
        expect(text, key).not.toMatch(/изгна|изгон|(?<!\p{L})мест[оа](?!\p{L})/iu);
      }
      expect(narrationText('discussion', {}, ctx('ru'))).toContain('Балаган');
      expect(narrationText('lastGuess', { seat: 3, target: 7 }, ctx('ru'))).toContain('Последнее предположение');
      expect(narrationText('voteEliminated', { seat: 7, seats: '7' }, ctx('ru'))).toBe('Город решил: стол покидает номер семь — Мария.');
      expect(narrationText('morningKilled', { seat: 3 }, ctx('ru'))).toBe('Город просыпается. Этой ночью нас покидает номер три — Анна.');
      expect(narrationText('speechTurn', { seat: 3 }, ctx('ru'))).toBe('Слово получает номер три — Анна.');
      expect(narrationText('speechTurn', { seat: 3 }, ctx('ru', 'caption'))).toBe('Слово получает №3 — Анна.');
    });

    it('counts agree with their noun, said in words: одна секунда, две секунды, пять секунд, двадцать одна секунда', () => {
      const said: Record<number, string> = { 1: 'одна секунда', 2: 'две секунды', 5: 'пять секунд', 21: 'двадцать одна секунда' };
      const shown: Record<number, string> = { 1: '1 секунда', 2: '2 секунды', 5: '5 секунд', 21: '21 секунда' };
      for (const n of COUNTS) {
        expect(narrationText('extended', { seconds: n }, ctx('ru'))).toBe(`Ещё ${said[n]}.`);
        expect(narrationText('extended', { seconds: n }, ctx('ru', 'caption'))).toBe(`Ещё ${shown[n]}.`);
        expect(narrationText('speechTurn', { seat: 3, seconds: n }, ctx('ru'))).toContain(`У вас ${said[n]}.`);
        expect(narrationText('voteStart', { seconds: n }, ctx('ru'))).toContain(said[n]);
      }
      expect(narrationText('speechTurn', { seat: 3, seconds: 60 }, ctx('ru'))).toContain('У вас минута.');
      expect(narrationText('extended', { seconds: 120 }, ctx('ru'))).toBe('Ещё две минуты.');
      expect(narrationText('discussion', { seconds: 180 }, ctx('ru'))).toContain('три минуты');
      expect(narrationText('voteReminder', { seats: '3', seconds: 21 }, ctx('ru'))).toContain('Осталась двадцать одна секунда.');
      expect(narrationText('voteReminder', { seats: '3', seconds: 10 }, ctx('ru'))).toContain('Осталось десять секунд.');
    });

    it('a verb agrees with how many seats it names', () => {
      expect(narrationText('morningKilledMany', { seats: '3' }, ctx('ru'))).toContain('нас покидает номер три — Анна');
      expect(narrationText('morningKilledMany', { seats: '3, 7' }, ctx('ru'))).toContain('нас покидают номер три — Анна и номер семь — Мария');
      expect(narrationText('eliminateAllYes', { seats: '2, 5, 7' }, ctx('ru'))).toContain('Стол покидают номер два — Пётр, номер пять — Саша и номер семь — Мария');
      expect(narrationText('voteEliminated', { seat: 2, seats: '2, 7' }, ctx('ru'))).toContain('стол покидают');
      expect(narrationText('voteReminder', { seats: '3' }, ctx('ru'))).toBe('Ещё голосует номер три — Анна.');
      expect(narrationText('voteReminder', { seats: '3, 7' }, ctx('ru'))).toBe('Ещё голосуют номер три — Анна и номер семь — Мария.');
    });

    it('a line that opens a timed turn says the real time, and nothing about time without it', () => {
      expect(narrationText('farewell', { seat: 3, seconds: 30 }, ctx('ru'))).toContain('у вас тридцать секунд');
      expect(narrationText('farewell', { seat: 3, seconds: 30 }, ctx('ru', 'caption'))).toContain('у вас 30 секунд');
      for (const key of ['speechTurn', 'farewell', 'lastWord', 'discussion', 'justificationTurn', 'voteStart'] as const) {
        expect(narrationText(key, { seat: 3 }, ctx('ru')), key).not.toMatch(/секунд|минут/);
        expect(narrationText(key, { seat: 3 }, ctx('en')), key).not.toMatch(/second|minute/);
      }
    });

    it('City results in its own words: красные and чёрные', () => {
      expect(narrationText('winTown', {}, ctx('ru', 'speech', 'city'))).toContain('красные');
      expect(narrationText('winMafia', {}, ctx('ru', 'speech', 'city'))).toContain('чёрные');
      expect(narrationText('acquaintanceWake', {}, ctx('ru', 'speech', 'city'))).toContain('чёрные');
    });

    it('one mafioso is not told to meet the others', () => {
      expect(narrationText('acquaintanceWake', { mafia: 1 }, ctx('ru'))).not.toContain('друг с другом');
      expect(narrationText('acquaintanceWake', { mafia: 2 }, ctx('ru'))).toContain('Познакомьтесь');
      expect(narrationText('acquaintanceWake', { mafia: 1 }, ctx('en'))).not.toContain('each other');
    });
  });

  it('nobody is told to close their eyes or put the phone down (N23)', () => {
    for (const lang of LANGS) {
      for (const key of KEYS) {
        for (const preset of ['classic', 'city'] as const) {
          for (const wording of wordingsOfKey(key)) {
            const text = narrationText(key, PARAMS[key] ?? {}, ctx(lang, 'speech', preset, wording)).toLowerCase();
            expect(text, key).not.toMatch(/закройте|глаза|close your eyes|eyes closed|экраном вниз|face down|put .*phone down|положите телефон/);
          }
        }
      }
    }
  });

  it('English: the Lover, "your defence", counts in the singular and plural', () => {
    expect(narrationText('putanaWake', {}, ctx('en'))).toContain('The Lover');
    expect(narrationText('justificationTurn', { seat: 2 }, ctx('en'))).toBe('Number two, Пётр: your defence.');
    expect(narrationText('justificationTurn', { seat: 2 }, ctx('en', 'caption'))).toBe('#2 Пётр: your defence.');
    for (const key of KEYS) {
      for (const wording of wordingsOfKey(key)) expect(narrationText(key, PARAMS[key] ?? {}, ctx('en', 'speech', 'classic', wording)), key).not.toMatch(/putana|justify/i);
    }
    expect(narrationText('extended', { seconds: 1 }, ctx('en'))).toBe('One second more.');
    expect(narrationText('extended', { seconds: 21 }, ctx('en'))).toBe('Twenty-one seconds more.');
    expect(narrationText('extended', { seconds: 21 }, ctx('en', 'caption'))).toBe('21 seconds more.');
    expect(narrationText('morningKilledMany', { seats: '3, 7' }, ctx('en'))).toContain('number three, Анна, and number seven, Мария.');
  });

  it('a missing parameter reads as "a player", never as a hole', () => {
    expect(narrationText('speechTurn', {}, ctx('ru', 'caption'))).toBe('Слово получает игрок.');
    expect(narrationText('voteTie', {}, ctx('en', 'caption', 'city'))).toBe('A tie.');
  });

  it('lists join with "and" / «и», and the lot with "or" / «или»', () => {
    expect(narrationText('morningKilledMany', { seats: '3, 7' }, ctx('ru', 'caption'))).toContain('№3 — Анна и №7 — Мария');
    expect(narrationText('voteTie', { seats: '2, 5, 7' }, ctx('en'))).toContain('number two, Пётр; number five, Саша; and number seven, Мария');
    expect(narrationText('voteTie', { seats: '2, 5, 7' }, ctx('en', 'caption'))).toContain('#2 Пётр, #5 Саша and #7 Мария');
    expect(narrationText('lotStart', { seats: '2, 11' }, ctx('ru'))).toContain('номер два — Пётр или номер одиннадцать — Вика');
    expect(narrationText('lotStart', { seats: '2, 11' }, ctx('en'))).toContain('number two, Пётр, or number eleven, Вика.');
    expect(narrationText('voteTie', { seats: '2, 7' }, { lang: 'en', preset: 'classic', mode: 'speech', nameOf: () => undefined })).toBe('A tie between number two and number seven.');
  });

  it('the Commissar’s revealed check says which way it went', () => {
    const c = ctx('en', 'caption');
    expect(narrationText('revealCheck', { seat: 3, target: 7, verdict: 'mafia' }, c)).toContain('is mafia');
    expect(narrationText('revealCheck', { seat: 3, target: 7, verdict: 'town' }, c)).toContain('is not mafia');
  });
});

describe('TV captions of phases and night steps', () => {
  const phases: PhaseName[] = ['deal', 'night', 'morning', 'speech', 'discussion', 'vote', 'voteResult', 'justification', 'eliminateAll', 'lot', 'lastWord', 'peacefulPause', 'gameOver'];
  const steps: NightStepName[] = ['acquaintance', 'putana', 'mafia', 'maniac', 'doctor', 'commissar', 'sheriff', 'don'];

  for (const lang of LANGS) {
    it(`every phase has a ${lang} title`, () => {
      for (const phase of phases) expect(phaseTitle(lang, phase).trim(), phase).not.toBe('');
    });

    it(`every night step has a ${lang} caption`, () => {
      for (const step of steps) expect(nightStepTitle(lang, step).trim(), step).not.toBe('');
    });
  }
});

describe('the host’s voice, as a native speaker reads it', () => {
  /** Every key in every form the tests know: each language, preset, mode, seat, count and wording. */
  const rendered = (lang: Lang, mode: LineMode = 'speech') => {
    const out: { key: NarrationKey; text: string }[] = [];
    for (const key of KEYS) {
      for (const seat of [2, 3, 5]) {
        for (const n of COUNTS) {
          for (const preset of ['classic', 'city'] as const) {
            for (const wording of wordingsOfKey(key)) out.push({ key, text: narrationText(key, variants(key, seat, n), ctx(lang, mode, preset, wording)) });
          }
        }
      }
    }
    return out;
  };
  const ru = rendered('ru');
  const en = rendered('en');

  it('a Russian name never follows a word that would need it in another case', () => {
    // «Жребий указал на номер 3 — Олег», «считает мафией номер 5 — Мария»: the name would have to decline.
    const governs = /(?:^|[\s(])(на|за|в|во|у|от|для|о|об|с|со|к|ко|по|про|между|против|считает\s+мафией|указал|называет|ждём|выбирает|проверил)\s+(номер|№)/iu;
    for (const mode of MODES) for (const { key, text } of rendered('ru', mode)) expect(text, key).not.toMatch(governs);
  });

  it('the lines heard wrong are gone', () => {
    for (const { key, text } of ru) {
      expect(text, key).not.toMatch(/Этот номер покидает стол/);
      expect(text, key).not.toMatch(/Ждём голоса/);
      // eSpeak stresses «го́лоса» where «голоса́» is meant; the word is avoided.
      expect(text, key).not.toMatch(/(^|\s)голоса(\s|[.,:!]|$)/u);
      expect(text, key).not.toMatch(/Мафия в этой игре одна/);
      expect(text, key).not.toMatch(/Голосуйте|На голосование/);
      expect(text, key).not.toMatch(/держите/);
    }
    expect(narrationText('cardCheck', { seconds: 60 }, ctx('ru'))).toContain('удерживайте');
    expect(narrationText('lotResult', { seat: 3 }, ctx('ru'))).toBe('По жребию стол покидает номер три — Анна.');
    // The lot is cast, then it falls: not «Решает… Решил» said back to back.
    expect(narrationText('lotStart', { seats: '2, 11' }, ctx('ru'))).toBe('Бросаем жребий: номер два — Пётр или номер одиннадцать — Вика.');
    expect(narrationText('lastGuess', { seat: 3, target: 7 }, ctx('ru'))).toBe('Последнее предположение. Номер три — Анна: мафией назван номер семь — Мария.');
  });

  it('the farewell speaks to the player from start to end, never of them', () => {
    const text = narrationText('farewell', { seat: 3, seconds: 30 }, ctx('ru'));
    expect(text).toBe('Прощальное слово. Номер три — Анна, у вас тридцать секунд, чтобы попрощаться с городом.');
    expect(text).not.toMatch(/Говорит/);
    expect(narrationText('farewell', { seat: 3 }, ctx('ru'))).toMatch(/Анна, попрощайтесь/);
  });

  it('the revealed check has a dash only between a seat and its name', () => {
    for (const verdict of ['mafia', 'town']) {
      for (const mode of MODES) {
        const text = narrationText('revealCheck', { seat: 3, target: 7, verdict }, ctx('ru', mode));
        expect(text.match(/—/g)?.length, text).toBe(2);
      }
    }
    expect(narrationText('revealCheck', { seat: 3, target: 7, verdict: 'town' }, ctx('ru'))).toContain('Результат: не мафия.');
  });

  it('English at dawn speaks of last night; no "Show it to nobody", "night of acquaintance" or "The table has"', () => {
    for (const key of ['morningKilled', 'morningKilledMany', 'morningPeaceful'] as const) {
      for (const wording of wordingsOfKey(key)) {
        const text = narrationText(key, variants(key, 3, 2), ctx('en', 'speech', 'classic', wording));
        expect(text, key).toMatch(/last night/i);
        expect(text, key).not.toMatch(/tonight/i);
      }
    }
    for (const { key, text } of en) expect(text, key).not.toMatch(/Show it to nobody|night of acquaintance|The table has/i);
  });

  it('an English named seat is closed by a comma, so two seats never sound like four people', () => {
    // "number nine, Anna and number eight, Boris": a name run into the next seat.
    const runOn = /number [a-z-]+, [^,;.:]+ (and|or) number/u;
    // "number three, Anna leaves": a name run into the verb.
    const runIntoVerb = /number [a-z-]+, [^,;.:]+ (leaves?|has|says|names|stays|is)\b/u;
    for (const { key, text } of en) {
      expect(text, key).not.toMatch(runOn);
      expect(text, key).not.toMatch(runIntoVerb);
    }
    expect(narrationText('removedByHost', { seat: 3 }, ctx('en'))).toBe('By the host’s decision, number three, Анна, leaves the table.');
  });

  it('a wake line names its role once: no «Просыпается мафия. Мафия делает свой выбор.»', () => {
    const ROLE = /мафи|маньяк|доктор|комиссар|шериф|(?<!\p{L})дон(?!\p{L})|путан|чёрн/giu;
    const wakes = KEYS.filter((key) => key.endsWith('Wake'));
    for (const key of wakes) {
      for (const preset of ['classic', 'city'] as const) {
        for (const wording of wordingsOfKey(key)) {
          for (const mafia of [1, 2]) {
            const text = narrationText(key, { mafia }, ctx('ru', 'speech', preset, wording));
            const named = (text.match(ROLE) ?? []).map((word) => word.toLowerCase());
            expect(new Set(named).size, text).toBe(named.length);
          }
        }
      }
    }
    expect(narrationText('mafiaWake', {}, ctx('ru', 'speech', 'classic', 1))).toBe('Мафия просыпается и делает свой выбор.');
    expect(narrationText('maniacWake', {}, ctx('ru', 'speech', 'classic', 1))).toBe('Маньяк просыпается и выходит на охоту.');
  });

  it('a result that may come without a vote (City’s lone nominee after day 1) never speaks of votes', () => {
    for (const wording of wordingsOfKey('voteEliminated')) {
      expect(narrationText('voteEliminated', { seat: 7, seats: '7' }, ctx('ru', 'speech', 'city', wording))).not.toMatch(/голос/iu);
      expect(narrationText('voteEliminated', { seat: 7, seats: '7' }, ctx('en', 'speech', 'city', wording))).not.toMatch(/vote/i);
    }
    expect(narrationText('voteEliminated', { seat: 7, seats: '7' }, ctx('ru', 'speech', 'city', 2))).toBe('Итак, стол покидает номер семь — Мария.');
  });

  it('a second warning and the removal it brings say «второе предупреждение» once', () => {
    for (const lang of LANGS) {
      const said = `${narrationText('warning', { seat: 5, count: 2 }, ctx(lang))} ${narrationText('removedByWarnings', { seat: 5 }, ctx(lang))}`;
      expect(said.match(/предупрежд|warning/giu)?.length, said).toBe(1);
      expect(said.match(/втор|second/giu)?.length, said).toBe(1);
    }
    expect(narrationText('warning', { seat: 5, count: 1 }, ctx('ru'))).toBe('Первое предупреждение получает номер пять — Саша.');
    expect(narrationText('warning', { seat: 5, count: 2 }, ctx('en'))).toBe('Second warning for number five, Саша.');
    expect(narrationText('warning', { seat: 5 }, ctx('ru'))).toBe('Предупреждение получает номер пять — Саша.');
    expect(narrationText('removedByWarnings', { seat: 5 }, ctx('en'))).toBe('That is the limit: number five, Саша, leaves the table.');
  });

  it('English as a host says it: "Still waiting for … to vote", "Who will you …?", "We draw lots", "Let’s continue"', () => {
    expect(narrationText('voteReminder', { seats: '3', seconds: 21 }, ctx('en'))).toBe('Still waiting for number three, Анна, to vote. Twenty-one seconds left.');
    expect(narrationText('voteReminder', { seats: '3, 7' }, ctx('en'))).toBe('Still waiting for number three, Анна, and number seven, Мария, to vote.');
    expect(narrationText('voteReminder', { seats: '3' }, { lang: 'en', preset: 'classic', mode: 'speech', nameOf: () => undefined })).toBe('Still waiting for number three to vote.');
    for (const { key, text } of en) {
      // "the votes of number three" for one player; "Whom do you check?" for a choice about to be made.
      expect(text, key).not.toMatch(/votes of|(whom|who|whose card) do you|the lot decides|we continue|whether all of them|night falls\. the city falls/i);
    }
    expect(narrationText('doctorWake', {}, ctx('en'))).toBe('The Doctor wakes up. Who will you heal tonight?');
    expect(narrationText('lotStart', { seats: '2, 11' }, ctx('en'))).toBe('We draw lots: number two, Пётр, or number eleven, Вика.');
    expect(narrationText('resumed', {}, ctx('en'))).toBe('Let’s continue.');
  });

  it('a Russian verb before a list agrees with it: «Ещё голосует» / «Ещё голосуют»', () => {
    expect(narrationText('voteReminder', { seats: '9' }, ctx('ru'))).toBe('Ещё голосует номер девять — Борис.');
    expect(narrationText('voteReminder', { seats: '9, 11' }, ctx('ru'))).toMatch(/^Ещё голосуют /);
  });
});

describe('a moment that comes back has several wordings, as a host’s lines vary', () => {
  /** The moments that come back all game: nightfall, each role's wake, dawn, a vote's result, a speech turn. */
  const VARYING: NarrationKey[] = [
    'nightFalls',
    'acquaintanceWake', 'putanaWake', 'mafiaWake', 'maniacWake', 'doctorWake', 'commissarWake', 'sheriffWake', 'donWake',
    'morningKilled', 'morningKilledMany', 'morningPeaceful',
    'voteEliminated', 'voteTie', 'eliminateAllNo', 'secondTieNone',
    'speechTurn',
  ];
  /** Which wording a line took: the index whose forced text it is. */
  const chosen = (key: NarrationKey, params: Record<string, string | number>, lang: Lang, mode: LineMode): number =>
    wordingsOfKey(key).findIndex((i) => narrationText(key, params, ctx(lang, mode)) === narrationText(key, params, ctx(lang, mode, 'classic', i)));

  it('each has two to four wordings, as many in Russian as in English, every one its own', () => {
    for (const key of VARYING) {
      expect(wordingsOf('ru', key).length, key).toBeGreaterThanOrEqual(2);
      expect(wordingsOf('ru', key).length, key).toBeLessThanOrEqual(4);
    }
    for (const key of KEYS) {
      expect(wordingsOf('en', key).length, key).toBe(wordingsOf('ru', key).length);
      for (const lang of LANGS) {
        for (const preset of ['classic', 'city'] as const) {
          const texts = wordingsOfKey(key).map((i) => narrationText(key, PARAMS[key] ?? {}, ctx(lang, 'speech', preset, i)));
          expect(new Set(texts).size, `${lang} ${key} ${preset}`).toBe(texts.length);
        }
      }
    }
  });

  it('without a wording seed a line takes its first wording', () => {
    for (const key of VARYING) {
      for (const lang of LANGS) expect(chosen(key, PARAMS[key] ?? {}, lang, 'speech'), key).toBe(0);
    }
  });

  /** A stamp of a game's moment: the day goes up every few phases, as in a game. */
  const stamp = (game: number, seq: number) => wordingStamp(game, { day: Math.floor(seq / 7), seq, rounds: Math.floor(seq / 5) });

  it('the same seed says the same words, in the caption and the voice, in either language', () => {
    for (const key of VARYING) {
      for (let seq = 1; seq <= 12; seq++) {
        const params = { ...PARAMS[key], [WORDING]: stamp(0xc0ffee, seq) };
        const picks = LANGS.flatMap((lang) => MODES.map((mode) => chosen(key, params, lang, mode)));
        expect(new Set(picks), `${key} seq ${seq}`).toEqual(new Set([wordingIndex(key, params, wordingsOf('ru', key).length)]));
      }
    }
  });

  it('the choice never depends on who died, who speaks, who was checked or any other parameter', () => {
    const secretish: Record<string, string | number>[] = [
      { seat: 1 }, { seat: 9, seats: '9' }, { seats: '2, 5, 7' }, { target: 4, verdict: 'mafia' }, { target: 4, verdict: 'town' },
      { role: 'doctor' }, { role: 'mafia', target: 11 }, { mafia: 1 }, { mafia: 3 }, { seconds: 10 }, { count: 2 },
    ];
    for (const key of VARYING) {
      const count = wordingsOf('ru', key).length;
      for (let seq = 1; seq <= 20; seq++) {
        const wording = stamp(0x5eed, seq);
        const expected = wordingIndex(key, { [WORDING]: wording }, count);
        for (const extra of secretish) expect(wordingIndex(key, { ...extra, [WORDING]: wording }, count), `${key} ${JSON.stringify(extra)}`).toBe(expected);
      }
    }
  });

  it('over a game, each moment is heard in all its wordings, and another game chooses again', () => {
    // A moment once a night or a day, over eight days; a speech turn over forty phases.
    const heard = (game: number, key: NarrationKey) =>
      key === 'speechTurn'
        ? Array.from({ length: 40 }, (_, seq) => wordingIndex(key, { [WORDING]: wordingStamp(game, { day: 1, seq }) }, wordingsOf('ru', key).length))
        : Array.from({ length: 8 }, (_, day) => wordingIndex(key, { [WORDING]: wordingStamp(game, { day, seq: 10 * day + 3, rounds: day }) }, wordingsOf('ru', key).length));
    for (const key of VARYING) {
      expect(new Set(heard(0x1234, key)).size, key).toBe(wordingsOf('ru', key).length);
      expect(heard(0x1234, key), key).toEqual(heard(0x1234, key));
      expect(heard(0x1234, key), key).not.toEqual(heard(0x4321, key));
    }
  });

  it('a moment is never worded the same on two nights (mornings, days) in a row, nor a speech turn or a vote’s result on two turns in a row', () => {
    for (let game = 1; game <= 200; game++) {
      const seed = Math.imul(game, 0x9e3779b1) >>> 0;
      for (const key of VARYING) {
        const count = wordingsOf('ru', key).length;
        let before: number | null = null;
        for (let turn = 0; turn < 12; turn++) {
          // However many phases lie between: a night's lines and a day's are a day apart.
          const moment = key === 'speechTurn' ? { day: 2, seq: 30 + turn } : { day: turn, seq: turn * (5 + (game % 9)) + (turn % 3), rounds: turn };
          const index = wordingIndex(key, { [WORDING]: wordingStamp(seed, moment) }, count);
          if (before !== null) expect(index, `${key}, game ${game}, turn ${turn}`).not.toBe(before);
          before = index;
        }
      }
    }
  });

  it('a revote’s tie is announced once: the eliminate-all vote and the lot that follow it do not say "tie" again', () => {
    for (const key of ['eliminateAllStart', 'lotStart'] as const) {
      for (const lang of LANGS) expect(narrationText(key, PARAMS[key] ?? {}, ctx(lang)).toLowerCase(), `${lang} ${key}`).not.toMatch(/ничья|tie/);
    }
  });

  it('a line said twice in one moment (Resume says it again) keeps its words', () => {
    for (const key of VARYING) {
      const params = { [WORDING]: wordingStamp(0xfeed, { day: 3, seq: 41 }) };
      expect(wordingIndex(key, params, 3)).toBe(wordingIndex(key, { ...params, seat: 2 }, 3));
    }
  });
});
