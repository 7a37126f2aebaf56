/**
 * The TV's fixture preview, loaded at `/?tvpreview=<screen>` (its own chunk).
 * Mounts `<tv-app>` with a hand-built snapshot; the fake controls apply lobby
 * and setup changes to it so the screens can be driven by keyboard in tests,
 * and record every call in `window.__tvCalls`. `&lang=ru|en` picks the language,
 * `&players=N` the table's size (within the fixture's rule set: a City
 * screen, the speech among them, seats 13 at most), `&long=1` names of twenty letters (the
 * longest the lobby accepts: a first name and a surname).
 *
 * `window.__tvShow(screen, { lang, players, long })` switches the same page to
 * another fixture in place, so the screenshot matrix needs one page load.
 *
 * No stage runs here (host/stage.ts): nothing is said or played. The page
 * shows the fixture's caption; the lines the screens tell (game over) go to a
 * stand-in narrator (preview-narrator.ts) that paces them as the stage would.
 */
import type { HostAction, Setup } from '../../engine/types';
import type { HostControls, HostSnapshot } from '../../host/snapshot';
import { saveLang } from '../shared/i18n';
import { narrationText } from '../../narrator/lines';
import { fixture, lobbySeats, PREVIEW_CAPTIONS, PREVIEW_SCREENS } from './preview-fixtures';
import { loadSettings } from './settings';
import './tv-app';
import { previewNarrator } from './preview-narrator';
import type { TvApp } from './tv-app';
import { useBalancePort } from './tv-balance';
import type { BalanceAsk, BalancePort, BalanceReply } from './balance-run';

export interface ShowOptions {
  lang?: 'ru' | 'en';
  players?: number;
  long?: boolean;
}

declare global {
  interface Window {
    __tvCalls?: { method: string; args: unknown[] }[];
    __tvShow?: (screen: string, options?: ShowOptions) => Promise<void>;
  }
}

function fakeControls(app: TvApp): HostControls {
  const calls: { method: string; args: unknown[] }[] = (window.__tvCalls = []);
  const change = (patch: (s: HostSnapshot) => Partial<HostSnapshot>) => {
    if (app.snapshot) app.snapshot = { ...app.snapshot, ...patch(app.snapshot) };
  };
  const renumber = (order: HostSnapshot['seats']) => order.map((seat, i) => ({ ...seat, seat: i + 1 }));
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args });
  return {
    updateSetup: (setup: Setup) => {
      record('updateSetup', setup);
      change(() => ({ setup }));
    },
    removePlayer: (seat: number) => {
      record('removePlayer', seat);
      change((s) => ({ seats: renumber(s.seats.filter((x) => x.seat !== seat)) }));
    },
    moveSeat: (from: number, to: number) => {
      record('moveSeat', from, to);
      change((s) => {
        const order = [...s.seats];
        const [moved] = order.splice(from - 1, 1);
        order.splice(to - 1, 0, moved);
        return { seats: renumber(order) };
      });
    },
    fillWithBots: () => {
      record('fillWithBots');
      change((s) => ({
        seats: [...s.seats, ...lobbySeats(s.setup.players, [], Array.from({ length: s.setup.players }, (_, i) => i + 1)).slice(s.seats.length)],
      }));
    },
    lockTable: (locked: boolean) => {
      record('lockTable', locked);
      change(() => ({ locked }));
    },
    answerRequest: (id: string, yes: boolean) => {
      record('answerRequest', id, yes);
      change((s) => ({ requests: (s.requests ?? []).filter((r) => r.id !== id || yes).map((r) => (r.id === id ? { ...r, approved: true } : r)) }));
    },
    startGame: () => record('startGame'),
    host: (action: HostAction) => record('host', action),
    playAgain: () => record('playAgain'),
    closeGame: () => record('closeGame'),
  };
}

/**
 * The balance meter's stand-in: every run comes back whole at once, the town
 * winning 47 % (the Maniac 20 % where he is dealt), so the setup fixtures show
 * a settled meter. `&meter=real` plays the real worker's games instead.
 */
function cannedBalance(): BalancePort {
  const port: BalancePort = {
    onmessage: null,
    onerror: null,
    terminate: () => undefined,
    postMessage: ({ run, setup, games }: BalanceAsk) => {
      if (!setup) return;
      const town = Math.round(games * 0.47);
      const maniac = setup.preset === 'classic' && setup.optionalRoles.includes('maniac') ? Math.round(games * 0.2) : 0;
      const reply: BalanceReply = { run, tally: { games, wins: { town, maniac, mafia: games - town - maniac, none: 0 } } };
      setTimeout(() => port.onmessage?.({ data: reply } as MessageEvent<BalanceReply>), 0);
    },
  };
  return port;
}

/** Mounts (or re-uses) the preview's `<tv-app>` and shows one fixture on it. */
function show(screen: string, options: ShowOptions): TvApp {
  if (options.lang) saveLang(options.lang);
  const known = (PREVIEW_SCREENS as readonly string[]).includes(screen) ? screen : 'home';
  const { page, snapshot, gameOverStart } = fixture(known, { players: options.players, long: options.long });
  let app = document.querySelector('tv-app');
  if (!app) {
    const created = document.createElement('tv-app');
    created.settings = loadSettings();
    created.localSignaling = true;
    created.controls = fakeControls(created);
    previewNarrator(created, new URLSearchParams(location.search).get('narration') === 'hold');
    document.body.replaceChildren(created);
    app = created;
  }
  if (options.lang && options.lang !== app.settings.lang) app.settings = { ...app.settings, lang: options.lang };
  app.page = page;
  app.gameOverStart = gameOverStart ?? 'winner';
  app.snapshot = snapshot;
  app.soundGate = known === 'home';
  document.title = `TV preview · ${known}`;
  const caption = PREVIEW_CAPTIONS[known];
  const game = snapshot.game;
  app.caption = caption && game
    ? narrationText(caption.line, caption.params, { lang: app.settings.lang, preset: game.preset, mode: 'caption', nameOf: (seat) => game.seats.find((s) => s.seat === seat)?.name })
    : '';
  return app;
}

export function renderPreview(screen: string): void {
  const params = new URLSearchParams(location.search);
  if (params.get('meter') !== 'real') useBalancePort(cannedBalance);
  const lang = params.get('lang');
  const players = Number(params.get('players')) || undefined;
  show(screen, { lang: lang === 'ru' || lang === 'en' ? lang : undefined, players, long: params.get('long') === '1' });
  window.__tvShow = async (next, options = {}) => {
    const app = show(next, options);
    await app.updateComplete;
  };
}
