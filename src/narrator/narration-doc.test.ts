import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NarrationKey } from '../engine/types';
import { narrationLines, narrationText, wordingsOf } from './lines';
import { narrationMoments } from './moments';
import { NAMES, narrationDoc } from './narration-doc';

describe('docs/NARRATION.md', () => {
  it('is what the code says now (run `npx tsx scripts/narration-doc.ts` after changing a line)', () => {
    const onDisk = readFileSync(new URL('../../docs/NARRATION.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(narrationDoc());
  });

  it('shows every wording of every line, in both languages', () => {
    const doc = narrationDoc();
    for (const key of Object.keys(narrationLines.en) as NarrationKey[]) {
      const example = narrationMoments[key]?.examples?.[0] ?? {};
      for (const lang of ['ru', 'en'] as const) {
        wordingsOf(lang, key).forEach((_, wording) => {
          const text = narrationText(key, example, { lang, preset: 'classic', mode: 'speech', nameOf: (seat) => NAMES[lang][seat], wording });
          expect(doc, `${lang} ${key} #${wording + 1}`).toContain(`| ${text} |`);
        });
      }
    }
  });

  it('names the moment of every line', () => {
    const keys = Object.keys(narrationLines.en) as NarrationKey[];
    expect(keys.filter((key) => !narrationMoments[key])).toEqual([]);
  });
});
