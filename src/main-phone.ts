/**
 * The phone app: the phone session (PeerJS, the seat token) behind the phone's
 * screens. Loaded only from a join link, so it carries no TV code.
 *
 * The join screen comes first: the session starts looking for the TV (which
 * downloads PeerJS, the biggest part of the phone's code, see net/peerjs.ts)
 * only once that screen has painted, and `<phone-app>` fetches the screens
 * after the join (ui/phone/play.ts) then too, so a phone on slow Wi-Fi shows
 * the name field while the rest loads behind it, and a player types while it
 * does. `npm run bench` prints the split (phoneJsGzipBytes, phoneJsLazyGzipBytes).
 */
import './ui/phone/phone-app';
import type { PhoneApp } from './ui/phone/phone-app';
import { createPhoneSession } from './phone';
import { loadLang } from './ui/phone/strings';
import { initialLang } from './ui/shared/i18n';

/** After the next frame has been painted (a task after the frame's rendering). */
const afterPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export async function startPhone(root: HTMLElement, params: URLSearchParams): Promise<void> {
  // Installed from a phone, the app opens standalone on the join page; the TV's manifest is fullscreen.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', './manifest-phone.webmanifest');
  const app = document.createElement('phone-app') as PhoneApp;
  root.append(app);
  const strings = loadLang(initialLang());
  const session = await createPhoneSession(`?${params.toString()}`, location.hash);
  app.controls = session;
  session.subscribe((snapshot) => {
    app.snapshot = snapshot;
  });
  app.addEventListener('phone-code', (event) => {
    session.enterCode((event as CustomEvent<{ code: string }>).detail.code);
  });
  // The first screen (the name field, or "loading" while a stored seat is taken back) on
  // screen, then the link. A page in a background tab paints no frames: it starts at once.
  await strings.catch(() => undefined);
  await app.updateComplete;
  if (document.visibilityState === 'visible') await afterPaint();
  session.start();
}
