import { describe, expect, it } from 'vitest';
import type { HostMessage } from '../protocol/messages';
import { SpareCopies } from './spare';

/** A view frame as the TV sends it: its text and the message the phone parses from it. */
function view(now: number, at?: number, label = `v${now}`): [string, HostMessage] {
  const text = JSON.stringify({ t: 'view', now, ...(at === undefined ? {} : { at }), vip: false, view: { label } });
  return [text, { t: 'view', now, at, vip: false, view: { label } } as unknown as HostMessage];
}

describe('The spare copy of a moment’s view', () => {
  it('is shown when it comes first, and its reliable copy is then dropped', () => {
    const copies = new SpareCopies();
    expect(copies.reliable(...view(1000))).toBe(true);
    const moment = view(1200, 1300);
    expect(copies.spare(...moment)).toBe(true);
    expect(copies.reliable(...moment)).toBe(false);
    // And the views after it come as ever.
    expect(copies.reliable(...view(1400))).toBe(true);
  });

  it('is dropped when its reliable copy came first', () => {
    const copies = new SpareCopies();
    copies.reliable(...view(1000));
    const moment = view(1200, 1300);
    expect(copies.reliable(...moment)).toBe(true);
    expect(copies.spare(...moment)).toBe(false);
  });

  it('drops the older views still held behind a lost packet once a later spare is shown', () => {
    const copies = new SpareCopies();
    copies.reliable(...view(1000));
    const moment = view(1300, 1400);
    expect(copies.spare(...moment)).toBe(true);
    // A ballot's mark sent before the moment, resent after it: shown, it would take the phone back.
    expect(copies.reliable(...view(1100))).toBe(false);
    expect(copies.reliable(...moment)).toBe(false);
    expect(copies.reliable(...view(1500))).toBe(true);
  });

  it('drops a late spare copy once a later view is shown', () => {
    const copies = new SpareCopies();
    copies.reliable(...view(1000));
    const moment = view(1200, 1300);
    copies.reliable(...moment);
    copies.reliable(...view(1250));
    expect(copies.spare(...moment)).toBe(false);
  });

  it('takes spares out of order only forward: a later moment first, then an earlier one is dropped', () => {
    const copies = new SpareCopies();
    copies.reliable(...view(1000));
    const first = view(1200, 1300);
    const second = view(1250, 1350);
    expect(copies.spare(...second)).toBe(true);
    expect(copies.spare(...first)).toBe(false);
    expect(copies.reliable(...first)).toBe(false);
    expect(copies.reliable(...second)).toBe(false);
    expect(copies.reliable(...view(1400))).toBe(true);
  });

  it('takes nothing from the spare path before the channel’s first reliable view (the phone not yet seated)', () => {
    const copies = new SpareCopies();
    expect(copies.spare(...view(1200, 1300))).toBe(false);
    expect(copies.reliable(...view(1200, 1300))).toBe(true);
  });

  it('takes only moment views from the spare path; every other message is the reliable channel’s alone', () => {
    const copies = new SpareCopies();
    copies.reliable(...view(1000));
    expect(copies.spare(...view(1200))).toBe(false);
    const cover: HostMessage = { t: 'cover', pad: '   ' };
    expect(copies.spare(JSON.stringify(cover), cover)).toBe(false);
    const warning: HostMessage = { t: 'warning', count: 1 };
    expect(copies.reliable(JSON.stringify(warning), warning)).toBe(true);
    expect(copies.spare(JSON.stringify(warning), warning)).toBe(false);
  });

  it('shows a reliable view sent after a spare copy even if the spare’s own reliable copy never came', () => {
    const copies = new SpareCopies();
    copies.reliable(...view(1000));
    expect(copies.spare(...view(1200, 1300))).toBe(true);
    expect(copies.reliable(...view(1400))).toBe(true);
    expect(copies.spare(...view(1300, 1350))).toBe(false);
  });
});
