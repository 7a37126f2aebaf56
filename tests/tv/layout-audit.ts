// What a TV screen must never do, checked in the page on the rendered boxes:
// a line of text outside its region (header, the table's interior, the
// table, the caption, the host bar) or outside the viewport; text cut by a
// box that hides its overflow (an ellipsis is such a cut: headlines and the
// table's names must fit whole); two seats of the table on top of each other,
// or a seat over the interior where the screen draws.
import type { Page } from '@playwright/test';

export interface LayoutFinding {
  what: string;
  text: string;
}

/** Runs in the page: every text node of `<tv-app>`, measured against its region and its clipping boxes. */
function auditInPage(): LayoutFinding[] {
  const app = document.querySelector('tv-app');
  const root = app?.shadowRoot;
  if (!root) return [{ what: 'no tv-app', text: '' }];
  const findings: LayoutFinding[] = [];
  const slack = 1.5;
  const inside = (a: DOMRect, b: DOMRect) => a.left >= b.left - slack && a.right <= b.right + slack && a.top >= b.top - slack && a.bottom <= b.bottom + slack;
  const viewport = new DOMRect(0, 0, innerWidth, innerHeight);
  const parentOf = (node: Node): Node | null => (node instanceof ShadowRoot ? node.host : (node.parentNode ?? null));
  const interior = root.querySelector('main.interior') as HTMLElement | null;
  const stage = root.querySelector('.stage') as HTMLElement | null;

  /** The region a node belongs to, and the box it must stay inside. */
  const regionOf = (node: Node): { name: string; rect: DOMRect } | null => {
    for (let n: Node | null = node; n; n = parentOf(n)) {
      if (!(n instanceof HTMLElement)) continue;
      if (n.tagName === 'TV-PAUSE' || n.classList.contains('scrim')) return { name: 'overlay', rect: viewport };
      if (n.tagName === 'HEADER' && n.parentNode === root.querySelector('.frame')) return { name: 'header', rect: n.getBoundingClientRect() };
      if (n.tagName === 'MAIN' && n.getRootNode() === root) return { name: interior ? 'interior' : 'main', rect: n.getBoundingClientRect() };
      if (n.tagName === 'TV-TABLE') return { name: 'table', rect: stage!.getBoundingClientRect() };
      if (n.classList.contains('caption-region') || n.classList.contains('bar-region')) return { name: n.className, rect: n.getBoundingClientRect() };
    }
    return null;
  };

  const hidden = (el: Element): boolean => {
    for (let n: Node | null = el; n; n = parentOf(n)) {
      if (!(n instanceof Element)) continue;
      const style = getComputedStyle(n);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return true;
      if (n.classList.contains('sr-only')) return true;
    }
    return false;
  };

  const HEADLINE = 'h1, h2, h3, .headline, .verdict, .banner, .step, .title, .progress, .name, [data-testid="vote-progress"], [data-testid="deal-seen"]';

  const visit = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || hidden(el)) return;
      // Text in a scroll box is reached by scrolling: the box itself is measured instead (below).
      for (let n: Node | null = el; n && n !== root; n = parentOf(n)) {
        if (n instanceof HTMLElement && [getComputedStyle(n).overflowY, getComputedStyle(n).overflowX].some((o) => o === 'auto' || o === 'scroll')) return;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return;
      const region = regionOf(node);
      if (!inside(rect, viewport)) findings.push({ what: 'leaves the viewport', text });
      if (region && !inside(rect, region.rect)) findings.push({ what: `overflows its region (${region.name})`, text });
      // Clipped by any box on the way up that hides its overflow (a scroll box may hold more than it shows).
      for (let n: Node | null = el; n && n !== root; n = parentOf(n)) {
        if (!(n instanceof HTMLElement)) continue;
        const style = getComputedStyle(n);
        const clips = [style.overflowX, style.overflowY].some((o) => o === 'hidden' || o === 'clip');
        if (clips && !inside(rect, n.getBoundingClientRect())) {
          findings.push({ what: `cut by <${n.tagName.toLowerCase()} class="${n.className}">`, text });
          break;
        }
      }
      const headline = el.closest(HEADLINE) as HTMLElement | null;
      if (headline && headline.scrollWidth > headline.clientWidth + 1 && getComputedStyle(headline).textOverflow === 'ellipsis') {
        findings.push({ what: 'headline cut with an ellipsis', text });
      }
      return;
    }
    if (node instanceof HTMLElement && !hidden(node) && [getComputedStyle(node).overflowY, getComputedStyle(node).overflowX].some((o) => o === 'auto' || o === 'scroll')) {
      const rect = node.getBoundingClientRect();
      const region = regionOf(node);
      if (region && !inside(rect, region.rect)) findings.push({ what: `scroll box overflows its region (${region.name})`, text: node.className });
    }
    if (node instanceof Element && node.shadowRoot) node.shadowRoot.childNodes.forEach(visit);
    node.childNodes.forEach(visit);
  };
  root.childNodes.forEach(visit);

  // The table: no two seats overlap, and none covers the interior.
  const table = root.querySelector('tv-table')?.shadowRoot;
  if (table) {
    const seats = [...table.querySelectorAll<HTMLElement>('li.seat')].map((el) => ({ seat: el.dataset.seat ?? '?', rect: el.getBoundingClientRect() }));
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - slack && b.left < a.right - slack && a.top < b.bottom - slack && b.top < a.bottom - slack;
    const area = interior?.getBoundingClientRect();
    for (const [i, a] of seats.entries()) {
      if (!inside(a.rect, stage!.getBoundingClientRect())) findings.push({ what: 'seat outside the stage', text: a.seat });
      if (area && overlap(a.rect, area)) findings.push({ what: 'seat over the interior', text: a.seat });
      for (const b of seats.slice(i + 1)) if (overlap(a.rect, b.rect)) findings.push({ what: `seat overlaps seat ${b.seat}`, text: a.seat });
    }
  }
  return findings;
}

export async function layoutFindings(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate(auditInPage);
}
