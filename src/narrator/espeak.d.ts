/** The parts of @echogarden/espeak-ng-emscripten (an Emscripten build of eSpeak NG) the built-in voice uses. */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface ESpeakNGWorker {
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): number;
    get_samplerate(): number;
    /** Calls back with 16-bit samples as they are made; returning true stops the synthesis. */
    synthesize(text: string, chunk: (samples: Int16Array, events: unknown[]) => boolean): void;
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  /** `getPreloadedPackage` hands over the data file (Emscripten's file packager asks for it before fetching). */
  export default function init(module?: { getPreloadedPackage?: (name: string, size: number) => ArrayBuffer }): Promise<ESpeakNGModule>;
}
