/**
 * Boot: one page, two apps. The join link (`?join=…`, `?code=…` or `?phone`)
 * loads the phone controller; anything else loads the TV host. Each is its own
 * chunk, so a phone never downloads the TV's code (audio, QR, engine host).
 */
const params = new URLSearchParams(location.search);
const root = document.body;

function clearBoot(): void {
  document.getElementById('boot')?.remove();
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
    renderPhonePreview(phonePreview, params.get('role') ?? undefined);
  } else if (params.has('join') || params.has('code') || params.has('phone')) {
    const { startPhone } = await import('./main-phone');
    clearBoot();
    await startPhone(root, params);
  } else {
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
