/**
 * Boot: one page, two apps. The join link (`?join=…`, `?code=…` or `?phone`)
 * loads the phone controller; anything else loads the TV host. Each is its own
 * chunk, so a phone never downloads the TV's code (audio, QR, engine host).
 */
import { inAppBrowser, missingFeatures, type Device } from './ui/shared/browser-support';
import { initialLang } from './ui/shared/i18n';

const params = new URLSearchParams(location.search);
const root = document.body;

function clearBoot(): void {
  document.getElementById('boot')?.remove();
}

/**
 * A browser that lacks what the game needs says so, and nothing else starts:
 * no PeerJS, no signaling socket, no retries (ui/shared/browser-support.ts).
 */
async function refused(device: Device): Promise<boolean> {
  const missing = missingFeatures(device);
  if (missing.length === 0) return false;
  await import('./ui/shared/unsupported-screen');
  const screen = document.createElement('unsupported-screen');
  Object.assign(screen, { device, missing, language: initialLang(), link: location.href, inApp: inAppBrowser(navigator.userAgent) });
  clearBoot();
  root.append(screen);
  return true;
}

async function boot(): Promise<void> {
  const tvPreview = params.get('tvpreview');
  const phonePreview = params.get('phonepreview');
  if (tvPreview !== null) {
    const { renderPreview } = await import('./ui/tv/preview');
    clearBoot();
    renderPreview(tvPreview);
  } else if (phonePreview !== null) {
    const { renderPhonePreview } = await import('./ui/phone/preview');
    clearBoot();
    await renderPhonePreview(phonePreview, params.get('role') ?? undefined);
  } else if (params.has('join') || params.has('code') || params.has('phone')) {
    if (await refused('phone')) return;
    const { startPhone } = await import('./main-phone');
    clearBoot();
    await startPhone(root, params);
  } else {
    if (await refused('tv')) return;
    const { startTv } = await import('./main-tv');
    clearBoot();
    await startTv(root);
  }
}

boot().catch((error: unknown) => {
  console.error(error);
  const boot = document.getElementById('boot');
  if (boot) boot.textContent = 'Could not start · Не удалось запустить — reload the page';
});
