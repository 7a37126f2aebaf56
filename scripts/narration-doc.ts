// Writes docs/NARRATION.md from the narrator's lines: npx tsx scripts/narration-doc.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { narrationDoc } from '../src/narrator/narration-doc';

const target = fileURLToPath(new URL('../docs/NARRATION.md', import.meta.url));
writeFileSync(target, narrationDoc());
console.log(`wrote ${target}`);
