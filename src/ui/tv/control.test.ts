import { describe, expect, it } from 'vitest';
import type { HostAction, Setup } from '../../engine/types';
import type { HostControls } from '../../host/snapshot';
import { callControl, control, offersOf, type ControlCall } from './control';

/** Controls as a session has them: methods on a prototype, some optional ones missing. */
class Controls implements HostControls {
  readonly calls: string[] = [];
  updateSetup(setup: Setup): void {
    this.calls.push(`updateSetup ${setup.players}`);
  }
  removePlayer(seat: number): void {
    this.calls.push(`removePlayer ${seat}`);
  }
  moveSeat(from: number, to: number): void {
    this.calls.push(`moveSeat ${from} ${to}`);
  }
  fillWithBots(): void {
    this.calls.push('fillWithBots');
  }
  startGame(): void {
    this.calls.push('startGame');
  }
  host(action: HostAction): void {
    this.calls.push(`host ${action.type}`);
  }
  playAgain(): void {
    this.calls.push('playAgain');
  }
  closeGame(): void {
    this.calls.push('closeGame');
  }
  lockTable(locked: boolean): void {
    this.calls.push(`lockTable ${locked}`);
  }
}

describe('a screen asks the host with an event', () => {
  it('carries the control and its arguments, bubbling out of its shadow root', () => {
    const target = new EventTarget();
    let seen: CustomEvent<ControlCall> | null = null;
    target.addEventListener('tv-control', (event) => (seen = event as CustomEvent<ControlCall>));
    control(target, 'moveSeat', 3, 1);
    expect(seen!.detail).toEqual({ name: 'moveSeat', args: [3, 1] });
    expect(seen!.bubbles && seen!.composed).toBe(true);
  });

  it('the router calls the method with its arguments and the controls as `this`; a missing optional one does nothing', () => {
    const controls = new Controls();
    callControl(controls, { name: 'moveSeat', args: [3, 1] });
    callControl(controls, { name: 'host', args: [{ type: 'pause' }] });
    callControl(controls, { name: 'lockTable', args: [true] });
    callControl(controls, { name: 'newRoom', args: [] });
    expect(controls.calls).toEqual(['moveSeat 3 1', 'host pause', 'lockTable true']);
  });

  it('offers the controls the host has, inherited methods included', () => {
    const offers = offersOf(new Controls());
    expect(offers.has('startGame')).toBe(true);
    expect(offers.has('lockTable')).toBe(true);
    expect(offers.has('newRoom')).toBe(false);
    expect(offers.has('answerRequest')).toBe(false);
  });
});
