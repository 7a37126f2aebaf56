/**
 * Spatial focus navigation for a TV remote: the arrow keys move focus to the
 * nearest focusable control in that direction, across the shadow roots of the
 * TV's Lit screens. A modal marks itself with `data-focus-scope`; while one is
 * on screen, focus stays inside the last (topmost) one. A scrollable region
 * marked `data-scroll` scrolls with up/down before focus leaves it.
 */

export type Direction = 'up' | 'down' | 'left' | 'right';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

export const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The focused element, looking inside shadow roots. */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active && active !== doc.body ? active : null;
}

interface Walk {
  focusables: HTMLElement[];
  scopes: HTMLElement[];
  parks: HTMLElement[];
}

/** Every focusable control, modal scope and park spot under `root`, through shadow roots, in document order: no layout read. */
function walk(root: ParentNode, out: Walk = { focusables: [], scopes: [], parks: [] }): Walk {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    if (el.hasAttribute('data-focus-scope')) out.scopes.push(el);
    if (el.hasAttribute('data-focus-park')) out.parks.push(el);
    if (el.matches(FOCUSABLE)) out.focusables.push(el);
    if (el.shadowRoot) walk(el.shadowRoot, out);
  }
  return out;
}

function isShown(el: HTMLElement): boolean {
  if (el.closest('[inert]')) return false;
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** Whether `node` is inside `scope`, crossing shadow boundaries upward. */
function isInside(node: Node, scope: Node): boolean {
  let current: Node | null = node;
  while (current) {
    if (current === scope) return true;
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}

/** The controls the arrows may reach now, in document order. */
export function focusablesIn(root: ParentNode): HTMLElement[] {
  const found = walk(root);
  const scope = topScope(found);
  return found.focusables.filter((el) => isShown(el) && (!scope || isInside(el, scope)));
}

/** The topmost modal scope on screen, if any. */
function topScope(found: Walk): HTMLElement | undefined {
  return found.scopes.filter(isShown).at(-1);
}

function centre(rect: DOMRect): { x: number; y: number } {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/**
 * The best candidate in a direction: its centre must lie that way from the
 * current control's; among those, the gap along the direction plus twice the
 * sideways offset wins (no offset when the boxes overlap sideways), so a
 * control in the same row or column beats a nearer one diagonally.
 */
export function pickNext(from: DOMRect, candidates: { el: HTMLElement; rect: DOMRect }[], direction: Direction): HTMLElement | null {
  const c = centre(from);
  let best: HTMLElement | null = null;
  let bestScore = Infinity;
  for (const { el, rect } of candidates) {
    const p = centre(rect);
    let along: number;
    let across: number;
    if (direction === 'right') [along, across] = [rect.left - from.right, Math.abs(p.y - c.y)];
    else if (direction === 'left') [along, across] = [from.left - rect.right, Math.abs(p.y - c.y)];
    else if (direction === 'down') [along, across] = [rect.top - from.bottom, Math.abs(p.x - c.x)];
    else [along, across] = [from.top - rect.bottom, Math.abs(p.x - c.x)];
    const moved = direction === 'right' ? p.x > c.x : direction === 'left' ? p.x < c.x : direction === 'down' ? p.y > c.y : p.y < c.y;
    if (!moved) continue;
    const overlap =
      direction === 'left' || direction === 'right'
        ? Math.min(from.bottom, rect.bottom) - Math.max(from.top, rect.top)
        : Math.min(from.right, rect.right) - Math.max(from.left, rect.left);
    const sideways = overlap > 0 ? 0 : across;
    const score = Math.max(0, along) + sideways * 2;
    if (score < bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
}

function scrollRegion(el: HTMLElement | null): HTMLElement | null {
  return (el?.closest('[data-scroll]') as HTMLElement | null) ?? null;
}

/** Moves focus one step; returns whether the key was used. */
export function moveFocus(root: ParentNode, direction: Direction): boolean {
  const active = deepActiveElement();
  const region = scrollRegion(active);
  if (region && (direction === 'up' || direction === 'down')) {
    const step = region.clientHeight * 0.4;
    const room = direction === 'down' ? region.scrollHeight - region.clientHeight - region.scrollTop : region.scrollTop;
    if (room > 1) {
      region.scrollBy({ top: direction === 'down' ? step : -step });
      return true;
    }
  }
  const all = focusablesIn(root);
  if (all.length === 0) return false;
  if (!active || !all.includes(active)) {
    focusFirst(root);
    return true;
  }
  const from = active.getBoundingClientRect();
  const candidates = all.filter((el) => el !== active).map((el) => ({ el, rect: el.getBoundingClientRect() }));
  const next = pickNext(from, candidates, direction);
  if (!next) return false;
  next.focus();
  next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  return true;
}

/** Focuses the control marked `data-autofocus`, else the first one. */
export function focusFirst(root: ParentNode): void {
  firstIn(walk(root))?.focus();
}

/**
 * The control a page or dialog starts on: the one marked `data-autofocus`,
 * else the first shown. Reads the boxes of only as many controls as it must
 * (a page's first control is usually shown): after a change this runs once a
 * frame, and every box read there is layout work in that frame.
 */
function firstIn(found: Walk): HTMLElement | undefined {
  const scope = topScope(found);
  const reachable = (el: HTMLElement) => (!scope || isInside(el, scope)) && isShown(el);
  return found.focusables.find((el) => el.hasAttribute('data-autofocus') && reachable(el)) ?? found.focusables.find(reachable);
}

/**
 * Parks focus where OK does nothing (in a game, so a stray press on the
 * remote never pauses or skips); the next arrow focuses the first control.
 * Dialogs and overlays keep their own focus.
 */
export function parkFocus(root: ParentNode): void {
  const found = walk(root);
  if (topScope(found)) return void firstIn(found)?.focus();
  found.parks[0]?.focus({ preventScroll: true });
}

/**
 * Keeps focus on screen: if the focused control vanished (a screen changed),
 * focus the new screen's first — or, with `park`, leave focus parked. One walk
 * of the page and the boxes of the focused control and the scopes only: it
 * runs after every screen change (tv-app's updated), and reading every
 * control's box there cost a 17-seat table several ms of each such frame.
 */
export function ensureFocus(root: ParentNode, park = false): void {
  const active = deepActiveElement();
  const found = walk(root);
  const scope = topScope(found);
  if (active && found.focusables.includes(active) && (!scope || isInside(active, scope)) && isShown(active)) return;
  if (!park || scope) return void firstIn(found)?.focus();
  const spot = found.parks[0];
  if (spot && active !== spot) spot.focus({ preventScroll: true });
}

/** Whether arrow keys belong to a text field here (moving the caret), not to navigation. */
export function arrowsForText(el: HTMLElement | null, direction: Direction): boolean {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return false;
  if (direction === 'up' || direction === 'down') return el instanceof HTMLTextAreaElement;
  if (el instanceof HTMLInputElement && !['text', 'search', 'url', 'number'].includes(el.type)) return false;
  const start = el.selectionStart ?? 0;
  const end = el.selectionEnd ?? 0;
  const length = el.value.length;
  // Leave the field only from its edge, as a remote user expects.
  return direction === 'left' ? !(start === 0 && end === 0) : !(start === length && end === length);
}

/** The keys a TV remote's Back sends (and Escape on a keyboard); Backspace too, outside a text field. */
export const BACK_KEYS = new Set(['Escape', 'GoBack', 'BrowserBack', 'Back']);
