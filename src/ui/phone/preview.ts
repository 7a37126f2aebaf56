/**
 * The phone's fixture preview: `/?phonepreview=<screen>&role=<role>` mounts
 * `<phone-app>` with a fake snapshot (see `fixtures.ts`) and fake controls
 * that record every call in `window.phoneCalls` and play simple answers back
 * (a pick shows as picked), so the screens can be clicked through without a TV.
 * An unknown screen name lists them all.
 */
import type { PhoneControls, PhoneSnapshot } from '../../phone/snapshot';
import type { Intent } from '../../protocol/vocabulary';
import { fixture, fixturePreset, PREVIEW_ROLES, PREVIEW_SCREENS, type FixtureOptions } from './fixtures';
import { rememberPreset } from './preset';
import { saveLang } from '../shared/i18n';
import { loadPlay, type PhoneApp } from './phone-app';

export type PreviewCall = { method: 'join' | 'act' | 'host' | 'predict'; arg: unknown };

declare global {
  interface Window {
    phoneCalls?: PreviewCall[];
    /** Shows another fixture on a fresh `<phone-app>` (its own memory of taps starts empty). */
    __phoneShow?: (screen: string, options?: FixtureOptions) => Promise<void>;
  }
}

/** What the host would answer to an intent, as far as the preview's own screen goes. */
function answer(snap: PhoneSnapshot, intent: Intent): PhoneSnapshot {
  const next = structuredClone(snap);
  const prompt = next.view?.prompt;
  if (!prompt) return next;
  if (intent.type === 'nightPick' && prompt.kind === 'nightPick') {
    prompt.picked = intent.target;
    prompt.declined = intent.target === null && prompt.acting;
  } else if (intent.type === 'vote' && prompt.kind === 'vote') prompt.picked = intent.target;
  else if (intent.type === 'nominate' && prompt.kind === 'speech') prompt.nominated = intent.target;
  else if (intent.type === 'eliminateAllVote' && prompt.kind === 'eliminateAll') prompt.picked = intent.yes;
  else if (intent.type === 'lastGuess' && prompt.kind === 'lastGuess') prompt.picked = intent.target;
  else if (intent.type === 'revealCheck' && prompt.kind === 'revealCheck') prompt.picked = intent.target;
  else if (intent.type === 'cardSeen' && prompt.kind === 'cardCheck') prompt.seen = true;
  return next;
}

function fakeControls(app: PhoneApp): PhoneControls {
  const calls: PreviewCall[] = (window.phoneCalls = []);
  return {
    join: (name) => calls.push({ method: 'join', arg: name }),
    act: (intent) => {
      calls.push({ method: 'act', arg: intent });
      if (app.snapshot) app.snapshot = answer(app.snapshot, intent);
    },
    host: (action) => calls.push({ method: 'host', arg: action }),
    predict: (marked) => calls.push({ method: 'predict', arg: marked }),
  };
}

function index(): HTMLElement {
  const nav = document.createElement('nav');
  nav.style.cssText = 'padding:16px;font:16px/2 system-ui;color:#f2f4ff';
  const links = PREVIEW_SCREENS.map((s) => `<a style="color:#ffc46b" href="?phonepreview=${s}">${s}</a>`);
  const roles = PREVIEW_ROLES.map((r) => `<a style="color:#ffc46b" href="?phonepreview=night-own&role=${r}">night-own: ${r}</a>`);
  nav.innerHTML = `<h1>Phone preview</h1>${[...links, ...roles].join('<br>')}`;
  return nav;
}

function mount(screen: string, options: FixtureOptions): HTMLElement {
  const snap = fixture(screen, options);
  document.querySelector('phone-app')?.remove();
  if (options.lang) saveLang(options.lang);
  if (!snap) return document.body.appendChild(index());
  // A real phone learns the rule set from the lobby before the game.
  rememberPreset(fixturePreset(options));
  const app = document.createElement('phone-app');
  app.controls = fakeControls(app);
  app.snapshot = options.vip ? { ...snap, vip: true } : snap;
  return document.body.appendChild(app);
}

/**
 * `/?phonepreview=<screen>&role=<role>` and, for the night fixtures,
 * `&preset=classic|city&step=<step>&seeAll=1`; `&vip=1` makes it the VIP's phone;
 * `&lang=ru|en` its language; `&players=17` (or `&table=17`, as before) seats
 * more players, as the TV's preview takes it; `&name=…` renames this player.
 */
export async function renderPhonePreview(screen: string, role?: string): Promise<HTMLElement> {
  // The play's screens before the first fixture: a real phone has them long before a seat.
  await loadPlay();
  const params = new URLSearchParams(location.search);
  window.__phoneShow = async (next, options = {}) => {
    const app = mount(next, options) as HTMLElement & { updateComplete?: Promise<unknown> };
    await app.updateComplete;
  };
  const lang = params.get('lang');
  return mount(screen, {
    role,
    lang: lang === 'ru' || lang === 'en' ? lang : undefined,
    preset: params.get('preset') ?? undefined,
    step: params.get('step') ?? undefined,
    seeAll: params.get('seeAll') === '1',
    vip: params.get('vip') === '1',
    table: Number(params.get('players') ?? params.get('table')) || undefined,
    name: params.get('name') ?? undefined,
  });
}
