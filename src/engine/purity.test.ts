import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The simulator measures its own speed, so it alone may read a clock. */
const TOOLS = new Set(['simulate.ts', 'simulate-cli.ts']);
const BANNED = [/Date\.now|new Date\(/, /Math\.random/, /setTimeout|setInterval|requestAnimationFrame/, /\bwindow\b|\bdocument\b|localStorage|indexedDB/, /performance\.now/, /\bfetch\(/];

describe('The engine is pure (STYLE habit 1)', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !TOOLS.has(f));

  it('uses no clock, no Math.random, no timers, no DOM, no network', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(dir + file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const banned of BANNED) expect(banned.test(code), `${file}: ${banned}`).toBe(false);
    }
  });
});
