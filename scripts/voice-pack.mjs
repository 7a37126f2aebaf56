// A Vite plugin that ships the built-in voice for Russian and English only.
//
// @echogarden/espeak-ng-emscripten packs every eSpeak NG language into one
// 24 MB data file that its loader unpacks into a virtual file system, with
// the file list and offsets written into the loader itself. The TV needs two
// languages: this plugin writes a data file with just their files (about
// 9 MB, most of it the Russian dictionary) and rewrites the loader's list to
// match. The app fetches it from `voice/espeak-ng-ru-en.data`, and only the
// TV's built-in voice ever does (see src/narrator/builtin-voice.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const VOICE_DATA = 'voice/espeak-ng-ru-en.data';
const DATA_ROOT = '/usr/share/espeak-ng-data/';
/** What eSpeak NG reads to speak Russian and English: the phoneme tables, intonation, two dictionaries, their voices. */
const KEEP = /^(phondata|phonindex|phontab|intonations|ru_dict|en_dict|lang\/zle\/ru|lang\/gmw\/en(-US|-GB-x-rp)?)$/;
const LIST = /loadPackage\(\{files:\[(.*?)\],remote_package_size:(\d+)\}\)/s;
const ENTRY = /\{filename:"([^"]+)",start:(\d+),end:(\d+)\}/g;

function packageDir() {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@echogarden/espeak-ng-emscripten/espeak-ng.js'));
}

/** The trimmed data file and the loader's new file list. */
export function packVoice() {
  const dir = packageDir();
  const loader = readFileSync(path.join(dir, 'espeak-ng.js'), 'utf8');
  const data = readFileSync(path.join(dir, 'espeak-ng.data'));
  const list = LIST.exec(loader);
  if (!list) throw new Error('voice-pack: the eSpeak NG loader has no file list (package version changed?)');
  const parts = [];
  const files = [];
  let offset = 0;
  for (const [, filename, start, end] of list[1].matchAll(ENTRY)) {
    if (!filename.startsWith(DATA_ROOT) || !KEEP.test(filename.slice(DATA_ROOT.length))) continue;
    const bytes = data.subarray(Number(start), Number(end));
    parts.push(bytes);
    files.push(`{filename:"${filename}",start:${offset},end:${offset + bytes.length}}`);
    offset += bytes.length;
  }
  if (!files.some((f) => f.includes('ru_dict')) || !files.some((f) => f.includes('phondata'))) {
    throw new Error('voice-pack: Russian or the phoneme data is missing from the eSpeak NG package');
  }
  return { data: Buffer.concat(parts), list: `loadPackage({files:[${files.join(',')}],remote_package_size:${offset}})` };
}

/** `emit: false` for the worker's own build, which only needs the loader rewritten. */
export function voicePack({ emit = true } = {}) {
  let packed = null;
  const pack = () => (packed ??= packVoice());
  return {
    name: 'citysleeps-voice-pack',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('espeak-ng-emscripten/espeak-ng.js')) return null;
      return { code: code.replace(LIST, () => pack().list), map: null };
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: VOICE_DATA, source: pack().data });
    },
    configureServer(server) {
      server.middlewares.use(`/${VOICE_DATA}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(pack().data);
      });
    },
  };
}
