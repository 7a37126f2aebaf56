import { describe, expect, it } from 'vitest';
import { seatEditKey } from './seat-editing';

describe('The lobby’s seat editing on a remote', () => {
  it('with no seat held, the arrows are the focus navigation’s and Back leaves edit mode', () => {
    const context = { held: null, onHeld: false, count: 17 };
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter']) expect(seatEditKey(key, context)).toBeNull();
    for (const key of ['Escape', 'GoBack', 'BrowserBack', 'Back', 'Backspace']) expect(seatEditKey(key, context)).toEqual({ kind: 'leave' });
  });

  it('a held seat moves one place earlier with ↑ and later with ↓', () => {
    expect(seatEditKey('ArrowUp', { held: 5, onHeld: true, count: 17 })).toEqual({ kind: 'move', to: 4 });
    expect(seatEditKey('ArrowDown', { held: 5, onHeld: true, count: 17 })).toEqual({ kind: 'move', to: 6 });
  });

  it('at either end of the order the key is taken and nothing moves (focus stays on the seat)', () => {
    expect(seatEditKey('ArrowUp', { held: 1, onHeld: true, count: 17 })).toEqual({ kind: 'stay' });
    expect(seatEditKey('ArrowDown', { held: 17, onHeld: true, count: 17 })).toEqual({ kind: 'stay' });
  });

  it('← and → walk on to the held seat’s buttons; Back puts the seat down, not leaving edit mode', () => {
    expect(seatEditKey('ArrowRight', { held: 3, onHeld: true, count: 6 })).toBeNull();
    expect(seatEditKey('ArrowLeft', { held: 3, onHeld: true, count: 6 })).toBeNull();
    expect(seatEditKey('Escape', { held: 3, onHeld: true, count: 6 })).toEqual({ kind: 'drop' });
  });

  it('a key pressed away from the held seat does not move it', () => {
    expect(seatEditKey('ArrowDown', { held: 3, onHeld: false, count: 6 })).toBeNull();
  });
});
