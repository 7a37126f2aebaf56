/**
 * Fake phone snapshots, one per screen, for the preview page and the phone's
 * browser tests. Seat 4 is always "me", so screens of different roles can be
 * compared pixel for pixel.
 */
import type { CheckResult, Choice, NightStepName, PhaseView, Preset, Role, SeatPublic, SeatView } from '../../engine/types';
import { sideOf } from '../../engine/index';
import type { PhoneSnapshot } from '../../phone/snapshot';
import type { RefusalReason } from '../../protocol/vocabulary';
import { deadNightView, NIGHT_STEPS, nightStepView } from './fixtures-night';

const NAMES = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна', 'Захар', 'Ира', 'Кирилл'];
/** Seats 11–17 of a full classic table (`table` option): long names among them, as people type them. */
const MORE_NAMES = ['Лариса', 'Станислава Григорьева', 'Мирон', 'Ольга', 'Константин Полищук', 'Роман', 'Светлана'];
const ME = 4;
const CITY_ROLES: Role[] = ['civilian', 'sheriff', 'civilian', 'civilian', 'doctor', 'civilian', 'don', 'civilian', 'mafia', 'civilian'];
const CLASSIC_ROLES: Role[] = ['civilian', 'commissar', 'putana', 'civilian', 'doctor', 'maniac', 'mafia', 'civilian', 'mafia', 'civilian'];

const CLASSIC_ONLY: Role[] = ['commissar', 'maniac', 'putana'];

export const PREVIEW_ROLES: Role[] = ['civilian', 'mafia', 'don', 'doctor', 'sheriff', 'commissar', 'putana', 'maniac'];

export function presetFor(role: Role): Preset {
  return CLASSIC_ONLY.includes(role) ? 'classic' : 'city';
}

/** The deck with `role` dealt to seat 4. */
export function deck(role: Role, preset: Preset = presetFor(role)): Role[] {
  const roles = [...(preset === 'city' ? CITY_ROLES : CLASSIC_ROLES)];
  const other = roles.indexOf(role);
  if (other >= 0) roles[other] = roles[ME - 1]!;
  roles[ME - 1] = role;
  return roles;
}

export function phase(p: Partial<PhaseView> = {}): PhaseView {
  return {
    name: 'speech',
    seq: 20,
    day: 2,
    night: 2,
    nightStep: null,
    deadline: Date.now() + 42_000,
    remainingMs: null,
    paused: false,
    narrating: false,
    seenCount: 0,
    doneTalking: [],
    speaker: null,
    speakerQueue: [],
    nominees: [],
    candidates: [],
    voted: [],
    alibi: null,
    lastRound: null,
    morning: null,
    lot: null,
    lastGuess: null,
    revealedCheck: null,
    winner: null,
    ...p,
  };
}

export function seats(dead: number[] = []): SeatPublic[] {
  return NAMES.map((name, i) => ({
    seat: i + 1,
    name,
    alive: !dead.includes(i + 1),
    warnings: 0,
    revealedRole: null,
    exitCause: dead.includes(i + 1) ? 'killed' : null,
  }));
}

export function choices(list: SeatPublic[], skip: number[] = []): Choice[] {
  return list.filter((s) => s.alive && !skip.includes(s.seat)).map((s) => ({ seat: s.seat, disabled: null }));
}

export function view(role: Role, p: Partial<SeatView> = {}, preset: Preset = presetFor(role)): SeatView {
  const roles = deck(role, preset);
  const black = roles.flatMap((r, i) => (sideOf(r) === 'mafia' && i + 1 !== ME ? [{ seat: i + 1, role: r }] : []));
  return {
    seat: ME,
    name: NAMES[ME - 1]!,
    role,
    side: sideOf(role),
    alive: true,
    phase: phase({ speaker: 2 }),
    seats: seats([3]),
    teammates: sideOf(role) === 'mafia' ? black : [],
    teamPicks: [],
    checks: [],
    freshCheck: null,
    prompt: null,
    reveal: null,
    votes: [],
    ...p,
  };
}

export function snapshot(p: Partial<PhoneSnapshot> = {}): PhoneSnapshot {
  return {
    link: 'online',
    slow: false,
    refused: null,
    roomCode: 'KMWPX',
    seat: ME,
    name: NAMES[ME - 1]!,
    vip: false,
    lobby: null,
    view: null,
    error: null,
    warning: null,
    ...p,
  };
}

export const STEP_OF: Partial<Record<Role, NightStepName>> = {
  mafia: 'mafia',
  don: 'don',
  doctor: 'doctor',
  sheriff: 'sheriff',
  commissar: 'commissar',
  putana: 'putana',
  maniac: 'maniac',
};

function checkerRole(role: Role | undefined): Role {
  return role === 'don' || role === 'commissar' ? role : 'sheriff';
}

function checks(role: Role): CheckResult[] {
  const question = role === 'don' ? 'isSheriff' : 'isMafia';
  return [
    { night: 2, target: 9, question, answer: role !== 'don' },
    { night: 3, target: 5, question, answer: false },
  ];
}

const LOBBY = {
  players: NAMES.slice(0, 6).map((name, i) => ({ seat: i + 1, name, link: i === 4 ? ('away' as const) : ('online' as const) })),
  needed: 7,
  preset: 'city' as const,
};

const REFUSALS: RefusalReason[] = ['version', 'started', 'full', 'badToken', 'badName', 'removed', 'replaced'];

export const PREVIEW_SCREENS = [
  'join',
  'join-code',
  'join-refused-version',
  ...REFUSALS.map((r) => `refused-${r}`),
  'lobby',
  'lobby-vip',
  'card',
  'deal',
  'deal-seen',
  'night-pick',
  'night-own',
  'night-step',
  'night-dead',
  'night-eyes',
  'night-picked',
  'check-result',
  'morning',
  'speech',
  'speech-other',
  'justification',
  'farewell',
  'discussion',
  'vote',
  'vote-done',
  'vote-counting',
  'vote-result',
  'eliminate-all',
  'last-guess',
  'reveal-check',
  'out-of-game',
  'out-reveal',
  'game-over',
  'game-over-face-down',
  'reconnecting',
  'slow',
  'slow-join',
  'warning',
  'warning-out',
  'error',
  'vip',
] as const;

export interface FixtureOptions {
  /** The card dealt to seat 4. */
  role?: string;
  /** The rule set (night fixtures); default: the one the role belongs to (City for a civilian). */
  preset?: string;
  /** The night step (night-step). */
  step?: string;
  /** The eliminated see every card (night-dead). */
  seeAll?: boolean;
  /** The VIP's phone. */
  vip?: boolean;
  /** The phone's language (the preview saves it before the app starts). */
  lang?: 'ru' | 'en';
  /** Seats at the table, 10 (default) to 17: seats 11 and up join as plain civilians. */
  table?: number;
  /** This player's own name, for the header (seat 4). */
  name?: string;
}

/** A bigger table and another name for seat 4, laid over any game fixture. */
function dress(snap: PhoneSnapshot, options: FixtureOptions): PhoneSnapshot {
  const table = Math.min(17, Math.max(10, options.table ?? 10));
  if (table === 10 && !options.name) return snap;
  const next = structuredClone(snap);
  if (options.name) next.name = options.name;
  const v = next.view;
  if (!v) return next;
  if (options.name) v.name = options.name;
  for (let seat = 11; seat <= table; seat++) {
    v.seats.push({ seat, name: MORE_NAMES[seat - 11]!, alive: true, warnings: 0, revealedRole: null, exitCause: null });
    if (v.prompt?.kind === 'nightPick') v.prompt.choices.push({ seat, disabled: null });
    if (v.reveal) v.reveal.roles.push({ seat, role: 'civilian' });
  }
  for (const s of v.seats) if (s.seat === ME && options.name) s.name = options.name;
  return next;
}

/** The rule set a fixture is played with: the lobby remembers it on a real phone. */
export function fixturePreset(options: FixtureOptions): Preset {
  if (options.preset === 'city' || options.preset === 'classic') return options.preset;
  return presetFor(PREVIEW_ROLES.includes(options.role as Role) ? (options.role as Role) : 'civilian');
}

/** The snapshot for one preview screen; `options.role` picks the card where it matters. */
export function fixture(screen: string, options: FixtureOptions = {}): PhoneSnapshot | null {
  const snap = bareFixture(screen, options);
  return snap && dress(snap, options);
}

function bareFixture(screen: string, options: FixtureOptions): PhoneSnapshot | null {
  const roleParam = options.role;
  const role: Role = PREVIEW_ROLES.includes(roleParam as Role) ? (roleParam as Role) : 'civilian';
  const preset = fixturePreset(options);
  if (screen.startsWith('refused-')) {
    const reason = screen.slice('refused-'.length) as RefusalReason;
    return REFUSALS.includes(reason) ? snapshot({ seat: null, refused: reason }) : null;
  }
  const inGame = (v: SeatView, p: Partial<PhoneSnapshot> = {}): PhoneSnapshot => snapshot({ view: v, ...p });
  const list = seats([3]);
  switch (screen) {
    case 'join':
      return snapshot({ seat: null, name: null });
    case 'join-code':
      return snapshot({ seat: null, name: null, roomCode: null, link: 'connecting' });
    case 'join-refused-version':
      return snapshot({ seat: null, name: null, refused: 'version' });
    case 'lobby':
      return snapshot({ lobby: LOBBY });
    case 'lobby-vip':
      return snapshot({ lobby: { ...LOBBY, players: [...LOBBY.players, { seat: 7, name: NAMES[6]!, link: 'online' }] }, vip: true, seat: 1, name: NAMES[0]! });
    case 'card':
      return inGame(view(roleParam ? role : 'mafia'));
    case 'deal':
    case 'deal-seen':
      return inGame(view(role, { phase: phase({ name: 'deal', night: 0, day: 0, deadline: Date.now() + 45_000, seenCount: 2 }), prompt: { kind: 'cardCheck', seen: screen === 'deal-seen' } }));
    case 'night-pick':
      return inGame(nightStepView(preset, 'mafia', role));
    case 'night-own':
      return inGame(nightStepView(preset, STEP_OF[role] ?? 'mafia', role));
    case 'night-step': {
      const steps = NIGHT_STEPS[preset];
      const step = steps.includes(options.step as NightStepName) ? (options.step as NightStepName) : steps[0]!;
      return inGame(nightStepView(preset, step, role));
    }
    case 'night-dead': {
      const steps = NIGHT_STEPS[preset];
      const step = steps.includes(options.step as NightStepName) ? (options.step as NightStepName) : undefined;
      return inGame(deadNightView(preset, role, options.seeAll ?? false, step));
    }
    case 'night-eyes':
      return inGame(view(role, { phase: phase({ name: 'night', nightStep: null, deadline: null }) }));
    case 'night-picked':
      return inGame(nightStepView(preset, 'mafia', role, 5));
    case 'check-result': {
      // The step after the checker's: tonight's answer is on the card, nowhere else.
      const checker = checkerRole(roleParam as Role);
      const steps = NIGHT_STEPS[presetFor(checker)];
      return inGame(nightStepView(presetFor(checker), steps[steps.indexOf(STEP_OF[checker]!) + 1] ?? steps.at(-1)!, checker));
    }
    case 'morning':
      return inGame(view(role, { phase: phase({ name: 'morning', deadline: null, morning: { killed: [3], suspicion: [] } }) }));
    case 'speech':
      return inGame(
        view(role, {
          phase: phase({ speaker: ME, nominees: [7] }),
          prompt: { kind: 'speech', canNominate: true, choices: choices(list, [ME, 7]), nominated: null },
        }),
      );
    case 'justification':
      return inGame(view(role, { phase: phase({ name: 'justification', speaker: ME, candidates: [ME, 7], deadline: Date.now() + 15_000 }) }));
    case 'farewell':
      return inGame(view(role, { alive: false, seats: seats([3, ME]), phase: phase({ name: 'lastWord', speaker: ME }) }));
    case 'speech-other':
      return inGame(view(role, { phase: phase({ speaker: 2, nominees: [7, 9] }) }));
    case 'discussion':
      return inGame(view(role, { phase: phase({ name: 'discussion', nominees: [5, 9], deadline: Date.now() + 95_000 }) }));
    case 'vote':
    case 'vote-done':
      return inGame(
        view(role, {
          phase: phase({ name: 'vote', candidates: [2, 7, 9], voted: [1, 5], deadline: Date.now() + 12_000 }),
          prompt: { kind: 'vote', choices: [2, 7, 9].map((seat) => ({ seat, disabled: null })), picked: screen === 'vote' ? null : 7 },
        }),
      );
    case 'vote-counting':
      // The count's beat: the TV lands the ballots; no view has the verdict yet.
      return inGame(view(role, { phase: phase({ name: 'voteResult', deadline: Date.now() + 2_000, lastRound: null }) }));
    case 'vote-result':
      return inGame(
        view(role, {
          phase: phase({ name: 'voteResult', deadline: null, lastRound: { kind: 'vote', candidates: [2, 7, 9], ballots: [], eliminated: [7], tie: false } }),
        }),
      );
    case 'eliminate-all':
      return inGame(
        view(role, {
          phase: phase({ name: 'eliminateAll', candidates: [2, 7], deadline: Date.now() + 12_000 }),
          prompt: { kind: 'eliminateAll', candidates: [2, 7], picked: null },
        }),
      );
    case 'last-guess':
      return inGame(
        view('civilian', {
          alive: false,
          seats: seats([3, ME]),
          phase: phase({ name: 'lastWord', speaker: ME }),
          prompt: { kind: 'lastGuess', choices: choices(seats([3, ME])), picked: null },
        }),
      );
    case 'reveal-check': {
      const all = checks('commissar');
      return inGame(
        view('commissar', {
          alive: false,
          seats: seats([3, ME]),
          checks: all,
          phase: phase({ name: 'lastWord', speaker: ME }),
          prompt: { kind: 'revealCheck', checks: all, picked: null },
        }),
      );
    }
    case 'out-of-game':
    case 'out-reveal': {
      const roles = deck(role);
      return inGame(
        view(role, {
          alive: false,
          seats: seats([3, ME]),
          phase: phase({ speaker: 5 }),
          reveal: screen === 'out-reveal' ? { roles: roles.map((r, i) => ({ seat: i + 1, role: r })), nights: [] } : null,
        }),
      );
    }
    case 'game-over':
    case 'game-over-face-down': {
      // Face down: the TV is still turning the cards, so the view has no reveal yet.
      const roles = deck(role);
      return inGame(
        view(role, {
          seats: seats([3, 7, 9]),
          phase: phase({ name: 'gameOver', deadline: null, winner: 'town' }),
          reveal: screen === 'game-over' ? { roles: roles.map((r, i) => ({ seat: i + 1, role: r })), nights: [] } : null,
        }),
      );
    }
    case 'reconnecting':
      return inGame(view(role), { link: 'reconnecting' });
    case 'slow':
      return inGame(view(role), { link: 'reconnecting', slow: true, diagnostic: 'timeout' });
    case 'slow-join':
      return snapshot({ seat: null, name: null, link: 'connecting', slow: true, diagnostic: 'unavailable' });
    case 'warning':
      return inGame(view(role), { warning: { id: 1, count: 1 } });
    case 'warning-out':
      return inGame(view(role), { warning: { id: 1, count: 2 } });
    case 'error':
      return inGame(view(role, { phase: phase({ speaker: 2 }) }), { error: { id: 1, code: 'notYourTurn' } });
    case 'vip':
      return inGame(view(role), { vip: true });
    default:
      return null;
  }
}
