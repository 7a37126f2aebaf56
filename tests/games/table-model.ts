// The table as the rules see it (docs/RULES.md), kept by the game tests from
// the deal the players read on their cards and the eliminations the tests
// drive: who is alive, who speaks first, how a round counts, who has won.
import type { ExitCause, Preset, Role, Side } from '../../src/engine/types';

/** The deal and who is still at the table. */
export class TableModel {
  readonly alive = new Set<number>();

  constructor(
    readonly preset: Preset,
    readonly roles: Map<number, Role>,
  ) {
    for (const seat of roles.keys()) this.alive.add(seat);
  }

  seatsOf(role: Role): number[] {
    return [...this.roles].filter(([, r]) => r === role).map(([seat]) => seat).sort((a, b) => a - b);
  }

  seatOf(role: Role): number {
    const seats = this.seatsOf(role);
    if (seats.length !== 1) throw new Error(`expected one ${role}, the deal has ${seats.length}`);
    return seats[0]!;
  }

  roleOf(seat: number): Role {
    return this.roles.get(seat)!;
  }

  isBlack(seat: number): boolean {
    const role = this.roleOf(seat);
    return role === 'mafia' || role === 'don';
  }

  living(): number[] {
    return [...this.alive].sort((a, b) => a - b);
  }

  /** Why each departed seat left the table. */
  readonly exits = new Map<number, ExitCause>();

  /** Seats voted out (the usual way to leave by day). */
  leave(...seats: number[]): void {
    this.leaveBy('voted', ...seats);
  }

  leaveBy(cause: ExitCause, ...seats: number[]): void {
    for (const seat of seats) {
      this.alive.delete(seat);
      this.exits.set(seat, cause);
    }
  }

  private readonly openers = new Map<number, number>();

  /**
   * RULES D4/D5: day 1 opens at the first living seat; each later day at the
   * next living seat after the one who opened the day before, in both presets.
   * Read on the day itself (who is alive then decides).
   */
  speechOrder(day: number): number[] {
    const n = this.roles.size;
    let opener = this.openers.get(day);
    if (opener === undefined) {
      const before = day > 1 ? (this.openers.get(day - 1) ?? this.speechOrder(day - 1)[0]!) : 0;
      opener = 0;
      for (let k = 1; k <= n && !opener; k++) {
        const seat = ((before + k - 1) % n) + 1;
        if (this.alive.has(seat)) opener = seat;
      }
      this.openers.set(day, opener);
    }
    const order: number[] = [];
    for (let k = 0; k < n; k++) {
      const seat = ((opener - 1 + k) % n) + 1;
      if (this.alive.has(seat)) order.push(seat);
    }
    return order;
  }

  /** RULES W2–W6 (City with the default `parity`). */
  winner(): Side | null {
    const living = this.living();
    const black = living.filter((seat) => this.isBlack(seat)).length;
    const maniac = living.filter((seat) => this.roleOf(seat) === 'maniac').length;
    const others = living.length - black;
    if (this.preset === 'city') {
      if (black === 0) return 'town';
      return black >= others ? 'mafia' : null;
    }
    if (maniac > 0 && living.length <= 2) return 'maniac';
    if (black === 0 && maniac === 0) return 'town';
    if (maniac === 0 && black >= others) return 'mafia';
    return null;
  }

  sideOf(seat: number): Side {
    const role = this.roleOf(seat);
    return role === 'mafia' || role === 'don' ? 'mafia' : role === 'maniac' ? 'maniac' : 'town';
  }
}

/** A round's counts as the TV lists them: every candidate, most votes first, ties in candidate order. */
export function countsOf(candidates: number[], ballots: [voter: number, target: number][]): [seat: number, votes: number][] {
  return candidates
    .map((seat): [number, number] => [seat, ballots.filter(([, target]) => target === seat).length])
    .sort((a, b) => b[1] - a[1]);
}

/**
 * Who nominates whom: each planned nominee, in order, by the first speaker
 * after the previous nominator who is not the nominee himself.
 */
export function nominationPlan(order: number[], nominees: number[]): Map<number, number> {
  const plan = new Map<number, number>();
  let at = 0;
  for (const nominee of nominees) {
    while (at < order.length && order[at] === nominee) at++;
    if (at >= order.length) throw new Error(`nobody left to nominate ${nominee}`);
    plan.set(order[at]!, nominee);
    at++;
  }
  return plan;
}
