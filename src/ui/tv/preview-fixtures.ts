/**
 * Hand-built snapshots for the TV preview (`/?tvpreview=<screen>`): one per
 * screen, made from the contract types alone so the preview needs no engine.
 * Each can be built for any table size (`players`, clamped to the preset's
 * range) and with short names or the longest the lobby accepts (`long`:
 * twenty letters, a first name and a surname), so the screenshot matrix sees
 * the table as a party of 17 would.
 */
import type { NarrationKey, PhaseView, PublicView, Role, Said, SeatPublic, Setup, Timers, VoteRound } from '../../engine/types';
import type { HostSnapshot, LobbySeat } from '../../host/snapshot';
import type { TvPage } from './tv-app';
import type { GameOverStage } from './tv-game-over';

const SHORT = ['Аня', 'Борис', 'Вика', 'Гоша', 'Даша', 'Егор', 'Женя', 'Зоя', 'Игорь', 'Катя', 'Лёша', 'Маша', 'Никита', 'Оля', 'Петя', 'Рита', 'Сеня'];
/**
 * The longest names the lobby accepts (protocol MAX_NAME_LENGTH: 20
 * characters), real first names and surnames with wide letters among them
 * (Ж, Ш, Щ, М); the widest first, as a table of 6 takes the first six.
 */
const LONG = [
  'Александра Жемчужная', 'Константин Шереметев', 'Станислава Щербакова', 'Максимилиан Шахматов', 'Мирослава Мещерякова',
  'Всеволод Жемчужников', 'Владислава Жуковская', 'Бронислава Жемчугова', 'Мстислав Шаповаленко', 'Ярослава Шереметьева',
  'Ростислав Богданович', 'Маргарита Тихомирова', 'Доброслав Лаврентьев', 'Елизавета Харитонова', 'Валентина Григорьева',
  'Владислав Виноградов', 'Анастасия Серафимова',
];

const TIMERS: Timers = {
  acquaintance: 30, mafia: 30, nightRole: 15, morning: 8, speech: 60, discussion: 120, vote: 15,
  justification: 15, justificationMany: 10, voteResult: 6, lastWord: 60, farewell: 60, peacefulPause: 10, lot: 5,
  deal: 60, voteGrace: 10,
};

const RANGE = { classic: [6, 17], city: [7, 13] } as const;

export interface FixtureOptions {
  /** Seats at the table (clamped to the preset's range); default 10 (classic) or 11 (City). */
  players?: number;
  /** Names of twenty letters (a first name and a surname) instead of short ones. */
  long?: boolean;
}

/** One fixture's table: its size and names, and seat numbers folded into it. */
class Table {
  readonly names: string[];
  constructor(
    readonly n: number,
    long: boolean,
  ) {
    this.names = (long ? LONG : SHORT).slice(0, n);
  }

  /** A seat of the 10-seat story, folded into this table. */
  s(seat: number): number {
    return ((seat - 1) % this.n) + 1;
  }

  /** Seats folded in, each once, in order. */
  list(seats: number[]): number[] {
    return [...new Set(seats.map((seat) => this.s(seat)))];
  }

  seats(out: Record<number, { cause: SeatPublic['exitCause']; role: Role | null }> = {}, warnings: Record<number, number> = {}): SeatPublic[] {
    const exits = new Map(Object.entries(out).map(([seat, exit]) => [this.s(Number(seat)), exit]));
    const warned = new Map(Object.entries(warnings).map(([seat, count]) => [this.s(Number(seat)), count]));
    return this.names.map((name, i) => {
      const exit = exits.get(i + 1);
      return { seat: i + 1, name, alive: !exit, warnings: warned.get(i + 1) ?? 0, revealedRole: exit?.role ?? null, exitCause: exit?.cause ?? null };
    });
  }

  /** A vote round of the story: ballots folded in, one per voter. */
  round(round: VoteRound): VoteRound {
    const voters = new Set<number>();
    const ballots = round.ballots.flatMap((b) => {
      const voter = this.s(b.voter);
      if (voters.has(voter)) return [];
      voters.add(voter);
      return [{ voter, target: b.target === null ? null : this.s(b.target) }];
    });
    return { ...round, candidates: this.list(round.candidates), ballots, eliminated: this.list(round.eliminated) };
  }
}

export function classicSetup(players = 10): Setup {
  return {
    preset: 'classic', players, mafia: players >= 13 ? 4 : players >= 9 ? 3 : 2, optionalRoles: ['commissar', 'doctor', 'putana'], timers: { ...TIMERS },
    timerScale: 1, revealOnDeath: true, showSuspicion: true, night1Actions: false, putanaClientDies: false, secondTie: 'eliminateAll', cityWin: 'parity', deadSeeAll: false,
  };
}

function citySetup(players = 11): Setup {
  return {
    ...classicSetup(players), preset: 'city', mafia: players >= 12 ? 4 : players >= 9 ? 3 : 2, optionalRoles: [],
    timers: { ...TIMERS, mafia: 20, nightRole: 10 }, revealOnDeath: false, showSuspicion: false,
  };
}

/** Real room codes: five letters of the protocol's alphabet, no digits. */
const ROOM = { code: 'KMWPX', joinUrl: 'https://city-sleeps.example/?join=cs-7f3k2m9q4x&code=KMWPX&sig=cloud' };

export function lobbySeats(count: number, away: number[] = [], bots: number[] = [], long = false): LobbySeat[] {
  return (long ? LONG : SHORT).slice(0, count).map((name, i) => ({
    seat: i + 1,
    name: bots.includes(i + 1) ? `Бот ${i + 1}` : name,
    link: away.includes(i + 1) ? 'away' : 'online',
    bot: bots.includes(i + 1),
  }));
}

function phase(patch: Partial<PhaseView>): PhaseView {
  return {
    name: 'night', seq: 7, day: 2, night: 2, nightStep: null, deadline: null, remainingMs: null, paused: false, narrating: false, seenCount: 0, doneTalking: [],
    speaker: null, speakerQueue: [], nominees: [], candidates: [], voted: [], alibi: null, lastRound: null,
    morning: null, lot: null, lastGuess: null, revealedCheck: null, winner: null, ...patch,
  };
}

function inSeconds(s: number): number {
  return Date.now() + s * 1000;
}

function game(setup: Setup, phaseView: PhaseView, seatList: SeatPublic[], extra: Partial<PublicView> = {}): PublicView {
  return { preset: setup.preset, setup, phase: phaseView, seats: seatList, votes: [], count: null, said: [], reveal: null, ...extra };
}

function snapshot(setup: Setup, gameView: PublicView | null, seats: LobbySeat[]): HostSnapshot {
  return { room: ROOM, signaling: 'online', seats, vipSeat: 1, setup, game: gameView };
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

/** A vote with every living seat casting a ballot (the larger tables vote too). */
function fullVote(table: Table, candidates: number[], eliminated: number[]): VoteRound {
  const cand = table.list(candidates);
  const ballots = Array.from({ length: table.n }, (_, i) => ({ voter: i + 1, target: cand[(i * 7) % cand.length]! }));
  return { kind: 'vote', candidates: cand, ballots, eliminated: table.list(eliminated), tie: false };
}

/**
 * Every seat a candidate (classic, a full table), the ballots spread as a
 * real day's are: most on #5, some on a few others, one missing.
 */
function spreadVote(table: Table): VoteRound {
  const favourites = table.list([5, 5, 5, 2, 5, 7, 5, 9, 2, 5, 12, 5, 7, 5, 16, 5]);
  const ballots = Array.from({ length: table.n }, (_, i) => {
    const voter = i + 1;
    const target = i === table.n - 1 ? null : favourites[i % favourites.length]!;
    return { voter, target: target === voter ? table.s(voter === 5 ? 2 : 5) : target };
  });
  return { kind: 'vote', candidates: table.seats().map((x) => x.seat), ballots, eliminated: [table.s(5)], tie: false };
}

/**
 * The last day's vote of the game-over story: every living seat a candidate
 * at a full table (a long count to read and caption), #9 voted out.
 */
function lastDayVote(table: Table): VoteRound & { day: number } {
  const gone = new Set(table.list([4, 5, 2, 8, 7, 10]));
  const candidates = table.list([9, 1, 3, 6, 11, 12, 13, 14, 15, 16, 17]).filter((seat) => !gone.has(seat));
  const out = table.s(9);
  const ballots = candidates.map((voter, i) => ({ voter, target: voter === out ? candidates[1]! : i % 2 === 1 ? out : candidates[(i + 1) % candidates.length]! }));
  return { ...table.round({ kind: 'vote', candidates, ballots, eliminated: [9], tie: false }), day: 4 };
}

function gameOver(table: Table): HostSnapshot {
  const setup = classicSetup(table.n);
  const base: Role[] = ['civilian', 'mafia', 'doctor', 'commissar', 'civilian', 'putana', 'mafia', 'civilian', 'mafia', 'civilian'];
  const roles = Array.from({ length: table.n }, (_, i) => base[i] ?? (i % 4 === 0 ? 'mafia' : 'civilian'));
  const out = {
    4: { cause: 'killed' as const, role: roles[table.s(4) - 1]! },
    5: { cause: 'voted' as const, role: roles[table.s(5) - 1]! },
    2: { cause: 'voted' as const, role: roles[table.s(2) - 1]! },
    8: { cause: 'killed' as const, role: roles[table.s(8) - 1]! },
    7: { cause: 'voted' as const, role: roles[table.s(7) - 1]! },
    9: { cause: 'voted' as const, role: roles[table.s(9) - 1]! },
    10: { cause: 'warnings' as const, role: roles[table.s(10) - 1]! },
  };
  const s = (seat: number) => table.s(seat);
  const view = game(setup, phase({ name: 'gameOver', day: 4, night: 4, winner: 'town' }), table.seats(out), {
    votes: [
      { ...table.round(firstDayVote), day: 1 },
      { ...table.round({ kind: 'vote', candidates: [2, 9], ballots: [{ voter: 1, target: 2 }, { voter: 3, target: 2 }, { voter: 6, target: 2 }, { voter: 9, target: 2 }, { voter: 2, target: 9 }, { voter: 7, target: 9 }, { voter: 10, target: 2 }], eliminated: [2], tie: false }), day: 2 },
      { ...table.round({ kind: 'vote', candidates: [7, 10], ballots: [{ voter: 1, target: 7 }, { voter: 3, target: 7 }, { voter: 6, target: 10 }, { voter: 7, target: 10 }, { voter: 9, target: 10 }, { voter: 10, target: 7 }], eliminated: [], tie: true }), day: 3 },
      // A second tie: the coin chose #7.
      { ...table.round({ kind: 'revote', candidates: [7, 10], ballots: [{ voter: 1, target: 7 }, { voter: 3, target: 10 }, { voter: 6, target: 7 }, { voter: 9, target: 10 }], eliminated: [], tie: true }), day: 3 },
      lastDayVote(table),
    ],
    reveal: {
      roles: roles.map((role, i) => ({ seat: i + 1, role })),
      nights: [
        { night: 2, step: 'putana', actor: s(6), target: s(3), outcome: 'visited' },
        { night: 2, step: 'mafia', actor: s(2), target: s(4), outcome: 'shot' },
        { night: 2, step: 'doctor', actor: s(3), target: s(3), outcome: 'healed' },
        { night: 2, step: 'commissar', actor: s(4), target: s(7), outcome: 'checkedMafia' },
        { night: 2, step: 'mafia', actor: 0, target: s(4), outcome: 'killed' },
        { night: 3, step: 'putana', actor: s(6), target: s(1), outcome: 'visited' },
        { night: 3, step: 'mafia', actor: s(7), target: s(8), outcome: 'shot' },
        { night: 3, step: 'doctor', actor: s(3), target: s(1), outcome: 'healed' },
        { night: 3, step: 'mafia', actor: 0, target: s(8), outcome: 'killed' },
        { night: 4, step: 'mafia', actor: s(9), target: s(1), outcome: 'shot' },
        { night: 4, step: 'doctor', actor: s(3), target: s(1), outcome: 'healed' },
        { night: 4, step: 'doctor', actor: 0, target: s(1), outcome: 'saved' },
      ],
    },
  });
  return snapshot(setup, view, lobbySeats(table.n, [], [], table.names[0] === LONG[0]));
}

export interface PreviewFixture {
  page: TvPage;
  snapshot: HostSnapshot;
  /** Where a game-over screen's sequence starts. */
  gameOverStart?: GameOverStage;
}

/** The narration each game screen's caption shows in the preview. */
export const PREVIEW_CAPTIONS: Record<string, { line: NarrationKey; params?: Record<string, string | number> }> = {
  night: { line: 'doctorWake' },
  morning: { line: 'morningKilled', params: { seat: 4 } },
  'morning-peaceful': { line: 'morningPeaceful' },
  speech: { line: 'speechTurn', params: { seat: 3 } },
  'speech-claim': { line: 'statement', params: { seat: 3, kind: 'claim', black: 8, red: 5 } },
  discussion: { line: 'discussion' },
  vote: { line: 'voteStart', params: { seats: '2, 5, 7' } },
  'vote-count': { line: 'voteClosed' },
  'vote-result': { line: 'voteEliminated', params: { seat: 5, seats: '5' } },
  'vote-verdict-many': { line: 'voteEliminated', params: { seat: 5, seats: '5' } },
  justification: { line: 'justificationTurn', params: { seat: 2 } },
  lot: { line: 'lotResult', params: { seat: 7 } },
  'eliminate-all': { line: 'eliminateAllStart', params: { seats: '2, 9' } },
  'last-word-check': { line: 'revealCheck', params: { seat: 4, target: 7, verdict: 'mafia' } },
  'last-word-guess': { line: 'lastGuess', params: { seat: 5, target: 8 } },
  farewell: { line: 'farewell', params: { seat: 9 } },
  'game-over': { line: 'winTown' },
  'game-over-winner': { line: 'winTown' },
};

/** Every screen the preview can show, by name, for a table of `options.players`. */
export function fixture(screen: string, options: FixtureOptions = {}): PreviewFixture {
  const long = options.long ?? false;
  const size = (preset: 'classic' | 'city') => {
    const [min, max] = RANGE[preset];
    return Math.min(max, Math.max(min, options.players ?? (preset === 'city' ? 11 : 10)));
  };
  const classicT = new Table(size('classic'), long);
  const cityT = new Table(size('city'), long);
  const classic = classicSetup(classicT.n);
  const city = citySetup(cityT.n);
  const seatsOf = (table: Table, away: number[] = [table.s(6)]) => lobbySeats(table.n, away, [], long);
  const play = (setup: Setup, table: Table, view: PublicView): PreviewFixture => ({ page: 'lobby', snapshot: snapshot(setup, view, seatsOf(table)) });
  const c = classicT;
  const y = cityT;
  const died = { 4: { cause: 'killed' as const, role: 'commissar' as Role } };
  switch (screen) {
    case 'settings':
      return { page: 'settings', snapshot: snapshot(classic, null, lobbySeats(7, [], [], long)) };
    case 'lobby':
      return { page: 'lobby', snapshot: snapshot(classic, null, lobbySeats(Math.max(1, c.n - 3), [6], [Math.max(1, c.n - 3)], long)) };
    case 'lobby-locked':
      return {
        page: 'lobby',
        snapshot: {
          ...snapshot(classic, null, lobbySeats(Math.max(1, c.n - 2), [], [], long)),
          locked: true,
          requests: [
            { id: 'r1', name: long ? 'Евгения Жемчужникова' : 'Вера', kind: 'ask', approved: false },
            { id: 'r2', name: long ? 'Святослав Шереметьев' : 'Олег', kind: 'back', approved: false },
          ],
        },
      };
    case 'lobby-ready':
      return { page: 'lobby', snapshot: snapshot(classic, null, lobbySeats(c.n, [], [], long)) };
    case 'lobby-refused':
      // A deal the setup refused (host/session.ts `deal`): the lobby says so until OK.
      return { page: 'lobby', snapshot: { ...snapshot(classic, null, lobbySeats(c.n, [], [], long)), notice: { id: 1, code: 'cannotStart' } } };
    case 'setup':
      return { page: 'setup', snapshot: snapshot(classic, null, lobbySeats(7, [], [], long)) };
    case 'setup-city':
      return { page: 'setup', snapshot: snapshot(city, null, lobbySeats(7, [], [], long)) };
    case 'deal':
      return play(classic, c, game(classic, phase({ name: 'deal', night: 1, day: 1, deadline: inSeconds(45), seenCount: c.list([1, 2, 4, 5, 7, 8, 9]).length }), c.seats()));
    case 'night':
      return play(classic, c, game(classic, phase({ name: 'night', nightStep: 'doctor', deadline: inSeconds(12) }), c.seats(died)));
    case 'night-narrating':
      return play(city, y, game(city, phase({ name: 'night', nightStep: 'mafia', remainingMs: 20_000, narrating: true }), y.seats(died)));
    case 'morning':
      return play(classic, c, game(classic, phase({
        name: 'morning', deadline: inSeconds(6),
        morning: { killed: [c.s(4)], suspicion: [{ seat: c.s(2), count: 4 }, { seat: c.s(7), count: 2 }, { seat: c.s(9), count: 1 }, { seat: c.s(5), count: 1 }] },
      }), c.seats(died)));
    case 'morning-two':
      return play(classic, c, game(classic, phase({ name: 'morning', deadline: inSeconds(6), morning: { killed: c.list([4, 8]), suspicion: [] } }),
        c.seats({ ...died, 8: { cause: 'killed', role: 'mafia' } })));
    case 'morning-hidden':
      return play(city, y, game(city, phase({ name: 'morning', deadline: inSeconds(6), morning: { killed: [y.s(4)], suspicion: [] } }), y.seats({ 4: { cause: 'killed', role: null } })));
    case 'morning-peaceful':
      return play(classic, c, game(classic, phase({ name: 'morning', deadline: inSeconds(6), morning: { killed: [], suspicion: [] } }), c.seats()));
    case 'speech':
      return play(city, y, game(city, phase({ name: 'speech', speaker: y.s(3), speakerQueue: y.list([5, 6, 7, 8, 9, 10, 11, 1]).filter((s) => s !== y.s(3)), nominees: y.list([5, 9]), deadline: inSeconds(42) }), y.seats(died, { 7: 1 })));
    case 'speech-claim': {
      // A practice bot claims the Sheriff's card (engine/statements.ts), read by the narrator as the TV shows it.
      const claim: Said = { day: 2, seq: 7, seat: y.s(3), statement: { kind: 'claim', as: 'sheriff', findings: [{ seat: y.s(8), black: true }, { seat: y.s(5), black: false }] } };
      return play(city, y, game(city, phase({ name: 'speech', speaker: y.s(3), speakerQueue: y.list([5, 6, 8, 9, 10, 11, 1]), nominees: y.list([9]), deadline: inSeconds(38) }), y.seats(died, { 7: 1 }), { said: [claim] }));
    }
    case 'discussion':
      return play(city, y, game(city, phase({ name: 'discussion', nominees: y.list([5, 9, 2]), deadline: inSeconds(95) }), y.seats(died)));
    case 'vote':
      return play(classic, c, game(classic, phase({ name: 'vote', candidates: c.list([2, 5, 7]), voted: c.list([1, 3, 6, 8]), alibi: c.s(6), deadline: inSeconds(9) }), c.seats(died)));
    case 'vote-many':
      return play(classic, c, game(classic, phase({ name: 'vote', candidates: c.seats().map((x) => x.seat), voted: c.list([1, 3, 6, 8]), deadline: inSeconds(9) }), c.seats()));
    case 'vote-count': {
      const round = spreadVote(c);
      return play(classic, c, game(classic, phase({ name: 'voteResult', deadline: inSeconds(3) }), c.seats(), { count: { kind: round.kind, candidates: round.candidates, ballots: round.ballots, beatMs: Math.min(800 + 150 * c.n, 4000) } }));
    }
    case 'vote-verdict-many': {
      const round = spreadVote(c);
      return play(classic, c, game(classic, phase({ name: 'voteResult', lastRound: round, deadline: inSeconds(5) }), c.seats({ 5: { cause: 'voted', role: 'mafia' } })));
    }
    case 'vote-result':
      return play(classic, c, game(classic, phase({ name: 'voteResult', alibi: c.s(6), lastRound: c.round(firstDayVote), deadline: inSeconds(5) }), c.seats({ ...died, 5: { cause: 'voted', role: 'civilian' } })));
    case 'vote-result-many': {
      const round = fullVote(c, [2, 5, 7, 9, 10, 12], [5]);
      return play(classic, c, game(classic, phase({ name: 'voteResult', lastRound: round, deadline: inSeconds(5) }), c.seats({ 5: { cause: 'voted', role: 'mafia' } })));
    }
    case 'justification':
      return play(city, y, game(city, phase({ name: 'justification', speaker: y.s(2), lastRound: y.round(cityTie), candidates: y.list([2, 9, 4]), deadline: inSeconds(11) }), y.seats(), { said: [{ day: 2, seq: 7, seat: y.s(2), statement: { kind: 'defend' } }] }));
    case 'lot':
      return play(classic, c, game(classic, phase({ name: 'lot', candidates: c.list([2, 7]), lot: { between: c.list([2, 7]), chosen: c.s(7) }, deadline: inSeconds(5) }), c.seats({ ...died, 3: { cause: 'warnings', role: 'doctor' } }, { 3: 2, 9: 1 })));
    case 'eliminate-all':
      return play(city, y, game(city, phase({ name: 'eliminateAll', candidates: y.list([2, 9]), voted: y.list([1, 3, 4, 5, 8]), lastRound: { ...y.round(cityTie), candidates: y.list([2, 9]) }, deadline: inSeconds(12) }), y.seats()));
    case 'eliminate-all-result': {
      const round: VoteRound = { kind: 'eliminateAll', candidates: y.list([2, 9]), ballots: Array.from({ length: y.n }, (_, i) => ({ voter: i + 1, target: i % 3 === 0 ? 0 : 1 })), eliminated: y.list([2, 9]), tie: false };
      return play(city, y, game(city, phase({ name: 'voteResult', lastRound: round, deadline: inSeconds(5) }), y.seats({ 2: { cause: 'voted', role: null }, 9: { cause: 'voted', role: null } })));
    }
    case 'last-word-check':
      return play(classic, c, game(classic, phase({ name: 'lastWord', speaker: c.s(4), revealedCheck: { target: c.s(7), isMafia: true }, deadline: inSeconds(48) }), c.seats({ 4: { cause: 'voted', role: 'commissar' } })));
    case 'last-word-guess':
      return play(classic, c, game(classic, phase({ name: 'lastWord', speaker: c.s(5), lastGuess: c.s(8), deadline: inSeconds(33) }), c.seats({ ...died, 5: { cause: 'voted', role: 'civilian' } }, { 2: 1 })));
    case 'farewell':
      return play(city, y, game(city, phase({ name: 'lastWord', speaker: y.s(9), deadline: inSeconds(51) }), y.seats({ 9: { cause: 'voted', role: null } }), { said: [{ day: 2, seq: 7, seat: y.s(9), statement: { kind: 'suspect', seats: y.list([4, 11]) } }] }));
    case 'game-over':
      return { page: 'lobby', snapshot: gameOver(c), gameOverStart: 'final' };
    case 'game-over-winner':
      return { page: 'lobby', snapshot: gameOver(c), gameOverStart: 'winner' };
    case 'game-over-recap':
      return { page: 'lobby', snapshot: gameOver(c), gameOverStart: 0 };
    case 'pause':
      return play(city, y, game(city, phase({ name: 'speech', speaker: y.s(3), speakerQueue: y.list([5, 6, 7]), paused: true, remainingMs: 37_000 }), y.seats()));
    default:
      return { page: 'home', snapshot: { ...snapshot(classic, null, []), signaling: 'connecting' } };
  }
}

/** The names the preview knows, for its index and the screenshot test. */
export const PREVIEW_SCREENS = [
  'home', 'settings', 'lobby', 'lobby-locked', 'lobby-ready', 'lobby-refused', 'setup', 'setup-city', 'deal', 'night', 'night-narrating', 'morning', 'morning-two',
  'morning-hidden', 'morning-peaceful', 'speech', 'speech-claim', 'discussion', 'vote', 'vote-many', 'vote-count', 'vote-verdict-many', 'vote-result',
  'vote-result-many', 'justification', 'lot', 'eliminate-all', 'eliminate-all-result', 'last-word-check', 'last-word-guess', 'farewell',
  'game-over', 'game-over-winner', 'game-over-recap', 'pause',
] as const;
