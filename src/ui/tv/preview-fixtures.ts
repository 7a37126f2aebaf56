/**
 * Hand-built snapshots for the TV preview (`/?tvpreview=<screen>`): one per
 * screen, made from the contract types alone so the preview needs no engine.
 */
import type { NarrationKey, PhaseView, PublicView, Role, SeatPublic, Setup, Timers, VoteRound } from '../../engine/types';
import type { HostSnapshot, LobbySeat } from '../../host/snapshot';
import type { TvPage } from './tv-app';

const NAMES = ['Аня', 'Борис', 'Вика', 'Гоша', 'Даша', 'Егор', 'Женя', 'Зоя', 'Игорь', 'Катя', 'Лёша', 'Маша', 'Никита'];

const TIMERS: Timers = {
  acquaintance: 30, mafia: 30, nightRole: 15, morning: 8, speech: 60, discussion: 120, vote: 15,
  justification: 15, justificationMany: 10, voteResult: 6, lastWord: 60, farewell: 60, peacefulPause: 10, lot: 5,
  deal: 60, voteGrace: 10,
};

export function classicSetup(players = 10): Setup {
  return {
    preset: 'classic', players, mafia: 3, optionalRoles: ['commissar', 'doctor', 'putana'], timers: { ...TIMERS }, timerScale: 1,
    revealOnDeath: true, showSuspicion: true, night1Actions: false, putanaClientDies: false, secondTie: 'eliminateAll', cityWin: 'parity', deadSeeAll: false,
  };
}

function citySetup(): Setup {
  return { ...classicSetup(11), preset: 'city', optionalRoles: [], timers: { ...TIMERS, mafia: 20, nightRole: 10 } };
}

export function lobbySeats(count: number, away: number[] = [], bots: number[] = []): LobbySeat[] {
  return NAMES.slice(0, count).map((name, i) => ({
    seat: i + 1,
    name: bots.includes(i + 1) ? `Бот ${i + 1}` : name,
    link: away.includes(i + 1) ? 'away' : 'online',
    bot: bots.includes(i + 1),
  }));
}

function phase(patch: Partial<PhaseView>): PhaseView {
  return {
    name: 'night', seq: 7, day: 2, night: 2, nightStep: null, deadline: null, remainingMs: null, paused: false, narrating: false, seen: [],
    speaker: null, speakerQueue: [], nominees: [], candidates: [], voted: [], alibi: null, lastRound: null,
    morning: null, lot: null, lastGuess: null, revealedCheck: null, winner: null, ...patch,
  };
}

/** Seats of a game: `out` maps a seat to its exit and (revealed) card. */
function seats(count: number, out: Record<number, { cause: SeatPublic['exitCause']; role: Role | null }> = {}, warnings: Record<number, number> = {}): SeatPublic[] {
  return NAMES.slice(0, count).map((name, i) => {
    const exit = out[i + 1];
    return { seat: i + 1, name, alive: !exit, warnings: warnings[i + 1] ?? 0, revealedRole: exit?.role ?? null, exitCause: exit?.cause ?? null };
  });
}

function inSeconds(s: number): number {
  return Date.now() + s * 1000;
}

const ROOM = { code: 'KM4Q', joinUrl: 'https://city-sleeps.example/?join=cs-7f3k2m9q4x&code=KM4Q&sig=cloud' };

function game(setup: Setup, phaseView: PhaseView, seatList: SeatPublic[], extra: Partial<PublicView> = {}): PublicView {
  return { preset: setup.preset, setup, phase: phaseView, seats: seatList, votes: [], reveal: null, ...extra };
}

function snapshot(setup: Setup, gameView: PublicView | null, seatCount = setup.players, away: number[] = [6]): HostSnapshot {
  return { room: ROOM, signaling: 'online', seats: lobbySeats(seatCount, away), vipSeat: 1, setup, game: gameView };
}

const firstDayVote: VoteRound = {
  kind: 'vote', candidates: [2, 5, 7],
  ballots: [
    { voter: 1, target: 5 }, { voter: 2, target: 7 }, { voter: 3, target: 5 }, { voter: 5, target: 2 },
    { voter: 6, target: 5 }, { voter: 7, target: 5 }, { voter: 8, target: 7 }, { voter: 9, target: 5 }, { voter: 10, target: null },
  ],
  eliminated: [5], tie: false,
};

const cityTie: VoteRound = {
  kind: 'vote', candidates: [2, 9, 4],
  ballots: [
    { voter: 1, target: 2 }, { voter: 2, target: 9 }, { voter: 3, target: 2 }, { voter: 4, target: 9 }, { voter: 5, target: 2 },
    { voter: 6, target: 9 }, { voter: 7, target: 4 }, { voter: 8, target: 2 }, { voter: 9, target: 4 }, { voter: 10, target: 9 },
  ],
  eliminated: [], tie: true,
};

function gameOver(): HostSnapshot {
  const setup = classicSetup();
  const roles: Role[] = ['civilian', 'mafia', 'doctor', 'commissar', 'civilian', 'putana', 'mafia', 'civilian', 'mafia', 'civilian'];
  const out = {
    4: { cause: 'killed' as const, role: 'commissar' as Role },
    5: { cause: 'voted' as const, role: 'civilian' as Role },
    2: { cause: 'voted' as const, role: 'mafia' as Role },
    8: { cause: 'killed' as const, role: 'civilian' as Role },
    7: { cause: 'voted' as const, role: 'mafia' as Role },
    9: { cause: 'voted' as const, role: 'mafia' as Role },
    10: { cause: 'warnings' as const, role: 'civilian' as Role },
  };
  const view = game(setup, phase({ name: 'gameOver', day: 4, night: 4, winner: 'town' }), seats(10, out), {
    votes: [
      { ...firstDayVote, day: 1 },
      { kind: 'vote', day: 2, candidates: [2, 9], ballots: [{ voter: 1, target: 2 }, { voter: 3, target: 2 }, { voter: 6, target: 2 }, { voter: 9, target: 2 }, { voter: 2, target: 9 }, { voter: 7, target: 9 }, { voter: 10, target: 2 }], eliminated: [2], tie: false },
      { kind: 'vote', day: 3, candidates: [7, 10], ballots: [{ voter: 1, target: 7 }, { voter: 3, target: 7 }, { voter: 6, target: 10 }, { voter: 7, target: 10 }, { voter: 9, target: 10 }, { voter: 10, target: 7 }], eliminated: [], tie: true },
      // A second tie: the coin chose #7.
      { kind: 'revote', day: 3, candidates: [7, 10], ballots: [{ voter: 1, target: 7 }, { voter: 3, target: 10 }, { voter: 6, target: 7 }, { voter: 9, target: 10 }], eliminated: [], tie: true },
      { kind: 'vote', day: 4, candidates: [9, 1], ballots: [{ voter: 1, target: 9 }, { voter: 3, target: 9 }, { voter: 6, target: 9 }, { voter: 9, target: 1 }], eliminated: [9], tie: false },
    ],
    reveal: {
      roles: roles.map((role, i) => ({ seat: i + 1, role })),
      nights: [
        { night: 1, step: 'acquaintance', actor: 2, target: null, outcome: 'declined' },
        { night: 2, step: 'putana', actor: 6, target: 3, outcome: 'visited' },
        { night: 2, step: 'mafia', actor: 2, target: 4, outcome: 'shot' },
        { night: 2, step: 'doctor', actor: 3, target: 3, outcome: 'healed' },
        { night: 2, step: 'commissar', actor: 4, target: 7, outcome: 'checkedMafia' },
        { night: 2, step: 'mafia', actor: 0, target: 4, outcome: 'killed' },
        { night: 3, step: 'putana', actor: 6, target: 1, outcome: 'visited' },
        { night: 3, step: 'mafia', actor: 7, target: 8, outcome: 'shot' },
        { night: 3, step: 'doctor', actor: 3, target: 1, outcome: 'healed' },
        { night: 3, step: 'mafia', actor: 0, target: 8, outcome: 'killed' },
        { night: 4, step: 'mafia', actor: 9, target: 1, outcome: 'shot' },
        { night: 4, step: 'doctor', actor: 3, target: 1, outcome: 'healed' },
        { night: 4, step: 'doctor', actor: 0, target: 1, outcome: 'saved' },
      ],
    },
  });
  return snapshot(setup, view, 10, []);
}

export interface PreviewFixture {
  page: TvPage;
  snapshot: HostSnapshot;
}

/** The narration each game screen's caption shows in the preview. */
export const PREVIEW_CAPTIONS: Record<string, { line: NarrationKey; params?: Record<string, string | number> }> = {
  night: { line: 'doctorWake' },
  morning: { line: 'morningKilled', params: { seat: 4 } },
  'morning-peaceful': { line: 'morningPeaceful' },
  speech: { line: 'speechTurn', params: { seat: 3 } },
  discussion: { line: 'discussion' },
  vote: { line: 'morningAlibi', params: { seat: 6 } },
  'vote-result': { line: 'voteEliminated', params: { seat: 5, seats: '5' } },
  justification: { line: 'justificationTurn', params: { seat: 2 } },
  lot: { line: 'lotResult', params: { seat: 7 } },
  'eliminate-all': { line: 'eliminateAllStart', params: { seats: '2, 9' } },
  'last-word-check': { line: 'revealCheck', params: { seat: 4, target: 7, verdict: 'mafia' } },
  'last-word-guess': { line: 'lastGuess', params: { seat: 5, target: 8 } },
  farewell: { line: 'farewell', params: { seat: 9 } },
  'game-over': { line: 'winTown' },
};

/** Every screen the preview can show, by name. */
export function fixture(screen: string): PreviewFixture {
  const classic = classicSetup();
  const city = citySetup();
  const lobby = (s: HostSnapshot): PreviewFixture => ({ page: 'lobby', snapshot: s });
  const play = (s: HostSnapshot): PreviewFixture => ({ page: 'lobby', snapshot: s });
  const died = { 4: { cause: 'killed' as const, role: 'commissar' as Role } };
  switch (screen) {
    case 'settings':
      return { page: 'settings', snapshot: snapshot(classic, null, 7) };
    case 'lobby':
      return lobby({ ...snapshot(classic, null, 7, [6]), seats: lobbySeats(7, [6], [7]) });
    case 'lobby-ready':
      return lobby(snapshot(classic, null, 10, []));
    case 'setup':
      return { page: 'setup', snapshot: snapshot(classic, null, 7) };
    case 'setup-city':
      return { page: 'setup', snapshot: snapshot(city, null, 7) };
    case 'night':
      return play(snapshot(classic, game(classic, phase({ name: 'night', nightStep: 'doctor', deadline: inSeconds(12) }), seats(10, died))));
    case 'morning':
      return play(snapshot(classic, game(classic, phase({
        name: 'morning', deadline: inSeconds(6),
        morning: { killed: [4], suspicion: [{ seat: 2, count: 4 }, { seat: 7, count: 2 }, { seat: 9, count: 1 }, { seat: 5, count: 1 }] },
      }), seats(10, died))));
    case 'morning-peaceful':
      return play(snapshot(classic, game(classic, phase({ name: 'morning', deadline: inSeconds(6), morning: { killed: [], suspicion: [] } }), seats(10))));
    case 'speech':
      return play(snapshot(city, game(city, phase({ name: 'speech', speaker: 3, speakerQueue: [5, 6, 7, 8, 9, 10, 11, 1], nominees: [5, 9], deadline: inSeconds(42) }), seats(11, died))));
    case 'discussion':
      return play(snapshot(city, game(city, phase({ name: 'discussion', nominees: [5, 9, 2], deadline: inSeconds(95) }), seats(11, died))));
    case 'vote':
      return play(snapshot(classic, game(classic, phase({ name: 'vote', candidates: [2, 5, 7], voted: [1, 3, 6, 8], alibi: 6, deadline: inSeconds(9) }), seats(10, died))));
    case 'vote-result':
      return play(snapshot(classic, game(classic, phase({ name: 'voteResult', alibi: 6, lastRound: firstDayVote, deadline: inSeconds(5) }), seats(10, { ...died, 5: { cause: 'voted', role: 'civilian' } }))));
    case 'justification':
      return play(snapshot(city, game(city, phase({ name: 'justification', speaker: 2, lastRound: cityTie, candidates: [2, 9, 4], deadline: inSeconds(11) }), seats(11))));
    case 'lot':
      return play(snapshot(classic, game(classic, phase({ name: 'lot', candidates: [2, 7], lot: { between: [2, 7], chosen: 7 }, deadline: inSeconds(5) }), seats(10, { ...died, 3: { cause: 'warnings', role: 'doctor' } }, { 3: 2 }))));
    case 'eliminate-all':
      return play(snapshot(city, game(city, phase({ name: 'eliminateAll', candidates: [2, 9], voted: [1, 3, 4, 5, 8], lastRound: { ...cityTie, candidates: [2, 9] }, deadline: inSeconds(12) }), seats(11))));
    case 'last-word-check':
      return play(snapshot(classic, game(classic, phase({ name: 'lastWord', speaker: 4, revealedCheck: { target: 7, isMafia: true }, deadline: inSeconds(48) }), seats(10, { 4: { cause: 'voted', role: 'commissar' } }))));
    case 'last-word-guess':
      return play(snapshot(classic, game(classic, phase({ name: 'lastWord', speaker: 5, lastGuess: 8, deadline: inSeconds(33) }), seats(10, { ...died, 5: { cause: 'voted', role: 'civilian' } }, { 2: 1 }))));
    case 'farewell':
      return play(snapshot(city, game(city, phase({ name: 'lastWord', speaker: 9, deadline: inSeconds(51) }), seats(11, { 9: { cause: 'voted', role: 'mafia' } }))));
    case 'game-over':
      return play(gameOver());
    case 'pause':
      return play(snapshot(city, game(city, phase({ name: 'speech', speaker: 3, speakerQueue: [5, 6, 7], paused: true, remainingMs: 37_000 }), seats(11))));
    default:
      return { page: 'home', snapshot: { ...snapshot(classic, null, 0), signaling: 'connecting' } };
  }
}

/** The names the preview knows, for its index and the screenshot test. */
export const PREVIEW_SCREENS = [
  'home', 'settings', 'lobby', 'lobby-ready', 'setup', 'setup-city', 'night', 'morning', 'morning-peaceful', 'speech',
  'discussion', 'vote', 'vote-result', 'justification', 'lot', 'eliminate-all', 'last-word-check', 'last-word-guess',
  'farewell', 'game-over', 'pause',
] as const;
