/**
 * The TV app: the host session (PeerJS, IndexedDB, the engine), the stage that
 * runs its effects (narrator, sounds, music, ticks, wake lock) and the TV's
 * screens, which show the session's snapshot and the stage's caption.
 */
import './ui/tv/tv-app';
import type { TvApp } from './ui/tv/tv-app';
import type { GameState, SoundName } from './engine';
import { createTvSession, type HostSession } from './host';
import { Stage, type ToldLine } from './host/stage';
import { Narrator } from './narrator/narrator';
import { requestedPace } from './narrator/paced-voice';
import { SoundBoard } from './audio/sound-board';
import { systemClock } from './base/clock';
import { loadLocalSignaling, type SignalingConfig } from './net/signaling';
import { loadSettings, saveSettings, savedSignaling, type SignalingChoice, type TvSettings } from './ui/tv/settings';
import { ScreenWakeLock } from './ui/shared/wake-lock';
import { TableMemory } from './host/table-memory';
import { IndexedDbStories } from './host/history-store';
import type { Setup } from './engine';
import { registerServiceWorker } from './pwa';

/** The TV's saved choice as the link's settings; `local` and no choice use the app's default. */
function signalingFor(choice: SignalingChoice | null): SignalingConfig | undefined {
  if (!choice || choice.kind === 'local') return undefined;
  return choice;
}

function buildStage(settings: TvSettings): Stage<Narrator> {
  const wakeLock = new ScreenWakeLock();
  wakeLock.connect();
  return new Stage({
    clock: systemClock,
    // A test page may ask for a silent voice at a fraction of spoken length (paced-voice.ts).
    narrator: (hooks) => new Narrator(hooks, systemClock, { pace: requestedPace() }),
    sound: new SoundBoard(),
    wakeLock,
    settings,
    // Each step run and each "said", for the speech tests (tests/speech/narration-run.ts).
    trace: (detail) => window.dispatchEvent(new CustomEvent('citysleeps-stage', { detail })),
  });
}

export async function startTv(root: HTMLElement): Promise<void> {
  const settings = loadSettings();
  const stage = buildStage(settings);
  const app = document.createElement('tv-app') as TvApp;
  app.settings = settings;
  app.narrator = stage.narrator;
  root.append(app);
  stage.subscribe(({ caption, voice, told }) => {
    app.caption = caption;
    app.voiceStatus = voice;
    app.told = told;
  });
  app.localSignaling = (await loadLocalSignaling()).config.kind === 'custom';
  // The saved setups and the game history: kept on this TV, never sent to a phone.
  const memory = new TableMemory(new IndexedDbStories(), systemClock);
  memory.subscribe((view) => (app.memory = view));
  void memory.load();
  app.addEventListener('tv-setup-save', (event) => {
    const { name, setup } = (event as CustomEvent<{ name: string; setup: Setup }>).detail;
    memory.saveSetup(name, setup);
  });
  app.addEventListener('tv-setup-forget', (event) => memory.forgetSetup((event as CustomEvent<string>).detail));
  app.addEventListener('tv-story-delete', (event) => void memory.deleteStory((event as CustomEvent<string>).detail));

  let session: HostSession<GameState> | null = null;
  let unsubscribe: () => void = () => undefined;
  const open = async (choice: SignalingChoice | null): Promise<void> => {
    unsubscribe();
    session?.stop();
    const signaling = signalingFor(choice);
    const next = await createTvSession(signaling ? { signaling } : {});
    session = next;
    unsubscribe = next.subscribe((snapshot) => {
      app.snapshot = snapshot;
      void memory.seen(snapshot);
    });
    stage.follow(next);
    app.controls = next;
    await next.start();
    // A reloaded TV with players seated goes straight back to its room.
    const snapshot = next.snapshot();
    if (!snapshot.game && snapshot.seats.length > 0 && app.page === 'home') app.page = 'lobby';
  };

  app.addEventListener('tv-settings-change', (event) => {
    const changed = (event as CustomEvent<TvSettings>).detail;
    saveSettings(changed);
    stage.configure(changed);
  });
  app.addEventListener('tv-sound-unlock', () => void stage.unlock());
  app.addEventListener('tv-cue', (event) => stage.cue((event as CustomEvent<SoundName>).detail));
  app.addEventListener('tv-narrate', (event) => stage.tell((event as CustomEvent<ToldLine>).detail));
  app.addEventListener('tv-signaling-change', (event) => {
    void open((event as CustomEvent<SignalingChoice>).detail);
  });
  await open(savedSignaling());
  registerServiceWorker((offer) => {
    app.updateOffer = offer;
  });
}
