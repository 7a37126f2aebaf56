/**
 * The built-in voice's worker: eSpeak NG (WebAssembly) turns a sentence into
 * samples off the main thread, so synthesis never delays the TV's messages.
 *
 * In:  { type: 'init', dataUrl } · { type: 'synth', id, text, voice, wordsPerMinute }
 * Out: { type: 'ready', sampleRate } · { type: 'error', message } · { type: 'audio', id, samples }
 */
import init, { type ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';

type Inbound =
  | { type: 'init'; dataUrl: string }
  | { type: 'synth'; id: number; text: string; voice: string; wordsPerMinute: number };

let engine: ESpeakNGWorker | null = null;
const post = (message: unknown, transfer: Transferable[] = []): void => (self as unknown as Worker).postMessage(message, transfer);

self.onmessage = async (event: MessageEvent<Inbound>) => {
  const message = event.data;
  if (message.type === 'init') {
    try {
      // The package's own loader looks for its data beside its script; ours is elsewhere and trimmed, so it is handed over.
      const response = await fetch(message.dataUrl);
      if (!response.ok) throw new Error(`${response.status} ${message.dataUrl}`);
      const data = await response.arrayBuffer();
      const module = await init({ getPreloadedPackage: () => data });
      engine = new module.eSpeakNGWorker();
      post({ type: 'ready', sampleRate: engine.get_samplerate() });
    } catch (error) {
      post({ type: 'error', message: String(error) });
    }
    return;
  }
  if (!engine) return post({ type: 'error', message: 'not initialised' });
  try {
    engine.set_voice(message.voice);
    engine.set_rate(Math.round(message.wordsPerMinute));
    const chunks: Int16Array[] = [];
    engine.synthesize(message.text, (samples) => {
      chunks.push(samples.slice());
      return false;
    });
    const samples = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      samples.set(chunk, at);
      at += chunk.length;
    }
    post({ type: 'audio', id: message.id, samples }, [samples.buffer]);
  } catch (error) {
    post({ type: 'audio', id: message.id, samples: new Int16Array(0), error: String(error) });
  }
};
