/**
 * The TV app: the host session (PeerJS, IndexedDB, the engine) behind the TV's
 * screens, with the narrator and sound fed by the engine's effects.
 */
import './ui/tv/tv-app';
import type { TvApp } from './ui/tv/tv-app';
import type { GameState } from './engine';
import { createTvSession, type HostSession } from './host';
import { loadLocalSignaling, type SignalingConfig } from './net/signaling';
import { savedSignaling, type SignalingChoice } from './ui/tv/settings';
import { registerServiceWorker } from './pwa';

/** The TV's saved choice as the link's settings; `local` and no choice use the app's default. */
function signalingFor(choice: SignalingChoice | null): SignalingConfig | undefined {
  if (!choice || choice.kind === 'local') return undefined;
  return choice;
}

export async function startTv(root: HTMLElement): Promise<void> {
  const app = document.createElement('tv-app') as TvApp;
  root.append(app);
  app.localSignaling = (await loadLocalSignaling()).config.kind === 'custom';

  let session: HostSession<GameState> | null = null;
  let unsubscribe: Array<() => void> = [];
  const open = async (choice: SignalingChoice | null): Promise<void> => {
    unsubscribe.forEach((stop) => stop());
    session?.stop();
    const signaling = signalingFor(choice);
    const next = await createTvSession(signaling ? { signaling } : {});
    session = next;
    unsubscribe = [
      next.subscribe((snapshot) => {
        app.snapshot = snapshot;
      }),
      next.onEffects((effects, view) => app.playEffects(effects, view)),
    ];
    app.controls = next;
    await next.start();
    // A reloaded TV has no lines left to say for the phase it restored: let its clock run.
    const restored = next.snapshot().game?.phase;
    if (restored?.narrating) next.narrated(restored.seq);
    // A reloaded TV with players seated goes straight back to its room.
    const snapshot = next.snapshot();
    if (!snapshot.game && snapshot.seats.length > 0 && app.page === 'home') app.page = 'lobby';
  };

  // The narrator has said a step's lines: its clock starts (issue 16).
  app.addEventListener('tv-narrated', (event) => {
    session?.narrated((event as CustomEvent<{ seq: number }>).detail.seq);
  });
  app.addEventListener('tv-signaling-change', (event) => {
    void open((event as CustomEvent<SignalingChoice>).detail);
  });
  await open(savedSignaling());
  registerServiceWorker((offer) => {
    app.updateOffer = offer;
  });
}
