import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NarrationKey } from '../engine/types';
import { narrationLines } from './lines';
import { narrationMoments } from './moments';
import { narrationDoc } from './narration-doc';

describe('docs/NARRATION.md', () => {
  it('is what the code says now (run `npx tsx scripts/narration-doc.ts` after changing a line)', () => {
    const onDisk = readFileSync(new URL('../../docs/NARRATION.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(narrationDoc());
  });

  it('names the moment of every line', () => {
    const keys = Object.keys(narrationLines.en) as NarrationKey[];
    expect(keys.filter((key) => !narrationMoments[key])).toEqual([]);
  });
});
