/**
 * The phone app: the phone session (PeerJS, the seat token) behind the phone's
 * screens. Loaded only from a join link, so it carries no TV code.
 */
import './ui/phone/phone-app';
import type { PhoneApp } from './ui/phone/phone-app';
import { createPhoneSession } from './phone';

export async function startPhone(root: HTMLElement, params: URLSearchParams): Promise<void> {
  // Installed from a phone, the app opens standalone on the join page; the TV's manifest is fullscreen.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', './manifest-phone.webmanifest');
  const app = document.createElement('phone-app') as PhoneApp;
  root.append(app);
  const session = await createPhoneSession(`?${params.toString()}`, location.hash);
  app.controls = session;
  session.subscribe((snapshot) => {
    app.snapshot = snapshot;
  });
  app.addEventListener('phone-code', (event) => {
    session.enterCode((event as CustomEvent<{ code: string }>).detail.code);
  });
  session.start();
}
