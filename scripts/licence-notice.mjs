// A Vite plugin that writes the built app's third-party notice,
// `third-party-licences.txt`: every package whose code the build bundles (the
// app's chunks and the built-in voice's worker, which is a build of its own),
// with its version, its licence and the licence's whole text from the package,
// plus the packages another tool bundles into the output (the service
// worker's Workbox, which vite-plugin-pwa builds apart). The TV's settings
// link to it. A bundled package with no licence text fails the build: we
// could not ship it lawfully without one.
//
// One notice object serves both builds: `notice.plugin()` for the app,
// `notice.plugin({ emit: false })` for the worker, which only adds what it
// bundles (Vite builds workers before the app's bundle is written).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const NOTICE_FILE = 'third-party-licences.txt';
const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

/** The package a bundled module comes from: its name and folder, or null for the app's own code. */
export function packageOf(moduleId) {
  const file = moduleId.replace(/^\0/, '').split('?')[0].replace(/\\/g, '/');
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = file.slice(at + '/node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  if (!name || name.endsWith('/undefined')) return null;
  return { name, dir: `${file.slice(0, at)}/node_modules/${name}` };
}

/** What the notice says of one package: read from its package.json and licence file. */
export function describePackage(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).filter((name) => LICENCE_FILE.test(name)).sort()[0];
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  return {
    name: manifest.name,
    version: manifest.version,
    licence: typeof manifest.license === 'string' ? manifest.license : manifest.license?.type ?? null,
    repository: repository ? repository.replace(/^git\+/, '').replace(/\.git$/, '') : null,
    text: file ? readFileSync(path.join(dir, file), 'utf8').trim() : null,
  };
}

const HEADER = `City Sleeps · Город засыпает — third-party software

This app is free software: you can redistribute it and/or modify it under the
terms of the GNU General Public License, version 3 or (at your option) any
later version (the LICENSE file of its source). It comes with NO WARRANTY.

It bundles the packages below, each under its own licence, whose whole text
follows its name. The built-in voice is eSpeak NG compiled to WebAssembly
(@echogarden/espeak-ng-emscripten, GPL-3.0), shipped with its Russian and
English data only; its source is at the repository named in its entry and at
https://github.com/espeak-ng/espeak-ng. This app's own source, with the build
that makes this notice, is published with the app.
`;

/** The notice's text: the header, then one entry per package, by name. Throws when a package has no licence text. */
export function noticeText(packages) {
  const sorted = [...packages].sort((a, b) => a.name.localeCompare(b.name));
  const missing = sorted.filter((entry) => !entry.text || !entry.licence);
  if (missing.length) throw new Error(`licence notice: no licence text or field in ${missing.map((entry) => entry.name).join(', ')}`);
  const entries = sorted.map((entry) => {
    const rule = '='.repeat(78);
    const source = entry.repository ? `\nSource: ${entry.repository}` : '';
    return `${rule}\n${entry.name} ${entry.version} — ${entry.licence}${source}\n${rule}\n\n${entry.text}\n`;
  });
  return `${HEADER}\nPackages (${sorted.length}): ${sorted.map((entry) => entry.name).join(', ')}\n\n${entries.join('\n')}`;
}

/**
 * @param {{ root?: string, extraPackages?: string[] }} options
 *   extraPackages: packages bundled into the output by another tool (Workbox in sw.js).
 */
export function licenceNotice({ root = process.cwd(), extraPackages = [] } = {}) {
  const dirs = new Map();
  const add = (name, dir) => {
    if (!dirs.has(name)) dirs.set(name, dir);
  };
  return {
    /** The packages collected so far, by name. */
    packages: () => [...dirs.keys()].sort(),
    plugin({ emit = true } = {}) {
      return {
        name: 'citysleeps-licence-notice',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            for (const id of output.moduleIds ?? Object.keys(output.modules ?? {})) {
              const found = packageOf(id);
              if (found) add(found.name, found.dir);
            }
          }
          if (!emit) return;
          for (const name of extraPackages) {
            const dir = path.join(root, 'node_modules', name);
            if (!existsSync(dir)) throw new Error(`licence notice: ${name} is not installed`);
            add(name, dir);
          }
          const source = noticeText([...dirs.values()].map(describePackage));
          this.emitFile({ type: 'asset', fileName: NOTICE_FILE, source });
        },
      };
    },
  };
}
