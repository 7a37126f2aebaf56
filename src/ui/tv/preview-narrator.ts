/**
 * The fixture preview's stand-in for the stage's narrator (host/stage.ts):
 * the lines a screen tells (`tv-narrate`, game over) are "said" one after
 * another — captioned when the screen asks, and reported back through
 * `<tv-app>.told` after each one's estimated spoken length — so the preview
 * paces itself as the TV does. Nothing is heard.
 *
 * `&narration=hold` holds every line until a test says it
 * (`window.__tvSay()`: the line in progress ends); `window.__tvTold` lists
 * every line told, in order.
 */
import type { ToldLine } from '../../host/stage';
import { estimateLineMs } from '../../narrator/utterances';
import type { TvApp } from './tv-app';

declare global {
  interface Window {
    __tvTold?: ToldLine[];
    __tvSay?: () => void;
  }
}

export function previewNarrator(app: TvApp, hold: boolean): void {
  const told: ToldLine[] = (window.__tvTold = []);
  let queue: ToldLine[] = [];
  let current: ToldLine | null = null;
  let timer: number | undefined;
  const finish = (): void => {
    window.clearTimeout(timer);
    if (current) app.told = Math.max(app.told, current.id);
    current = null;
    next();
  };
  const next = (): void => {
    if (current) return;
    current = queue.shift() ?? null;
    if (!current) return;
    if (current.text) app.caption = current.caption === false ? '' : current.text;
    // An empty line says nothing: it comes back once the lines before it have.
    if (!current.text) finish();
    else if (!hold) timer = window.setTimeout(finish, estimateLineMs(current.text));
  };
  window.__tvSay = finish;
  app.addEventListener('tv-narrate', (event) => {
    const line = (event as CustomEvent<ToldLine>).detail;
    told.push(line);
    if (line.cut) {
      // What a cut drops comes back as said, as the stage's does.
      window.clearTimeout(timer);
      const dropped = [current, ...queue].filter((l): l is ToldLine => l !== null);
      if (dropped.length) app.told = Math.max(app.told, ...dropped.map((l) => l.id));
      current = null;
      queue = [];
    }
    queue.push(line);
    next();
  });
}
