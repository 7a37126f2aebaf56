// The third-party notice (scripts/licence-notice.mjs): every package whose code
// a bundle holds is listed with its licence's whole text; a package without
// one fails the build. The built app's own notice is checked against
// package.json by tests/e2e/subpath-site.spec.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error — a plain ES module shared with vite.config.ts.
import { licenceNotice, NOTICE_FILE, noticeText, packageOf } from '../../scripts/licence-notice.mjs';

const nm = path.resolve('node_modules');
/** The installed version, so an update of the package does not break the test. */
const version = (name: string) => (JSON.parse(readFileSync(`${nm}/${name}/package.json`, 'utf8')) as { version: string }).version;

interface Emitted {
  fileName: string;
  source: string;
}

/** Runs the plugin's generateBundle over chunks holding these module ids; returns what it emitted. */
function build(plugin: { generateBundle(this: unknown, options: unknown, bundle: unknown): void }, moduleIds: string[]): Emitted[] {
  const emitted: Emitted[] = [];
  const bundle = {
    'assets/a.js': { type: 'chunk', moduleIds },
    'assets/style.css': { type: 'asset' },
  };
  plugin.generateBundle.call({ emitFile: (file: Emitted) => emitted.push(file) }, {}, bundle);
  return emitted;
}

describe('the third-party notice', () => {
  it('finds the package of a bundled module, scoped or not, and none for the app’s own code', () => {
    expect(packageOf(`${nm}/lit-html/development/lit-html.js`)).toEqual({ name: 'lit-html', dir: `${nm}/lit-html` });
    expect(packageOf(`\0${nm}/@noble/hashes/sha2.js?commonjs-proxy`)).toEqual({ name: '@noble/hashes', dir: `${nm}/@noble/hashes` });
    expect(packageOf(`${nm}/a/node_modules/b/index.js`)?.name).toBe('b');
    expect(packageOf(path.resolve('src/main.ts'))).toBeNull();
    expect(packageOf('\0vite/preload-helper.js')).toBeNull();
  });

  it('lists each package of the app’s and the worker’s bundles once, with its licence text', () => {
    const notice = licenceNotice({ root: path.resolve('.'), extraPackages: ['workbox-core'] });
    // The worker's build adds what it bundles, and emits nothing.
    expect(build(notice.plugin({ emit: false }), [`${nm}/@echogarden/espeak-ng-emscripten/espeak-ng.js`])).toEqual([]);
    const [file] = build(notice.plugin(), [
      path.resolve('src/main.ts'),
      `${nm}/peerjs/dist/bundler.mjs`,
      `${nm}/lit-html/lit-html.js`,
      `${nm}/lit-html/directives/repeat.js`,
    ]);
    expect(file!.fileName).toBe(NOTICE_FILE);
    const text = file!.source;
    expect(text).toMatch(/Packages \(4\): @echogarden\/espeak-ng-emscripten, lit-html, peerjs, workbox-core\n/);
    expect(text).toContain(`@echogarden/espeak-ng-emscripten ${version('@echogarden/espeak-ng-emscripten')} — GPL-3.0`);
    expect(text).toContain('GNU GENERAL PUBLIC LICENSE');
    expect(text).toContain(`peerjs ${version('peerjs')} — MIT\nSource: https://github.com/peers/peerjs`);
    expect(text).toContain('Permission is hereby granted, free of charge');
    expect(text).toMatch(/lit-html [\d.]+ — BSD-3-Clause/);
    expect(text.match(/^lit-html /gm)).toHaveLength(1);
    expect(text).toMatch(/workbox-core [\d.]+ — MIT/);
  });

  it('refuses a package without licence text', () => {
    expect(() => noticeText([{ name: 'mystery', version: '1.0.0', licence: 'MIT', repository: null, text: null }])).toThrow(/mystery/);
  });
});
