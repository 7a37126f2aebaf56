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

/**
 * The narrator paces the game: a step's clock starts once its lines have been
 * said (`tv-narrated`). Guarded for an engine that does not wait yet.
 */
function narrated(session: HostSession<GameState> | null, seq: number): void {
  const host = session as (HostSession<GameState> & { narrated?: (seq: number) => void }) | null;
  host?.narrated?.(seq);
}

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
    const restored = next.snapshot().game?.phase as { seq: number; narrating?: boolean } | undefined;
    if (restored?.narrating) narrated(next, restored.seq);
    // A reloaded TV with players seated goes straight back to its room.
    const snapshot = next.snapshot();
    if (!snapshot.game && snapshot.seats.length > 0 && app.page === 'home') app.page = 'lobby';
  };

  app.addEventListener('tv-narrated', (event) => {
    narrated(session, (event as CustomEvent<{ seq: number }>).detail.seq);
  });
  app.addEventListener('tv-signaling-change', (event) => {
    void open((event as CustomEvent<SignalingChoice>).detail);
  });
  await open(savedSignaling());
  registerServiceWorker((offer) => {
    app.updateOffer = offer;
  });
}
