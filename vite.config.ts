/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// @ts-expect-error — a plain ES module (scripts/ are not type-checked).
import { voicePack } from './scripts/voice-pack.mjs';
// @ts-expect-error — a plain ES module (scripts/ are not type-checked).
import { licenceNotice } from './scripts/licence-notice.mjs';

// Every bundled package's licence, in dist/third-party-licences.txt (linked from the TV's settings).
// Two are bundled where no plugin here sees them: Workbox, into the service worker by vite-plugin-pwa's
// own build, and eventemitter3, copied into peerjs's own dist file.
const notice = licenceNotice({
  extraPackages: ['workbox-core', 'workbox-precaching', 'workbox-routing', 'workbox-strategies', 'workbox-expiration', 'eventemitter3'],
});

export default defineConfig({
  // Relative URLs throughout: dist/ works from any path of a static host (GitHub Pages serves a
  // project under /<repo>/), and the service worker's scope is the folder it is served from.
  base: './',
  build: {
    target: 'es2022',
    sourcemap: false,
    // Small chunks on purpose: the phone must load only what it needs.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The engine is pure (docs/ENGINE.md): a module of it that nothing uses runs no code worth
        // keeping. Said here because its top-level tables (`Array.from`, `new WeakMap`) read as side
        // effects, and one import of the engine's index (`sideOf`, for role names) then brought
        // the practice bots' modules into the phone's first chunks.
        moduleSideEffects: [{ test: /[\\/]src[\\/]engine[\\/]/, sideEffects: false }],
      },
    },
  },
  // The built-in voice's worker imports eSpeak NG as a module (it reads import.meta.url).
  // Its loader's file list is rewritten there too (the worker is a build of its own).
  worker: { format: 'es', plugins: () => [voicePack({ emit: false }), notice.plugin({ emit: false })] },
  plugins: [
    notice.plugin(),
    // The built-in voice's data: Russian and English only (scripts/voice-pack.mjs).
    voicePack(),
    VitePWA({
      // Registered by the TV app only (see src/main-tv.ts): a phone never downloads the TV's chunks.
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['icons/*.svg', 'icons/*.png', 'audio/*'],
      manifest: {
        name: 'City Sleeps · Город засыпает',
        short_name: 'City Sleeps',
        description: 'Mafia at home: the TV hosts, phones are your secret cards.',
        lang: 'ru',
        start_url: '.',
        scope: '.',
        display: 'fullscreen',
        display_override: ['fullscreen', 'standalone'],
        orientation: 'any',
        background_color: '#0b0f1e',
        theme_color: '#0b0f1e',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,wav,webmanifest}'],
        // The built-in voice (about 10 MB) is cached when a TV first needs it, not precached for every visit.
        globIgnores: ['**/espeak-worker-*.js', 'voice/**'],
        runtimeCaching: [
          {
            urlPattern: /\/(assets\/espeak-worker-[^/]+\.js|voice\/[^/]+\.data)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'citysleeps-voice', expiration: { maxEntries: 8 } },
          },
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // signaling.json is live configuration from npm start; never serve it stale.
        navigateFallbackDenylist: [/^\/peerjs/, /^\/signaling\.json/],
      },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Worker threads, the files one after another in each without a fresh module graph: 45 s
    // instead of 75 s on two cores. Tests that stub a global or the timers put them back
    // (afterEach), and a shuffled order (--sequence.shuffle) passes too.
    pool: 'threads',
    isolate: false,
  },
});
