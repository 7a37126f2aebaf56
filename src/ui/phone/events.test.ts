import { describe, expect, it } from 'vitest';
import type { Intent, VipAction } from '../../protocol/vocabulary';
import { askIntent, askJoin, askNightTap, askNotes, askVip, askWay, type NightTap } from './events';

describe('A phone screen asks by event', () => {
  it('the VIP’s start leaves the screen as one phone-vip event carrying the action', () => {
    const screen = new EventTarget();
    const heard: CustomEvent<VipAction>[] = [];
    screen.addEventListener('phone-vip', (e) => heard.push(e as CustomEvent<VipAction>));
    askVip(screen, { type: 'start' });
    expect(heard).toHaveLength(1);
    expect(heard[0]!.detail).toEqual({ type: 'start' });
    // Out of the screen's shadow root, up to the play that sends it on.
    expect(heard[0]!.bubbles).toBe(true);
    expect(heard[0]!.composed).toBe(true);
  });

  it('a ballot leaves the screen as one phone-intent event carrying the intent as sent to the TV', () => {
    const screen = new EventTarget();
    const heard: Intent[] = [];
    screen.addEventListener('phone-intent', (e) => heard.push((e as CustomEvent<Intent>).detail));
    askIntent(screen, { type: 'vote', target: 5 });
    expect(heard).toEqual([{ type: 'vote', target: 5 }]);
  });

  it('a tap on the night grid leaves as one phone-night-tap, and a refused tap says no more than "refused"', () => {
    const grid = new EventTarget();
    const heard: CustomEvent<NightTap>[] = [];
    grid.addEventListener('phone-night-tap', (e) => heard.push(e as CustomEvent<NightTap>));
    askNightTap(grid, { kind: 'pick', seat: 5 });
    askNightTap(grid, { kind: 'refuse' });
    askNightTap(grid, { kind: 'skip' });
    expect(heard.map((e) => e.detail)).toEqual([{ kind: 'pick', seat: 5 }, { kind: 'refuse' }, { kind: 'skip' }]);
    expect(heard.every((e) => e.bubbles && e.composed)).toBe(true);
  });

  it('a note, the join form and a refusal’s way each leave as their own event', () => {
    const screen = new EventTarget();
    const heard: [string, unknown][] = [];
    for (const type of ['phone-notes', 'phone-join', 'phone-way']) screen.addEventListener(type, (e) => heard.push([type, (e as CustomEvent).detail]));
    askNotes(screen, { kind: 'note', seat: 3, note: { colour: 'suspect', text: '' } });
    askJoin(screen, { name: 'Аня', code: null });
    askWay(screen, 'askSeat');
    expect(heard).toEqual([
      ['phone-notes', { kind: 'note', seat: 3, note: { colour: 'suspect', text: '' } }],
      ['phone-join', { name: 'Аня', code: null }],
      ['phone-way', 'askSeat'],
    ]);
  });
});
