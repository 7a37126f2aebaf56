/**
 * The TV's service worker: precaches the app shell and audio so the TV loads
 * offline after one visit. An update never reloads a page by itself: it is only
 * offered (on the home and lobby screens), and taken when the host presses it.
 * Phones do not register it, so a phone never downloads the TV's chunks.
 */
/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

export interface UpdateOffer {
  /** True once a new version is waiting. */
  readonly available: boolean;
  /** Activates the waiting version and reloads the page. */
  apply(): Promise<void>;
}

export function registerServiceWorker(onAvailable: (offer: UpdateOffer) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      onAvailable({ available: true, apply: () => update(true) });
    },
    onRegisterError(error: unknown) {
      // No offline copy (e.g. a plain-http LAN page is not a secure context); the app works online.
      console.info('service worker not registered', error);
    },
  });
}
