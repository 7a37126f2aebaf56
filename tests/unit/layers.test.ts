/**
 * Imports run down (README «Architecture»): a folder of src/ imports only its
 * own files and the floors beneath it. The floors, lowest first:
 *
 *   base → engine → protocol → net, audio → narrator → host, phone → ui
 *
 * host and phone stand side by side and never import each other; the entry
 * files (src/main*.ts) wire everything. A test file may reach across to check
 * that two sides agree (a narrator line against the TV's strings, a frame's
 * size against the phone's parts), and so may a test kit (host/testkit.ts
 * seats real phone sessions at a real host); the code it tests may not.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');
const FLOOR: Record<string, number> = { base: 0, engine: 1, protocol: 2, net: 3, audio: 3, narrator: 4, host: 5, phone: 5, ui: 6 };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    const tests = /\.test\.ts$|testkit\.ts$/.test(name);
    return name.endsWith('.ts') && !tests && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Relative specifiers of `import … from`, `export … from` and `import()`. */
function importsOf(code: string): string[] {
  const specs = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"](\.[^'"]+)['"]/g), ...code.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)];
  return specs.map((m) => m[1]!);
}

function floorOf(file: string): string | null {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel.length > 1 ? rel[0]! : null;
}

describe('Imports run down', () => {
  const files = sources(SRC).filter((file) => floorOf(file) !== null);

  it('knows every folder of src/', () => {
    const folders = new Set(files.map(floorOf));
    expect([...folders].filter((f) => !(f! in FLOOR))).toEqual([]);
  });

  it('no file imports a floor above its own, nor its neighbour beside it', () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = floorOf(file)!;
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const to = floorOf(path.resolve(path.dirname(file), spec));
        if (to === null || to === from) continue;
        if (!(to in FLOOR) || FLOOR[to]! >= FLOOR[from]!) upward.push(`${path.relative(SRC, file)} → ${spec}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
