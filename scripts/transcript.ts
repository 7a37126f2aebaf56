// Plays one whole practice game in memory and prints every line the TV's narrator says, as it says them.
//   npx tsx scripts/transcript.ts [--preset classic|city] [--lang ru|en] [--seed N] [--players N]
// A tool for reading the host's voice, not a test. The game is the host session with the real
// engine and its practice bots (src/host/testkit.ts's pieces); each line is rendered by narrationText, as
// the Stage's Narrator does for speech, from the stamped `narrate` effect and the public seat names.
import { register } from 'node:module';
import type { GameState, Preset, PublicView, Setup } from '../src/engine';
import type { Lang } from '../src/base/lang';

// The host's names.ts imports a file as text (Vite's `?raw`): the same for Node, before the host is loaded.
const RAW_HOOKS = `
import { readFile } from 'node:fs/promises';
export async function resolve(specifier, context, next) {
  if (!specifier.endsWith('?raw')) return next(specifier, context);
  const resolved = await next(specifier.slice(0, -4), context);
  return { url: resolved.url + '?raw', shortCircuit: true };
}
export async function load(url, context, next) {
  if (!url.endsWith('?raw')) return next(url, context);
  const text = await readFile(new URL(url.slice(0, -4)), 'utf8');
  return { format: 'module', source: 'export default ' + JSON.stringify(text) + ';', shortCircuit: true };
}`;
register(`data:text/javascript,${encodeURIComponent(RAW_HOOKS)}`);

const { defaultSetup } = await import('../src/engine');
const { FakeClock } = await import('../src/base/fake-clock');
const { MemoryNetwork } = await import('../src/net/memory');
const { HostSession } = await import('../src/host/session');
const { MemoryStore } = await import('../src/host/store');
const { realEngine, sensibleBot } = await import('../src/host/real-engine');
const { seededRandom } = await import('../src/host/testkit');
const { narrationText } = await import('../src/narrator/lines');

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const preset = arg('preset', 'classic') as Preset;
const lang = arg('lang', 'ru') as Lang;
const seed = Number(arg('seed', '1'));
const players = Number(arg('players', preset === 'city' ? '11' : '12'));
if (preset !== 'classic' && preset !== 'city') throw new Error('--preset classic|city');
if (lang !== 'ru' && lang !== 'en') throw new Error('--lang ru|en');

// Classic with every optional role; both at the club's real pace, so the times said are the real ones.
const setup: Setup = { ...defaultSetup(preset, players), ...(preset === 'classic' ? { optionalRoles: ['commissar', 'doctor', 'maniac', 'putana'] } : {}) };

const PHASE: Record<Lang, { night: string; day: string }> = { ru: { night: 'Ночь', day: 'День' }, en: { night: 'Night', day: 'Day' } };

async function main(): Promise<void> {
  const clock = new FakeClock();
  const network = new MemoryNetwork();
  const host = new HostSession<GameState>({
    transport: network.hostTransport(),
    store: new MemoryStore<GameState>(),
    engine: realEngine,
    bot: sensibleBot,
    joinUrl: (room) => `http://tv.test/?join=${room.peerId}#code=${room.code}&k=${room.key}`,
    clock,
    random: seededRandom(7919),
    gameRandom: seededRandom(seed),
    initialSetup: setup,
    afterPaint: (run) => clock.setTimeout(run, 0),
  });
  const out: string[] = [];
  let marker = '';
  let count = 0;
  let last: PublicView | null = null;
  host.onEffects((effects, view) => {
    last = view;
    const nameOf = (seat: number) => view.seats.find((s) => s.seat === seat)?.name;
    for (const effect of effects) {
      if (effect.type !== 'narrate') continue;
      const { phase } = view;
      const now = phase.name === 'deal' ? `— ${phase.name} —` : phase.name === 'night' ? `— ${PHASE[lang].night} ${phase.night} —` : `— ${PHASE[lang].day} ${phase.day} —`;
      if (now !== marker) out.push('', (marker = now));
      const text = narrationText(effect.line, effect.params, { lang, preset: view.preset, mode: 'speech', nameOf });
      out.push(`${String(++count).padStart(3)}  [${phase.name}${phase.nightStep ? `/${phase.nightStep}` : ''}] ${effect.line}: ${text}`);
    }
    // The TV that has said a step's lines reports it; here at once.
    if (view.phase.narrating) clock.setTimeout(() => host.narrated(view.phase.seq), 0);
  });
  await host.start();
  await clock.advance(0);
  host.fillWithBots(lang);
  host.startGame();
  for (let i = 0; i < 200_000 && host.snapshot().game?.phase.name !== 'gameOver'; i++) await clock.advance(500);
  const view: PublicView | null = host.snapshot().game ?? last;
  // The cards, as game over shows them to everyone: for the reader, never said.
  const cast = (view?.seats ?? []).map((s) => `${s.seat} ${s.name}${s.revealedRole ? ` (${s.revealedRole})` : ''}`).join(', ');
  console.log(`# ${preset} ${lang}, seed ${seed}, ${players} seats: ${count} lines, ${view?.phase.day ?? '?'} days, winner ${view?.phase.winner ?? 'none'}`);
  console.log(`# ${cast}`);
  console.log(out.join('\n'));
  host.stop();
}

await main();
