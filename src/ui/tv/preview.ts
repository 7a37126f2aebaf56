/**
 * The TV's fixture preview, loaded at `/?tvpreview=<screen>` (its own chunk).
 * Mounts `<tv-app>` with a hand-built snapshot; the fake controls apply lobby
 * and setup changes to it so the screens can be driven by keyboard in tests,
 * and record every call in `window.__tvCalls`. `&lang=ru|en` picks the language.
 */
import type { HostAction, Setup } from '../../engine/types';
import type { HostControls, HostSnapshot } from '../../host/snapshot';
import { saveLang } from '../shared/i18n';
import { fixture, lobbySeats, PREVIEW_CAPTIONS, PREVIEW_SCREENS } from './preview-fixtures';
import './tv-app';
import type { TvApp } from './tv-app';

declare global {
  interface Window {
    __tvCalls?: { method: string; args: unknown[] }[];
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
    startGame: () => record('startGame'),
    host: (action: HostAction) => record('host', action),
    playAgain: () => record('playAgain'),
    closeGame: () => record('closeGame'),
  };
}

export function renderPreview(screen: string): void {
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang === 'ru' || lang === 'en') saveLang(lang);
  const known = (PREVIEW_SCREENS as readonly string[]).includes(screen) ? screen : 'home';
  const { page, snapshot } = fixture(known);
  const app = document.createElement('tv-app');
  app.page = page;
  app.snapshot = snapshot;
  app.controls = fakeControls(app);
  app.soundGate = known === 'home';
  app.localSignaling = true;
  document.title = `TV preview · ${known}`;
  document.body.replaceChildren(app);
  const caption = PREVIEW_CAPTIONS[known];
  // Sound stays off in the preview: the caption is what the screen would show.
  if (caption && snapshot.game) app.playEffects([{ type: 'narrate', ...caption }], snapshot.game, { silent: true });
}
