#!/usr/bin/env node
/**
 * Makes the game's own sounds: synthesises PCM in plain Node and writes mono
 * 16-bit WAV files into public/audio/ — the night music loop (a calm A-minor
 * ambient, 24 s, seamless) and the short effects of the SoundName registry
 * (src/audio/sound-board.ts). Deterministic: the same files every run.
 *
 *   node scripts/make-audio.mjs          write the files and print their sizes
 *   node scripts/make-audio.mjs --check  also fail when all together exceed 2 MB
 */
import { mkdirSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'audio');
const EFFECT_RATE = 22050;
const MUSIC_RATE = 16000;
const BUDGET_BYTES = 2 * 1024 * 1024;
const TAU = Math.PI * 2;

/** A tiny deterministic generator (Park–Miller), so every run writes the same bytes. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

const NOTE = { C: -9, 'C#': -8, D: -7, 'D#': -6, E: -5, F: -4, 'F#': -3, G: -2, 'G#': -1, A: 0, 'A#': 1, B: 2 };
/** "A4" → 440 Hz. */
function hz(name) {
  const [, letter, octave] = /^([A-G]#?)(\d)$/.exec(name);
  return 440 * 2 ** ((NOTE[letter] + (Number(octave) - 4) * 12) / 12);
}

function buffer(seconds, rate) {
  return { rate, data: new Float32Array(Math.round(seconds * rate)) };
}

/**
 * Adds a voice into the buffer. `wave(phase)` is one cycle, `env(t)` the
 * amplitude envelope in seconds. With `wrap`, samples past the end land at
 * the start, so a loop has no seam.
 */
function add(buf, { at, length, freq, wave = Math.sin, env, gain = 1, wrap = false, glide = 0 }) {
  const start = Math.round(at * buf.rate);
  const count = Math.round(length * buf.rate);
  let phase = 0;
  for (let i = 0; i < count; i++) {
    const t = i / buf.rate;
    const f = freq * (1 + glide * (t / length));
    phase += (TAU * f) / buf.rate;
    let index = start + i;
    if (index >= buf.data.length) {
      if (!wrap) break;
      index %= buf.data.length;
    }
    buf.data[index] += wave(phase) * env(t) * gain;
  }
}

const decay = (seconds, attack = 0.004) => (t) => (t < attack ? t / attack : Math.exp(-(t - attack) / seconds));
const swell = (length, fade) => (t) => Math.min(1, t / fade, (length - t) / fade) ** 2;

/** A bell: a few inharmonic partials, each dying away at its own pace. */
function bell(buf, at, freq, { gain = 0.3, length = 2.5, wrap = false } = {}) {
  const partials = [[1, 1, 1], [2.01, 0.45, 0.6], [2.76, 0.3, 0.4], [5.4, 0.12, 0.2]];
  for (const [ratio, amp, life] of partials) {
    if (freq * ratio >= buf.rate / 2) continue;
    add(buf, { at, length, freq: freq * ratio, env: decay(length * life * 0.35), gain: gain * amp, wrap });
  }
}

function noise(buf, at, length, env, gain, seed, smooth = 0) {
  const rnd = random(seed);
  const start = Math.round(at * buf.rate);
  let last = 0;
  for (let i = 0; i < Math.round(length * buf.rate); i++) {
    const index = start + i;
    if (index >= buf.data.length) break;
    // One-pole low-pass: `smooth` near 1 keeps only the rumble.
    last = smooth * last + (1 - smooth) * (rnd() * 2 - 1);
    buf.data[index] += last * env(i / buf.rate) * gain;
  }
}

/** A soft, rounded tone: a sine with a little second and third harmonic. */
const warm = (p) => Math.sin(p) + 0.25 * Math.sin(2 * p) + 0.08 * Math.sin(3 * p);
const reedy = (p) => Math.sin(p) + 0.5 * Math.sin(2 * p) + 0.33 * Math.sin(3 * p) + 0.2 * Math.sin(4 * p) + 0.1 * Math.sin(5 * p);

function normalise(buf, peak) {
  let max = 0;
  for (const v of buf.data) max = Math.max(max, Math.abs(v));
  if (max > 0) for (let i = 0; i < buf.data.length; i++) buf.data[i] *= peak / max;
  return buf;
}

function fadeEdges(buf, seconds = 0.01) {
  const n = Math.round(seconds * buf.rate);
  for (let i = 0; i < n && i < buf.data.length; i++) {
    buf.data[i] *= i / n;
    buf.data[buf.data.length - 1 - i] *= i / n;
  }
  return buf;
}

function wav(buf) {
  const samples = buf.data.length;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVE', 8);
  out.write('fmt ', 12);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(buf.rate, 24);
  out.writeUInt32LE(buf.rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const v = Math.max(-1, Math.min(1, buf.data[i]));
    out.writeInt16LE(Math.round(v * 32767), 44 + i * 2);
  }
  return out;
}

// ---------------------------------------------------------------------------
// The night music: Am – F – Dm – Em, six seconds each, pads with a slow
// breath, a low drone and a sparse bell melody on the A-minor pentatonic.

function nightMusic() {
  const chordSeconds = 6;
  const chords = [
    ['A2', ['A3', 'C4', 'E4']],
    ['F2', ['F3', 'A3', 'C4']],
    ['D2', ['D3', 'F3', 'A3']],
    ['E2', ['E3', 'G3', 'B3']],
  ];
  const length = chords.length * chordSeconds;
  const buf = buffer(length, MUSIC_RATE);
  const overlap = 2;
  chords.forEach(([root, notes], i) => {
    const at = i * chordSeconds - overlap / 2;
    const span = chordSeconds + overlap;
    const start = (at + length) % length;
    for (const note of notes) {
      for (const detune of [-0.003, 0, 0.004]) {
        add(buf, { at: start, length: span, freq: hz(note) * (1 + detune), wave: warm, env: swell(span, overlap), gain: 0.06, wrap: true });
      }
    }
    add(buf, { at: start, length: span, freq: hz(root), env: swell(span, overlap), gain: 0.12, wrap: true });
  });
  const melody = ['E5', 'G5', 'A5', 'C6', 'D5', 'E5', 'A4', 'C5'];
  const rnd = random(11);
  for (let beat = 0; beat < length / 1.5; beat++) {
    if (rnd() < 0.45) continue;
    const note = melody[Math.floor(rnd() * melody.length)];
    bell(buf, beat * 1.5 + 0.25, hz(note), { gain: 0.05 + rnd() * 0.04, length: 3, wrap: true });
  }
  // A slow breath over the whole loop: four cycles, so it also loops cleanly.
  for (let i = 0; i < buf.data.length; i++) buf.data[i] *= 0.85 + 0.15 * Math.sin((TAU * 4 * i) / buf.data.length);
  return normalise(buf, 0.7);
}

// ---------------------------------------------------------------------------
// Effects

function nightfall() {
  const buf = buffer(3, EFFECT_RATE);
  ['A5', 'E5', 'C5', 'A4'].forEach((note, i) => bell(buf, i * 0.32, hz(note), { gain: 0.3, length: 2 }));
  add(buf, { at: 0, length: 3, freq: hz('A2'), wave: warm, env: decay(1.1, 0.05), gain: 0.35 });
  return fadeEdges(normalise(buf, 0.8), 0.05);
}

function dawnShot() {
  const buf = buffer(1.6, EFFECT_RATE);
  noise(buf, 0, 0.4, decay(0.05, 0.001), 0.9, 5, 0.2);
  add(buf, { at: 0, length: 0.5, freq: 70, env: decay(0.12, 0.002), gain: 0.9, glide: -0.5 });
  // The echo from the houses across the street.
  for (const [delay, gain] of [[0.19, 0.35], [0.4, 0.18], [0.66, 0.08]]) noise(buf, delay, 0.5, decay(0.09, 0.004), gain, 9 + delay * 100, 0.7);
  return fadeEdges(normalise(buf, 0.85));
}

function dawnPeace() {
  const buf = buffer(2.6, EFFECT_RATE);
  ['A4', 'C#5', 'E5', 'A5'].forEach((note, i) => bell(buf, i * 0.18, hz(note), { gain: 0.25, length: 2.2 }));
  for (const [at, from] of [[0.9, 3200], [1.05, 3600], [1.5, 3400]]) {
    add(buf, { at, length: 0.09, freq: from, env: swell(0.09, 0.02), gain: 0.08, glide: 0.35 });
  }
  return fadeEdges(normalise(buf, 0.75), 0.05);
}

function vote() {
  const buf = buffer(1.2, EFFECT_RATE);
  bell(buf, 0, hz('E5'), { gain: 0.4, length: 1.2 });
  bell(buf, 0.28, hz('C5'), { gain: 0.4, length: 0.9 });
  return fadeEdges(normalise(buf, 0.75));
}

function tick() {
  const buf = buffer(0.09, EFFECT_RATE);
  add(buf, { at: 0, length: 0.09, freq: 1750, env: decay(0.012, 0.001), gain: 0.8 });
  noise(buf, 0, 0.02, decay(0.004, 0.0005), 0.3, 3);
  return fadeEdges(normalise(buf, 0.6), 0.002);
}

function win() {
  const buf = buffer(2.8, EFFECT_RATE);
  ['C5', 'E5', 'G5'].forEach((note, i) => add(buf, { at: i * 0.16, length: 0.3, freq: hz(note), wave: reedy, env: swell(0.3, 0.04), gain: 0.2 }));
  for (const note of ['C5', 'E5', 'G5', 'C6']) add(buf, { at: 0.5, length: 2.2, freq: hz(note), wave: reedy, env: (t) => Math.min(1, t / 0.05) * Math.exp(-t / 1.2), gain: 0.14 });
  bell(buf, 0.5, hz('C6'), { gain: 0.2, length: 2 });
  return fadeEdges(normalise(buf, 0.8), 0.05);
}

function chime() {
  const buf = buffer(1.3, EFFECT_RATE);
  bell(buf, 0, hz('E6'), { gain: 0.4, length: 1.3 });
  bell(buf, 0.08, hz('B5'), { gain: 0.2, length: 1.2 });
  return fadeEdges(normalise(buf, 0.6));
}

function warning() {
  const buf = buffer(0.8, EFFECT_RATE);
  for (const at of [0, 0.36]) add(buf, { at, length: 0.26, freq: 196, wave: reedy, env: swell(0.26, 0.02), gain: 0.5 });
  return fadeEdges(normalise(buf, 0.7));
}

function coin() {
  const buf = buffer(1.6, EFFECT_RATE);
  const ping = (at, gain) => {
    for (const [f, a, life] of [[2480, 1, 0.5], [6020, 0.6, 0.3], [8630, 0.35, 0.2]]) add(buf, { at, length: 1, freq: f, env: decay(life, 0.001), gain: gain * a });
  };
  ping(0, 0.35);
  // The spin as it lands: quicker and quicker clinks.
  [0.62, 0.8, 0.93, 1.02, 1.08, 1.12].forEach((at, i) => ping(at, 0.12 - i * 0.012));
  return fadeEdges(normalise(buf, 0.7));
}

const FILES = {
  'night-music.wav': nightMusic,
  'nightfall.wav': nightfall,
  'dawn-shot.wav': dawnShot,
  'dawn-peace.wav': dawnPeace,
  'vote.wav': vote,
  'tick.wav': tick,
  'win.wav': win,
  'chime.wav': chime,
  'warning.wav': warning,
  'coin.wav': coin,
};

mkdirSync(OUT, { recursive: true });
for (const [name, make] of Object.entries(FILES)) writeFileSync(join(OUT, name), wav(make()));
let total = 0;
for (const name of readdirSync(OUT)) {
  const size = statSync(join(OUT, name)).size;
  total += size;
  console.log(`${name.padEnd(18)} ${(size / 1024).toFixed(1).padStart(8)} KiB`);
}
console.log(`${'total'.padEnd(18)} ${(total / 1024).toFixed(1).padStart(8)} KiB (budget ${BUDGET_BYTES / 1024} KiB)`);
if (process.argv.includes('--check') && total > BUDGET_BYTES) {
  console.error('public/audio is over its 2 MB budget');
  process.exit(1);
}
