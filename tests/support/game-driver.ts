// A driver for whole games in the browser: one TV and a phone per seat, each a
// real Chromium context on the real network stack. Every move a player makes
// is a tap on his phone's screen; every check reads what the TV or a phone
// shows. The driver knows the deal only from the cards the phones show when
// pressed and held, and keeps its own model of the table (who is alive, the
// win rules of docs/RULES.md) to say what the screens should show next.
//
// A night move is what docs/PHONE.md asks of every player: hold the card
// until its bar is full, tap one number, hold the card again; the deal's look
// is one full hold. The driver keeps the thumb down for as long as the card's
// own bar says, reads the face while it is held, and lets go.
//
// Synchronisation: the night screens are the same on every phone at every
// step (no-tells), so the screen cannot say which step a phone is in. Before a
// tap the driver waits until the phone's own session holds the step's view
// (`phone-app.snapshot`), and before reading the TV it waits for the TV's
// public view (`tv-app.snapshot.game`). Both are what the screens render from;
// nothing is sent that way, and every assertion is then made on the screen.
//
// The rules side of the driver (the table's model, the win rules, vote counts)
// and the screens' English texts live beside the games, in tests/games/.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { NightStepName, OptionalRole, PhaseName, PhaseView, Preset, Role, SeatView, Side, Timers } from '../../src/engine/types';
import { EXIT_FATE, NIGHT_LINE, NIGHT_STATUS, OUT_AT_NIGHT, ROLE_BY_TITLE, ROLE_TITLE, SIDE_WINS, STEP_TITLE } from '../games/screen-text';
import { TableModel } from '../games/table-model';
import { auditFrames, publicViews, recordPublicViews } from './leak-audit';
import { holdToAct, openPhone, openTv, typeNameAndJoin, type Devices, type Tv } from './party';
import { receivedFrames } from './wire';

/** Names that are never part of each other, so a text match names one seat. */
export const NAMES = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dasha', 'Egor', 'Zoya', 'Ilya', 'Kira', 'Lev', 'Mila', 'Oleg', 'Pyotr'];

const VIEWPORT_TV = { width: 1280, height: 720 };

export interface PhoneSeat {
  seat: number;
  name: string;
  context: BrowserContext;
  page: Page;
  /** Read from the card; null until `readCards`. */
  role: Role | null;
}

export interface TableOptions {
  preset: Preset;
  players: number;
  /** Classic: the optional roles switched on besides the default Commissar and Doctor. */
  extraRoles?: OptionalRole[];
  /** Timers to set on the setup screen, in seconds before the pace is applied. */
  timers?: Partial<Timers>;
}

/** What a wait for the TV's or a phone's view looks for. */
export interface ViewSpec {
  name?: PhaseName;
  nightStep?: NightStepName;
  night?: number;
  day?: number;
  speaker?: number;
  /** A vote phase that is a revote (the last round of the day was a tie). */
  revote?: boolean;
  /** The phase changed after this seq. */
  afterSeq?: number;
  /** Phones only: the prompt's kind (null: no prompt). */
  prompt?: string | null;
}

const started = Date.now();
function log(message: string): void {
  if (process.env.CS_GAME_LOG) console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
}

export class Table {
  model!: TableModel;
  private constructor(
    readonly tv: Tv,
    readonly phones: PhoneSeat[],
    readonly preset: Preset,
  ) {}

  // --- Opening the table ---------------------------------------------------

  /** The TV opens a room and is set up on its setup screen; the phones join through the QR link. */
  static async open(browser: Devices, options: TableOptions): Promise<Table> {
    const tv = await openTv(browser, { viewport: VIEWPORT_TV });
    await setUpOnTv(tv.page, options);
    // The pages load side by side. The first name goes in alone (the first to join is the VIP, at
    // seat 1); then everyone else joins at once, as a table does, and sits where the TV puts him.
    const pages = await Promise.all(Array.from({ length: options.players }, () => openJoinLink(browser, tv.joinUrl)));
    const first = await join(pages[0]!, NAMES[0]!);
    expect(first.seat, 'the first to join sits at seat 1').toBe(1);
    const rest = await Promise.all(pages.slice(1).map((opened, i) => join(opened, NAMES[i + 1]!)));
    const phones = [first, ...rest].sort((a, b) => a.seat - b.seat);
    expect(phones.map((phone) => phone.seat), 'one seat each, 1 to n').toEqual(phones.map((_, i) => i + 1));
    const seats = tv.page.getByTestId('seat');
    await expect(seats).toHaveCount(options.players);
    for (const phone of phones) await expect(seats.nth(phone.seat - 1)).toContainText(phone.name);
    // The leak audit compares each phone's view with what the TV showed everyone at that moment.
    await recordPublicViews(tv.page);
    log(`table of ${options.players} seated`);
    return new Table(tv, phones, options.preset);
  }

  phone(seat: number): PhoneSeat {
    const phone = this.phones[seat - 1];
    if (!phone) throw new Error(`no phone at seat ${seat}`);
    return phone;
  }

  /** A test id on a seat's phone. */
  on(seat: number, testId: string): Locator {
    return this.phone(seat).page.getByTestId(testId);
  }

  /** A test id on the TV. */
  tvId(testId: string): Locator {
    return this.tv.page.getByTestId(testId);
  }

  /** How a phone names a seat: "3 · Vera". */
  who(seat: number): string {
    return `${seat} · ${this.phone(seat).name}`;
  }

  /** How the TV's texts name a seat: "#3 Vera". */
  tvWho(seat: number): string {
    return `#${seat} ${this.phone(seat).name}`;
  }

  /** A TV seat chip's text: the number, then the name. */
  chip(seat: number): RegExp {
    return new RegExp(`^\\s*${seat}\\s*${this.phone(seat).name}\\s*$`);
  }

  async close(): Promise<void> {
    await Promise.all([this.tv.context.close(), ...this.phones.map((p) => p.context.close())]);
  }

  // --- Start and the cards ---------------------------------------------------

  async startFromTv(): Promise<void> {
    await expect(this.tvId('start')).toBeEnabled();
    await this.tvId('start').click();
    await this.afterStart();
  }

  /** The VIP (the first to join) starts the game from the phone. */
  async startFromVip(): Promise<void> {
    const vip = this.on(1, 'vip-start');
    await expect(vip).toBeEnabled();
    for (const phone of this.phones.slice(1)) await expect(phone.page.getByTestId('vip-start')).toHaveCount(0);
    await vip.click();
    await this.afterStart();
  }

  /** The game opens with the deal: everyone is asked to look at his card before night 1 (S11). */
  private async afterStart(): Promise<void> {
    await this.waitTv({ name: 'deal' });
    await expect(this.tvId('deal-seen')).toContainText(`0 of ${this.phones.length}`);
    await Promise.all(this.phones.map(({ seat }) => this.waitPhone(seat, { name: 'deal', prompt: 'cardCheck' })));
    log('game started');
  }

  /**
   * Each player holds the card until its bar is full and reads it; the driver
   * learns the deal from that alone. A full hold is what tells the TV a player
   * has looked, and the night begins once all have. The deal's card shows every
   * role the same three things (name, goal, what to do at night), never the team:
   * the black team meets at the acquaintance (`expectAcquaintance`).
   */
  async readCards(): Promise<TableModel> {
    const roles = new Map<number, Role>();
    const faces = await Promise.all(this.phones.map((phone) => readCard(phone.page)));
    for (const [i, face] of faces.entries()) {
      const role = ROLE_BY_TITLE[face.title];
      expect(role, `seat ${i + 1}'s card "${face.title}"`).toBeDefined();
      expect(face.text, `seat ${i + 1}'s deal card`).toContain('At night');
      expect(face.text, `seat ${i + 1}'s deal card shows no team`).not.toContain('Your team');
      this.phones[i]!.role = role!;
      roles.set(i + 1, role!);
    }
    this.model = new TableModel(this.preset, roles);
    log(`deal: ${[...roles].map(([s, r]) => `${s}=${r}`).join(' ')}`);
    return this.model;
  }

  /** Whether departing cards are turned (classic) or stay hidden until the end (City's default). */
  get cardsShown(): boolean {
    return this.preset === 'classic';
  }

  // --- Waiting for views -----------------------------------------------------

  /** Waits until the TV's public view matches; returns its phase. */
  async waitTv(spec: ViewSpec, timeout = 60_000): Promise<PhaseView> {
    const handle = await this.tv.page.waitForFunction(
      (s) => {
        const app = document.querySelector('tv-app') as unknown as { snapshot?: { game?: { phase: PhaseView } | null } } | null;
        const phase = app?.snapshot?.game?.phase;
        if (!phase) return null;
        if (s.name !== undefined && phase.name !== s.name) return null;
        if (s.nightStep !== undefined && phase.nightStep !== s.nightStep) return null;
        if (s.night !== undefined && phase.night !== s.night) return null;
        if (s.day !== undefined && phase.day !== s.day) return null;
        if (s.speaker !== undefined && phase.speaker !== s.speaker) return null;
        if (s.revote !== undefined && (phase.name === 'vote' && !!phase.lastRound?.tie) !== s.revote) return null;
        if (s.afterSeq !== undefined && phase.seq <= s.afterSeq) return null;
        return phase;
      },
      spec,
      { timeout, polling: 50 },
    );
    return (await handle.jsonValue()) as PhaseView;
  }

  /** Waits until a phone's own view matches (see the header: the night screens cannot say the step). */
  async waitPhone(seat: number, spec: ViewSpec, timeout = 30_000): Promise<void> {
    await this.phone(seat).page.waitForFunction(
      (s) => {
        const app = document.querySelector('phone-app') as unknown as {
          snapshot?: { view?: { phase: PhaseView; prompt: { kind: string } | null } | null };
        } | null;
        const view = app?.snapshot?.view;
        if (!view) return false;
        const phase = view.phase;
        if (s.name !== undefined && phase.name !== s.name) return false;
        if (s.nightStep !== undefined && phase.nightStep !== s.nightStep) return false;
        if (s.night !== undefined && phase.night !== s.night) return false;
        if (s.day !== undefined && phase.day !== s.day) return false;
        if (s.speaker !== undefined && phase.speaker !== s.speaker) return false;
        if (s.afterSeq !== undefined && phase.seq <= s.afterSeq) return false;
        if (s.prompt !== undefined && (view.prompt?.kind ?? null) !== s.prompt) return false;
        return true;
      },
      spec,
      { timeout, polling: 50 },
    );
  }

  // --- Night -----------------------------------------------------------------

  /** The TV calls the step (its caption), every living phone shows the same pick screen. */
  async expectNightStep(night: number, step: NightStepName): Promise<void> {
    await this.waitTv({ name: 'night', night, nightStep: step });
    await expect(this.tvId('night-step')).toHaveText(STEP_TITLE[step]);
    await expect(this.tv.page.getByRole('heading', { name: `Night ${night}` })).toBeVisible();
    log(`night ${night}: ${step}`);
  }

  /**
   * Every phone, the eliminated too, shows the same grid (all living seats,
   * every tile alike), the step and the same three moves, and "Nobody"; until
   * the card has been held, it asks for that first. The eliminated are told
   * their marks are not counted.
   */
  async expectNightScreens(night: number, step: NightStepName): Promise<void> {
    // Before the cards are read (night 1) everybody is alive.
    const living = this.model ? this.model.living() : this.phones.map((p) => p.seat);
    await Promise.all(
      this.phones.map(async ({ seat, page }) => {
        const alive = living.includes(seat);
        await this.waitPhone(seat, { name: 'night', night, nightStep: step, prompt: alive ? 'nightPick' : null });
        if (!alive) await expect(page.getByTestId('night-out')).toHaveText(OUT_AT_NIGHT);
        else await expect(page.getByTestId('night-out')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: `Night ${night}` })).toBeVisible();
        await expect(page.getByTestId('night-line')).toHaveText(NIGHT_LINE[step]);
        await expect(page.getByTestId('night-choice')).toHaveText(NIGHT_STATUS.holdFirst);
        await expect(page.locator('phone-app').getByTestId(/^choice-\d+$/)).toHaveCount(living.length);
        await expect(page.locator('phone-app button:disabled')).toHaveCount(0);
        await expect(page.getByTestId('skip')).toBeVisible();
        if (alive) await expect(page.getByTestId(`choice-${seat}`)).toContainText('you');
      }),
    );
  }

  /**
   * The acquaintance (RULES N1, N12): every living player makes move ①, a full
   * hold of the card, as at every step; the black team sees its teammates on
   * the card, nobody else sees any team. After it, every screen asks for a tap.
   */
  async expectAcquaintance(): Promise<void> {
    const black = this.model.living().filter((seat) => ['mafia', 'don'].includes(this.model.roleOf(seat)));
    await Promise.all(
      this.model.living().map(async (seat) => {
        await this.waitPhone(seat, { name: 'night', night: 1, nightStep: 'acquaintance', prompt: 'nightPick' });
        const page = this.phone(seat).page;
        // The view is the phone's as it comes; the screen shows it at its moment: hold the card once the night is on it.
        await expect(page.getByTestId('night-choice')).toBeVisible();
        const face = await readCard(page);
        if (black.includes(seat)) {
          expect(face.text, `seat ${seat} (black) sees the team`).toContain('Your team');
          for (const mate of black.filter((m) => m !== seat)) expect(face.text).toContain(`${this.who(mate)} — ${ROLE_TITLE[this.model.roleOf(mate)]}`);
        } else {
          expect(face.text, `seat ${seat} sees no team`).not.toContain('Your team');
        }
        await expect(page.getByTestId('night-choice')).toHaveText(NIGHT_STATUS.tapNow);
      }),
    );
    log('  acquaintance: every living player held the card');
  }

  /** Move ①: until the card has been held in this step the grid does not answer, so hold it (the screen says when). */
  private async wake(page: Page): Promise<void> {
    const status = page.getByTestId('night-choice');
    await expect(status).toBeVisible();
    if ((await status.textContent())?.trim() !== NIGHT_STATUS.holdFirst) return;
    await readCard(page);
    await expect(status).not.toHaveText(NIGHT_STATUS.holdFirst);
  }

  /**
   * The three moves of a night step: ① hold the card (unless this phone already
   * has in this step), ② tap the number, ③ hold the card again, which repeats
   * the choice; the status line then says it may change until the step ends.
   * Returns the card's face as read during ③.
   */
  async nightPick(seat: number, target: number, step: NightStepName, night: number): Promise<string> {
    await this.waitPhone(seat, { name: 'night', night, nightStep: step, prompt: 'nightPick' });
    const page = this.phone(seat).page;
    await this.wake(page);
    await page.getByTestId(`choice-${target}`).click();
    const status = page.getByTestId('night-choice');
    await expect(status).toHaveText(NIGHT_STATUS.holdAgain(this.who(target)));
    const face = await readCard(page);
    expect(face.text, `seat ${seat}'s card repeats the choice`).toContain(`Your choice: ${this.who(target)}`);
    await expect(status).toHaveText(NIGHT_STATUS.chosen(this.who(target)));
    log(`  ${seat} picks ${target}`);
    return face.text;
  }

  /**
   * A tap on a number this player may not pick now: the one message every
   * phone shows for any role and reason, and the pick stays as it was.
   */
  async expectNotAllowed(seat: number, target: number): Promise<void> {
    const page = this.phone(seat).page;
    await this.wake(page);
    const before = await page.getByTestId('night-choice').textContent();
    await page.getByTestId(`choice-${target}`).click();
    await expect(page.getByTestId('night-choice')).toHaveText('You cannot pick that number now');
    await expect(page.getByTestId(`choice-${target}`)).toHaveAttribute('aria-pressed', 'false');
    log(`  ${seat} may not pick ${target} (was: ${before?.trim()})`);
  }

  /** What the player reads on his own card, held (at night, until its bar is full): the private layer with it. */
  async cardText(seat: number): Promise<string> {
    return (await readCard(this.phone(seat).page)).text;
  }

  /** A mafioso's card (its `face`, as read while held) shows a teammate's live pick (RULES N4). */
  expectTeamPick(face: string, mate: number, target: number): void {
    expect(face).toContain(`${this.who(mate)} — ${ROLE_TITLE[this.model.roleOf(mate)]} · picks ${this.who(target)}`);
  }

  /** Nobody else's card shows any pick. */
  async expectNoTeamPicks(seat: number): Promise<void> {
    expect(await this.cardText(seat)).not.toContain(' · picks ');
  }

  /**
   * A check answers when the checker's step ends (N19), on the checker's
   * own card only, with its sign: thumb down for black, up for red / for the
   * Sheriff found. The card is read the way a player reads it, held: at night
   * the checks are on its face; by day on its second page (the thumb slides up).
   */
  async expectCheck(seat: number, night: number, target: number, answer: string, thumbUp: boolean): Promise<void> {
    await this.phone(seat).page.waitForFunction(
      ([n, t]) => {
        const app = document.querySelector('phone-app') as unknown as { snapshot?: { view?: { checks: { night: number; target: number }[] } | null } } | null;
        return !!app?.snapshot?.view?.checks.some((c) => c.night === n && c.target === t);
      },
      [night, target] as const,
    );
    const face = await readCard(this.phone(seat).page, { more: true });
    expect(face.text).toContain(`Night ${night} · ${this.who(target)} — ${answer}`);
    expect(face.thumbs).toContain(thumbUp ? 'up' : 'down');
  }

  // --- Morning ----------------------------------------------------------------

  /** The morning names the night's dead with their cards, or a peaceful night; the dead see the out screen. */
  async expectMorning(day: number, killed: number[]): Promise<void> {
    await this.waitTv({ name: 'morning', day });
    await expect(this.tv.page.getByRole('heading', { name: `Morning of day ${day}` })).toBeVisible();
    if (killed.length === 0) {
      await expect(this.tvId('peaceful')).toHaveText('A peaceful night: nobody died');
      await expect(this.tvId('victim')).toHaveCount(0);
    } else {
      const victims = this.tvId('victim');
      await expect(victims).toHaveCount(killed.length);
      for (const [i, seat] of killed.entries()) {
        await expect(victims.nth(i)).toContainText(this.phone(seat).name);
        // City keeps the card hidden (L5); classic turns it (seed 000 rule 11).
        if (this.cardsShown) await expect(victims.nth(i)).toContainText(ROLE_TITLE[this.model.roleOf(seat)]);
        else await expect(victims.nth(i)).not.toContainText(ROLE_TITLE[this.model.roleOf(seat)]);
      }
    }
    this.model.leaveBy('killed', ...killed);
    for (const seat of killed) await this.expectOut(seat, 'killed');
    log(`morning ${day}: killed [${killed.join(', ')}]`);
  }

  // --- Day ----------------------------------------------------------------------

  /**
   * One speech: the TV shows the speaker and who is next; the speaker's phone
   * says so, nominates (City) if asked, and ends with "thank you".
   */
  async speech(
    seat: number,
    queue: number[],
    options: { nominate?: number; nomineesBefore?: number[]; during?: (seat: number) => Promise<void> } = {},
  ): Promise<void> {
    await this.waitTv({ name: 'speech', speaker: seat });
    await expect(this.tvId('speaker')).toHaveText(this.chip(seat));
    // The table marks the speaker, and the next one, on their seats.
    await expect(this.tv.page.locator(`tv-table li[data-seat="${seat}"]`)).toHaveClass(/speaker/);
    if (queue.length === 0) await expect(this.tv.page.getByText('This is the last speech')).toBeVisible();
    else {
      const shown = this.tvId('queue').locator('li .chip');
      await expect(shown).toHaveCount(Math.min(3, queue.length));
      for (const [i, next] of queue.slice(0, 3).entries()) await expect(shown.nth(i)).toHaveText(this.chip(next));
      await expect(this.tv.page.locator(`tv-table li[data-seat="${queue[0]}"]`)).toHaveClass(/next/);
    }
    const page = this.phone(seat).page;
    await this.waitPhone(seat, { name: 'speech', speaker: seat, prompt: 'speech' });
    await expect(page.getByRole('heading', { name: 'You are speaking' })).toBeVisible();
    if (this.preset === 'city') {
      const before = options.nomineesBefore ?? [];
      for (const other of this.model.living()) {
        // Anyone living but oneself and those already nominated.
        const listed = other !== seat && !before.includes(other);
        await expect(page.getByTestId(`nominate-${other}`)).toHaveCount(listed ? 1 : 0);
      }
      if (options.nominate !== undefined) {
        await page.getByTestId(`nominate-${options.nominate}`).click();
        await expect(page.getByText(`You nominated ${this.who(options.nominate)}`)).toBeVisible();
        const nominees = [...before, options.nominate];
        const chips = this.tvId('nominees').locator('li .chip');
        await expect(chips).toHaveCount(nominees.length);
        for (const [i, n] of nominees.entries()) await expect(chips.nth(i)).toHaveText(this.chip(n));
      }
    } else {
      await expect(page.locator('phone-app').getByTestId(/^nominate-/)).toHaveCount(0);
    }
    if (options.during) await options.during(seat);
    // A speaker removed meanwhile (warnings) has no speech left to end.
    if (this.model.alive.has(seat)) await endSpeech(page);
    log(`  speech ${seat}${options.nominate ? ` nominates ${options.nominate}` : ''}`);
  }

  /** Every living player speaks in the day's order, nominating as planned (City); returns the nominees. */
  async speeches(
    day: number,
    nominations: Map<number, number> = new Map(),
    during: Map<number, (seat: number) => Promise<void>> = new Map(),
  ): Promise<number[]> {
    const order = this.model.speechOrder(day);
    const nominees: number[] = [];
    for (const [i, seat] of order.entries()) {
      if (!this.model.alive.has(seat)) continue;
      const queue = order.slice(i + 1).filter((s) => this.model.alive.has(s));
      const nominate = nominations.get(seat);
      await this.speech(seat, queue, { nominate, nomineesBefore: [...nominees], during: during.get(seat) });
      if (nominate !== undefined) nominees.push(nominate);
    }
    return nominees;
  }

  /** City's open discussion (RULES D7): the TV and the phones say so; the TV lists the day's nominees. */
  async expectDiscussion(day: number, nominees: number[]): Promise<void> {
    await this.waitTv({ name: 'discussion', day });
    await expect(this.tv.page.getByRole('heading', { name: 'Open discussion' })).toBeVisible();
    const chips = this.tvId('nominees').locator('li .chip');
    await expect(chips).toHaveCount(nominees.length);
    for (const [i, seat] of nominees.entries()) await expect(chips.nth(i)).toHaveText(this.chip(seat));
    await expect(this.phone(this.model.living()[0]!).page.getByRole('heading', { name: 'Open discussion' })).toBeVisible();
  }

  /**
   * One vote round through the phones: all but the last ballot at once, the
   * TV's progress, then the last ballot. `ballots` maps voter → candidate;
   * `changed` maps a voter to the candidate he taps first and then changes
   * (RULES V1: the last ballot counts).
   */
  async vote(
    ballots: [voter: number, target: number][],
    options: { revote?: boolean; candidates: number[]; disabled?: number[]; nonVoters?: number[]; changed?: Map<number, number> },
  ): Promise<void> {
    const phase = await this.waitTv({ name: 'vote', revote: options.revote ?? false });
    await expect(this.tv.page.getByRole('heading', { name: options.revote ? 'Revote' : 'Vote', exact: true })).toBeVisible();
    expect(phase.candidates).toEqual(options.candidates);
    const total = ballots.length;
    await Promise.all(
      ballots.map(async ([voter]) => {
        await this.waitPhone(voter, { name: 'vote', afterSeq: phase.seq - 1, prompt: 'vote' });
        const page = this.phone(voter).page;
        await expect(page.getByRole('heading', { name: 'Vote', exact: true })).toBeVisible();
        for (const c of options.candidates) {
          const button = page.getByTestId(`vote-${c}`);
          if (this.preset === 'classic' && c === voter) await expect(button).toBeDisabled();
          else await expect(button).toBeEnabled();
        }
        for (const d of options.disabled ?? []) await expect(page.getByTestId(`vote-${d}`)).toBeDisabled();
      }),
    );
    // Living players without a ballot this round (classic revote: the tied) watch the candidates.
    for (const seat of options.nonVoters ?? []) {
      const page = this.phone(seat).page;
      await this.waitPhone(seat, { name: 'vote', afterSeq: phase.seq - 1, prompt: null });
      await expect(page.getByRole('heading', { name: 'Vote', exact: true })).toBeVisible();
      await expect(page.getByText(`Candidates: ${options.candidates.map((c) => this.who(c)).join(', ')}`)).toBeVisible();
      await expect(page.locator('phone-app').getByTestId(/^vote-/)).toHaveCount(0);
    }
    await expect(this.tvId('vote-progress')).toHaveText(`Voted 0 of ${total}`);
    const last = ballots[ballots.length - 1]!;
    await Promise.all(ballots.slice(0, -1).map(([voter, target]) => this.ballot(voter, target, options.changed?.get(voter))));
    await expect(this.tvId('vote-progress')).toHaveText(`Voted ${total - 1} of ${total}`);
    await this.ballot(...last);
    log(`  ${options.revote ? 'revote' : 'vote'}: ${ballots.map(([v, t]) => `${v}→${t}`).join(' ')}`);
  }

  private async ballot(voter: number, target: number, first?: number): Promise<void> {
    const page = this.phone(voter).page;
    if (first !== undefined) {
      await page.getByTestId(`vote-${first}`).click();
      await expect(page.getByTestId('ballot')).toContainText(`Your vote: ${this.who(first)}`);
      await expect(page.getByTestId('ballot')).toContainText('You can change it until the vote ends');
      await expect(page.getByTestId(`vote-${target}`)).toBeEnabled();
    }
    await page.getByTestId(`vote-${target}`).click();
    await expect(page.getByTestId('ballot').filter({ hasText: `Your vote: ${this.who(target)}` }).or(roundClosed(page))).toBeVisible();
  }

  /**
   * The round's result on the TV: after the count's beat, the verdict, and
   * each candidate's row (in the candidates' order) with its count.
   */
  async expectResult(verdict: string, counts: [seat: number, votes: number][]): Promise<void> {
    await this.waitTv({ name: 'voteResult' });
    await expect(this.tvId('verdict')).toHaveText(verdict);
    const rows = this.tvId('vote-results').locator('[data-testid="result-row"][data-seat]');
    await expect(rows).toHaveCount(counts.length);
    for (const [seat, votes] of counts) {
      const row = this.tvId('vote-results').locator(`[data-testid="result-row"][data-seat="${seat}"]`);
      // A chip with the name, or with many rows the seat's number and the name for screen readers.
      await expect(row).toContainText(this.phone(seat).name);
      await expect(row.getByTestId('row-count')).toHaveText(String(votes));
    }
    // Anyone still at the table (the most voted may just have left it).
    const bystander = this.model.living().find((seat) => seat !== counts[0]?.[0])!;
    await expect(this.phone(bystander).page.getByRole('heading', { name: 'The result' })).toBeVisible();
    log(`  result: ${verdict}`);
  }

  /** The coin decides between the tied (RULES V5); returns the seat it chose, as the TV shows it. */
  async expectLot(between: number[]): Promise<number> {
    const phase = await this.waitTv({ name: 'lot' });
    expect(phase.lot?.between).toEqual(between);
    const chosen = phase.lot!.chosen;
    expect(between).toContain(chosen);
    await expect(this.tv.page.getByRole('heading', { name: 'The coin decides' })).toBeVisible();
    await expect(this.tvId('coin')).toBeVisible();
    await expect(this.tvId('lot-result')).toHaveText(`The coin chose ${this.tvWho(chosen)}`);
    const bystander = this.model.living().find((seat) => !between.includes(seat))!;
    const page = this.phone(bystander).page;
    await expect(page.getByRole('heading', { name: 'Coin toss' })).toBeVisible();
    await expect(page.getByText(`The coin chose ${this.who(chosen)}`)).toBeVisible();
    log(`  lot: ${chosen}`);
    return chosen;
  }

  /** A warning from the TV's host bar: the seat picker, then the player's phone and the TV's strip say so. */
  async warnFromTv(seat: number, count: number): Promise<void> {
    await this.tvId('warn').click();
    await this.tvId('warn-seat').filter({ hasText: this.phone(seat).name }).click();
    await this.expectWarning(seat, count);
  }

  /** Who holds the VIP's controls now, as the TV shows it (it passes on when the VIP leaves the table). */
  async vipSeat(): Promise<number> {
    return this.tv.page.evaluate(() => (document.querySelector('tv-app') as unknown as { snapshot: { vipSeat: number } }).snapshot.vipSeat);
  }

  /** The VIP's phone holds no warnings (H5: host powers stay with the host). */
  async expectVipMenu(vip: number): Promise<void> {
    const page = this.phone(vip).page;
    await page.getByTestId('vip-menu').click();
    await expect(page.getByTestId('vip-pause').or(page.getByTestId('vip-resume'))).toBeVisible();
    await expect(page.getByTestId('vip-extend')).toBeVisible();
    await expect(page.locator('phone-app').getByTestId(/^vip-(warn|skip)/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Close' }).click();
  }

  /** RULES L6: the warned player is told; the second warning removes him from the table. */
  private async expectWarning(seat: number, count: number): Promise<void> {
    const page = this.phone(seat).page;
    await expect(page.getByTestId('warning')).toHaveText(
      count < 2 ? `The host gave you a warning. Total: ${count}. Two and you are out.` : 'The host gave you a second warning: you are out of the game.',
    );
    const strip = this.tv.page.locator(`li[data-seat="${seat}"]`);
    if (count < 2) {
      await expect(strip.locator('.warn i')).toHaveCount(count);
    } else {
      this.model.leaveBy('warnings', seat);
      await expect(strip).toHaveClass(/dead/);
      await this.expectOut(seat, 'warnings');
    }
    log(`  warning ${count} to ${seat}`);
  }

  /** A tied candidate's justification speech (RULES V10), ended with "thank you"; the TV lists the tied. */
  async justification(seat: number, tied: number[]): Promise<void> {
    await this.waitTv({ name: 'justification', speaker: seat });
    await expect(this.tv.page.getByRole('heading', { name: 'Defence speeches' })).toBeVisible();
    await expect(this.tvId('speaker')).toHaveText(this.chip(seat));
    // Each tied candidate is listed. Not yet "only they": the TV lists every candidate of the
    // tied round (a 5–5–1 shows the third too), since the view has no tied seats during the
    // justifications — reported to the TV and engine owners.
    const tiedRow = this.tv.page.locator('tv-vote .row');
    for (const other of tied) await expect(tiedRow.locator('.chip').filter({ hasText: this.chip(other) })).toHaveCount(1);
    const page = this.phone(seat).page;
    await this.waitPhone(seat, { name: 'justification', speaker: seat });
    await expect(page.getByRole('heading', { name: 'You are speaking' })).toBeVisible();
    await expect(page.getByText('Your defence')).toBeVisible();
    const other = this.model.living().find((s) => s !== seat)!;
    await expect(this.phone(other).page.getByRole('heading', { name: 'Defence speeches' })).toBeVisible();
    await endSpeech(page);
    log(`  justification ${seat}`);
  }

  /** City: everyone answers whether all tied leave together. */
  async eliminateAll(candidates: number[], yes: number[], no: number[]): Promise<void> {
    await this.waitTv({ name: 'eliminateAll' });
    await expect(this.tv.page.getByRole('heading', { name: 'Eliminate all of them?' })).toBeVisible();
    const voters = [...yes, ...no];
    await Promise.all(
      voters.map(async (seat) => {
        await this.waitPhone(seat, { name: 'eliminateAll', prompt: 'eliminateAll' });
        const page = this.phone(seat).page;
        await expect(page.getByRole('heading', { name: 'Eliminate them all?' })).toBeVisible();
        await expect(page.getByText(`Out together: ${candidates.map((c) => this.who(c)).join(', ')}`)).toBeVisible();
      }),
    );
    await expect(this.tvId('vote-progress')).toHaveText(`Voted 0 of ${voters.length}`);
    const answer = async (seat: number, y: boolean) => {
      const page = this.phone(seat).page;
      await page.getByTestId(y ? 'eliminate-yes' : 'eliminate-no').click();
      const yes = candidates.length === 2 ? 'Eliminate both' : 'Eliminate all';
      await expect(page.getByText(`Your answer: ${y ? yes : 'No, they stay'}`).or(roundClosed(page))).toBeVisible();
    };
    const all: [number, boolean][] = [...yes.map((s): [number, boolean] => [s, true]), ...no.map((s): [number, boolean] => [s, false])];
    const last = all.pop()!;
    await Promise.all(all.map(([s, y]) => answer(s, y)));
    await expect(this.tvId('vote-progress')).toHaveText(`Voted ${voters.length - 1} of ${voters.length}`);
    await answer(...last);
    log(`  eliminate all: yes ${yes.join(',')} no ${no.join(',')}`);
  }

  /**
   * A last word (classic) or a farewell (City): the TV shows the departing
   * player and his card; the phone offers its one choice, then "thank you".
   */
  async lastWord(seat: number, options: { guess?: number; reveal?: { target: number; isMafia: boolean } } = {}): Promise<void> {
    await this.waitTv({ name: 'lastWord', speaker: seat });
    const city = this.preset === 'city';
    await expect(this.tv.page.getByRole('heading', { name: city ? 'Farewell' : 'Last word', exact: true })).toBeVisible();
    await expect(this.tvId('speaker')).toHaveText(this.chip(seat));
    if (this.cardsShown) await expect(this.tv.page.locator('tv-last-word .card')).toHaveText(ROLE_TITLE[this.model.roleOf(seat)]);
    else await expect(this.tv.page.locator('tv-last-word .card')).toHaveCount(0);
    const page = this.phone(seat).page;
    await this.waitPhone(seat, { name: 'lastWord', speaker: seat });
    if (options.guess !== undefined) {
      await expect(page.getByRole('heading', { name: 'Your last guess' })).toBeVisible();
      await page.getByTestId(`guess-${options.guess}`).click();
      await expect(page.getByText(`You named ${this.who(options.guess)}`)).toBeVisible();
      const shown = this.tvId('last-guess');
      await expect(shown).toContainText(`${this.tvWho(seat)} suspects`);
      await expect(shown.locator('.chip')).toHaveText(this.chip(options.guess));
    } else if (options.reveal !== undefined) {
      const { target, isMafia } = options.reveal;
      await expect(page.getByRole('heading', { name: 'Reveal one of your checks' })).toBeVisible();
      await page.getByTestId(`reveal-${target}`).click();
      await expect(page.getByText(`You revealed ${this.who(target)}`)).toBeVisible();
      const shown = this.tvId('revealed-check');
      await expect(shown.locator('.chip')).toHaveText(this.chip(target));
      await expect(shown).toContainText(isMafia ? 'is mafia' : 'is not mafia');
    } else {
      await expect(page.getByRole('heading', { name: 'You are speaking' })).toBeVisible();
      await expect(page.getByText('Last word')).toBeVisible();
    }
    await endSpeech(page);
    log(`  last word ${seat}`);
  }

  /**
   * The out-of-game screen and why; at a night step the eliminated make the
   * same moves as everyone, on the same grid, told their marks are not counted.
   */
  async expectOut(seat: number, cause: 'voted' | 'warnings' | 'killed'): Promise<void> {
    const page = this.phone(seat).page;
    const text = { voted: 'You were voted out.', warnings: 'You were removed after warnings.', killed: 'You were killed at night.' }[cause];
    const out = page.getByTestId('out');
    const atNightStep = page.getByTestId('night-out');
    await expect(out.or(atNightStep)).toBeVisible();
    // The phone may turn from one screen to the other between two looks (a night step
    // starts): each try reads one screen whole, and tries again if it changed under it.
    await expect(async () => {
      if (await atNightStep.isVisible()) {
        await expect(atNightStep).toHaveText(OUT_AT_NIGHT, { timeout: 500 });
        return;
      }
      await expect(out).toHaveText('You are out of the game', { timeout: 500 });
      // At night every eliminated phone reads the same, why one left included (no-tells); by day it says why.
      await expect(page.getByText(text).or(page.getByText('Night. Stay silent and look at your own screen only.'))).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
  }

  // --- Game over ---------------------------------------------------------------

  /** The winner and every card on the TV and on every phone, as the model of the table says. */
  async expectGameOver(): Promise<Side> {
    const winner = this.model.winner();
    expect(winner, 'the driven eliminations end the game').not.toBeNull();
    await this.waitTv({ name: 'gameOver' });
    const wins = SIDE_WINS[this.preset][winner!];
    // The TV stages the end: the winner alone (every card face down), then each card turned
    // one by one, then the story page by page. It runs on its own; the host may skip to the story.
    await expect(this.tvId('winner')).toHaveText(wins);
    await expect(this.tvId('turned-card')).toBeVisible({ timeout: 15_000 });
    // While the TV turns the cards, no phone shows another's: each waits for the TV.
    await Promise.all(this.phones.map(({ page }) => expect(page.getByTestId('cards-on-tv')).toBeVisible()));
    await this.tvId('recap-skip').click();
    await expect(this.tvId('recap-step')).toContainText('Night 1');
    await expect(this.tvId('winner')).toHaveText(wins);
    const cards = this.tvId('cards').locator('li');
    await expect(cards).toHaveCount(this.phones.length);
    for (const { seat } of this.phones) {
      await expect(cards.nth(seat - 1).locator('.seat-label')).toHaveText(this.chip(seat));
      await expect(cards.nth(seat - 1).locator('.role')).toHaveText(ROLE_TITLE[this.model.roleOf(seat)]);
      const exit = this.model.exits.get(seat);
      await expect(cards.nth(seat - 1).locator('.fate')).toHaveText(exit ? EXIT_FATE[exit] : 'alive');
    }
    await expect(this.tvId('timeline')).toBeVisible();
    await expect(this.tvId('play-again')).toBeVisible();
    await Promise.all(
      this.phones.map(async ({ seat, page }) => {
        const banner = page.getByTestId('winner');
        await expect(banner).toContainText(wins);
        await expect(banner).toContainText(this.model.sideOf(seat) === winner ? 'You won!' : 'You lost');
        await expect(page.getByTestId('cards-on-tv')).toBeHidden();
        const rows = page.getByTestId('all-cards').locator('li');
        await expect(rows).toHaveCount(this.phones.length);
        for (const other of this.phones) await expect(rows.nth(other.seat - 1).locator('strong')).toHaveText(ROLE_TITLE[this.model.roleOf(other.seat)]);
      }),
    );
    log(`game over: ${winner}`);
    return winner!;
  }

  /**
   * The night timeline and the day rounds on the game-over screen (RULES W7)
   * hold these entries, written as the TV shows them with the spaces left out,
   * e.g. `Doctor4→6Egorhealed` (see `timelineSeat`).
   */
  async expectTimeline(entries: string[]): Promise<void> {
    // The story is paged: back to its first page with the remote's Left, then each page with Right.
    const total = Number((await this.tvId('page-no').textContent())?.match(/\/\s*(\d+)/)?.[1] ?? 1);
    for (let i = 0; i < total; i++) await this.tv.page.keyboard.press('ArrowLeft');
    const rows: string[] = [];
    for (let p = 1; p <= total; p++) {
      if (total > 1) await expect(this.tvId('page-no')).toContainText(`${p} / ${total}`);
      rows.push(...(await this.tvId('timeline').locator('.event').allTextContents()).map((row) => row.replace(/\s+/g, '')));
      if (p < total) await this.tv.page.keyboard.press('ArrowRight');
    }
    for (const row of rows) log(`  timeline: ${row}`);
    for (const entry of entries) expect(rows, `the timeline shows ${entry}`).toContain(entry.replace(/\s+/g, ''));
  }

  /** A seat's chip in the timeline, without spaces: "6Egor". */
  timelineSeat(seat: number): string {
    return `${seat}${this.phone(seat).name}`;
  }

  /**
   * The leak audit (tests/support/leak-audit.ts) of every frame each phone
   * received, against the deal the players read from their cards and the
   * TV's public views; and no frame but a view ever names a card. Returns the
   * number of views audited.
   */
  async auditLeaks(): Promise<number> {
    const record = await publicViews(this.tv.page);
    const roles = this.phones.map((phone) => phone.role!);
    let views = 0;
    for (const phone of this.phones) {
      const frames = await receivedFrames(phone.page);
      const audit = auditFrames(frames, { publicViews: record, roles });
      expect(audit.findings.slice(0, 10), `seat ${phone.seat} (${phone.role})`).toEqual([]);
      expect(audit.seat).toBe(phone.seat);
      expect(audit.reachedGameOver).toBe(true);
      views += audit.views;
      const others = frames.filter((frame) => !['view', 'part'].includes((frame as { t?: string }).t ?? ''));
      const carded = others.filter((frame) => /"(role|revealedRole)"/.test(JSON.stringify(frame)));
      expect(carded, `seat ${phone.seat}: frames other than views never carry a card`).toEqual([]);
    }
    this.auditIsNotBlind(await receivedFrames(this.phones[0]!.page), record, roles);
    log(`leak audit: ${views} views`);
    return views;
  }

  /** The same frames, doctored the ways a leak would look, are caught: the audit above could have failed. */
  private auditIsNotBlind(frames: unknown[], record: Awaited<ReturnType<typeof publicViews>>, roles: Role[]): void {
    const firstView = frames.findIndex((frame) => (frame as { t?: string }).t === 'view');
    const view = (frames[firstView] as { view: SeatView }).view;
    // A seat whose card this phone may not know: for a black phone, a teammate's card is no leak.
    const mates = new Set(view.teammates.map((mate) => mate.seat));
    const other = view.seats.find((seat) => seat.seat !== view.seat && seat.alive && !mates.has(seat.seat))!.seat;
    const doctored = (change: (copy: SeatView) => void): number => {
      const copy = structuredClone(frames);
      change((copy[firstView] as { view: SeatView }).view);
      return auditFrames(copy, { publicViews: record, roles }).findings.length;
    };
    expect(doctored((v) => (v.seats[other - 1]!.revealedRole = roles[other - 1]!))).toBeGreaterThan(0);
    expect(doctored((v) => v.teammates.push({ seat: other, role: roles[other - 1]! }))).toBeGreaterThan(0);
    expect(doctored((v) => (v.role = roles.find((role) => role !== v.role)!))).toBeGreaterThan(0);
    if (view.side !== 'mafia') expect(doctored((v) => v.teamPicks.push({ seat: other, target: view.seat, declined: false }))).toBeGreaterThan(0);
    if (!['commissar', 'sheriff', 'don'].includes(view.role)) {
      expect(doctored((v) => v.checks.push({ night: 1, target: other, question: 'isMafia', answer: false }))).toBeGreaterThan(0);
    }
  }
}

/** The setup screen: preset, players, optional roles, the quick pace and a few timers. */
async function setUpOnTv(page: Page, options: TableOptions): Promise<void> {
  await page.getByTestId('change-setup').click();
  if (options.preset === 'city') await page.getByTestId('preset-city').click();
  await expect(page.getByTestId('preset-' + options.preset)).toHaveAttribute('aria-pressed', 'true');
  const players = page.getByTestId('players-value');
  for (let i = 0; i < 20; i++) {
    const value = Number(await players.textContent());
    if (value === options.players) break;
    await page.getByTestId(value < options.players ? 'players-more' : 'players-less').click();
    await expect(players).not.toHaveText(String(value));
  }
  await expect(players).toHaveText(String(options.players));
  for (const role of options.extraRoles ?? []) {
    const toggle = page.getByTestId(`role-${role}`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }
  await page.getByTestId('scale-0.5').click();
  await expect(page.getByTestId('scale-0.5')).toHaveAttribute('aria-pressed', 'true');
  for (const [key, seconds] of Object.entries(options.timers ?? {})) {
    const value = page.getByTestId(`timer-${key}-value`);
    for (let i = 0; i < 40; i++) {
      const now = parseInt((await value.textContent()) ?? '', 10);
      if (now === seconds) break;
      await page.getByTestId(`timer-${key}-${now < seconds! ? 'more' : 'less'}`).click();
      await expect(value).not.toHaveText(`${now} s`);
    }
    await expect(value).toHaveText(`${seconds} s`);
  }
  await page.getByTestId('setup-done').click();
  const preset = options.preset === 'city' ? 'City' : 'Classic';
  await expect(page.getByTestId('setup-summary')).toContainText(preset);
  await expect(page.getByTestId('setup-summary')).toContainText(`${options.players} players`);
}

/**
 * leak-audit.ts compares the teammates it saw, sorted as strings, with the
 * team in seat order, so a team such as 6 and 11 is reported as a mismatch
 * of "6,11" against "6,11". Such a finding is dropped here when both lists
 * hold the same seats; any real mismatch stays.
 */
/** The last ballot may close the round at once: the phone then shows the result, its own exit, or the game's end. */
function roundClosed(page: Page): Locator {
  return page
    .getByRole('heading', { name: 'The result' })
    .or(page.getByTestId('out'))
    .or(page.getByTestId('game-over'));
}

/** A phone opens the QR link with its frames recorded (for the leak audit). */
async function openJoinLink(browser: Devices, joinUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPhone(browser, joinUrl, { tap: true });
  await expect(page.getByTestId('name')).toBeVisible({ timeout: 20_000 });
  return { context, page };
}

/** Types the name, joins and waits for the seat number. */
async function join({ context, page }: { context: BrowserContext; page: Page }, name: string): Promise<PhoneSeat> {
  await typeNameAndJoin(page, name);
  const seatNumber = page.getByTestId('seat-number');
  await expect(seatNumber).toHaveText(/^\d+$/, { timeout: 20_000 });
  return { seat: Number(await seatNumber.textContent()), name, context, page, role: null };
}

/** A speech ends by holding its button (a tap does nothing, so a stray touch never ends one). */
async function endSpeech(page: Page): Promise<void> {
  await holdToAct(page, page.getByTestId('thank-you'));
}

/**
 * Press and hold the card, read its face, let go: the face is gone again. At a
 * night step and in the deal the thumb stays down until the face's bar is
 * full (a shorter hold does not count: role-card.ts PEEK_MS); the face is read
 * as it first shows, as a player reads while the bar fills (at the deal's last
 * look the night may begin the moment the bar is full). With `more`, by day,
 * the thumb slides up to the second page (the team, the checks) first.
 */
async function readCard(page: Page, options: { more?: boolean } = {}): Promise<CardFace> {
  const card = page.getByTestId('card');
  await expect(card).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('card-face')).toHaveCount(0);
  await watchFace(page);
  await card.hover();
  await page.mouse.down();
  const face = page.getByTestId('card-face');
  await expect(face).toBeVisible();
  const bar = face.getByTestId('card-peek');
  let read: CardFace;
  if (await bar.count()) {
    read = (await (await page.waitForFunction(() => (window as unknown as { __firstFace?: unknown }).__firstFace)).jsonValue()) as CardFace;
    await expect(bar).toHaveText(/Done — you can let go/);
  } else {
    if (options.more) {
      const box = (await card.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y - 100, { steps: 4 });
      await expect(face).toHaveAttribute('data-page', '2');
    }
    read = await faceOf(face);
  }
  await page.mouse.up();
  await expect(face).toHaveCount(0);
  return read;
}

interface CardFace {
  title: string;
  text: string;
  thumbs: string[];
}

/**
 * Keeps the card's face as it is first drawn after the press (a MutationObserver
 * runs before any later message can change the view): what the player reads
 * while the bar fills. A loaded machine may answer the driver's next question
 * well after the bar is full, when the last look of the deal has already begun
 * the night.
 */
async function watchFace(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __firstFace?: unknown };
    w.__firstFace = null;
    const root = document.querySelector('phone-app')!.shadowRoot!.querySelector('phone-role-card')!.shadowRoot!;
    const observer = new MutationObserver(() => {
      const face = root.querySelector('[data-testid="card-face"]');
      if (!face) return;
      observer.disconnect();
      w.__firstFace = {
        title: (face.querySelector('.role')?.textContent ?? '').trim(),
        text: (face.textContent ?? '').replace(/\s+/g, ' '),
        thumbs: [...face.querySelectorAll('svg.thumb')].map((svg) => (svg.classList.contains('up') ? 'up' : 'down')),
      };
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** The face's role, its whole text and its check signs, read at one moment. */
async function faceOf(face: Locator): Promise<CardFace> {
  const read = await face.evaluate((el) => ({
    title: el.querySelector('.role')?.textContent ?? '',
    // textContent: innerText would carry the labels' CSS upper case.
    text: el.textContent ?? '',
    thumbs: [...el.querySelectorAll('svg.thumb')].map((svg) => (svg.classList.contains('up') ? 'up' : 'down')),
  }));
  return { title: read.title.trim(), text: read.text.replace(/\s+/g, ' '), thumbs: read.thumbs };
}
