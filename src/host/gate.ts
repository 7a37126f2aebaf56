/**
 * The door of the room: the join handshake on every channel, new names, seat
 * requests, and the seat tokens' rotation. See docs/PROTOCOL.md, "The join
 * handshake" and "Threat model".
 *
 *   phone                                   TV
 *   hello {v, nonce Np, cred}        →      picks the key K: the token of the
 *                                           seat `cred` names, else the room key
 *                                   ←       challenge {nonce Nt, tvProof(K, room, Np, Nt, B), by}
 *   (checks the TV's proof)
 *   prove {phoneProof(K, room, Np, Nt, B), device} →  checks it
 *                                   ←       welcome (the seat) | verified (a guest) | refused
 *   join {name} / ask {name, next}   →      welcome | waiting | refused
 *
 * Nothing secret crosses the wire but a token's first delivery (a welcome
 * that seats a new player, or a rekey after a deal). Replays die on the other
 * side's fresh nonce; a proof from another room dies on the room's ID; a
 * relayed one dies on the channel's binding B (both ends' DTLS fingerprints).
 */
import type { Clock, RandomBytes } from '../base/clock';
import { newNonce, newOpaqueId, newSeatToken } from '../net/ids';
import { credentialOf, phoneProof, sameProof, tvProof } from '../protocol/auth';
import { PROTOCOL_VERSION, type PhoneMessage } from '../protocol/messages';
import type { RefusalReason } from '../protocol/vocabulary';
import { admitName, challengeKey, checkName, claimRefusal, seatNew, type ChallengeKey } from './join';
import type { Links, PhoneLink } from './links';
import { allowBack, byCredential, confirmToken, isFull, isRevoked, rotateTokens, seatOf, withDevice, type Lobby } from './lobby';
import type { RoomIds } from './room';
import type { SeatRequestView } from './snapshot';

/** The handshake's state on one channel. */
export interface Handshake {
  stage: 'challenged' | 'guest' | 'waiting' | 'seated';
  phoneNonce: string;
  tvNonce: string;
  /** The seat the hello claimed (a credential), if any. */
  credential: string | null;
  challenge: ChallengeKey;
  /** The phone's device tag in this room, once it proved. */
  device: string | null;
  /** The channel's binding as the TV read it at the hello: both proofs cover it. */
  binding: string;
}

/** Seat requests the TV shows at once; later ones wait their turn behind them, in the order they came. */
export const MAX_REQUESTS = 8;
/**
 * Seat requests held in all, shown or waiting their turn; one more is refused
 * 'busy'. Eight fakes from key holders fill the shown rows, not the line: a
 * latecomer waits behind them and is shown once the host turns them away.
 */
export const MAX_WAITING = 32;
/** A phone the host turned away waits this long before its request reaches the TV again. */
export const DECLINE_WAIT_MS = 60_000;
/** Declined devices remembered at most (the oldest go first). */
const MAX_DECLINED = 256;
/** A request whose phone went away is kept this long for it to come back (its approval with it). */
export const REQUEST_ORPHAN_MS = 120_000;

interface SeatRequest {
  id: string;
  name: string;
  device: string;
  /** 'next': seated by itself when the next game is dealt; 'ask': the host's OK; 'back': a removed phone asks to return. */
  kind: 'next' | 'ask' | 'back';
  approved: boolean;
  link: PhoneLink | null;
  /** When its phone went away. */
  orphanedAt: number | null;
}

/** What the gate needs of the session. */
export interface GateHost {
  lobby(): Lobby;
  /** Takes the lobby as the new state: the screens at once, saved and sent after (outbox.ts). */
  commit(lobby: Lobby): void;
  /** Runs `run` once everything committed so far is durable: a token is never sent before the TV could lose it. */
  durable(run: () => void): void;
  /** Redraws the screens and resends the lobby's link dots (a request came or went). */
  refresh(): void;
  /** A phone was just bound: its own durable lobby or view. */
  sync(link: PhoneLink): void;
  /** Whether this player holds the VIP's controls now. */
  isVip(playerId: string): boolean;
  /** A game exists (running or over, until the TV closes it). */
  gameExists(): boolean;
  room(): RoomIds | null;
}

/** A deal's plan: the lobby with rotated tokens and the waiting phones seated, and whom to tell. */
export interface DealPlan {
  lobby: Lobby;
  seated: { link: PhoneLink; playerId: string }[];
  requests: string[];
}

export class Gate {
  private requests: SeatRequest[] = [];
  /** Device tag → when it may ask again, for phones the host turned away. */
  private declined = new Map<string, number>();

  constructor(
    private readonly links: Links,
    private readonly clock: Clock,
    private readonly random: RandomBytes,
    private readonly host: GateHost,
  ) {}

  /** Whether this gate answers a message kind. */
  static handles(message: PhoneMessage): message is Extract<PhoneMessage, { t: 'hello' | 'prove' | 'join' | 'ask' | 'ack' }> {
    return message.t === 'hello' || message.t === 'prove' || message.t === 'join' || message.t === 'ask' || message.t === 'ack';
  }

  receive(link: PhoneLink, message: Extract<PhoneMessage, { t: 'hello' | 'prove' | 'join' | 'ask' | 'ack' }>): void {
    switch (message.t) {
      case 'hello':
        return this.hello(link, message);
      case 'prove':
        return this.prove(link, message);
      case 'join':
        return this.join(link, message.name);
      case 'ask':
        return this.ask(link, message.name, message.next);
      case 'ack':
        return this.ack(link, message.cred);
    }
  }

  // --- The handshake ---------------------------------------------------------

  private hello(link: PhoneLink, hello: Extract<PhoneMessage, { t: 'hello' }>): void {
    // One handshake per channel: a proven channel never becomes another seat.
    if (link.handshake || link.playerId) return this.links.error(link, 'malformed');
    if (hello.v !== PROTOCOL_VERSION) return this.links.dismiss(link, { t: 'refused', reason: 'version' });
    const room = this.host.room();
    if (!room) return link.channel.close();
    // A channel whose binding cannot be read cannot be told from a relay's (docs/PROTOCOL.md, "Channel binding").
    const binding = link.channel.binding();
    if (!binding) return link.channel.close();
    const challenge = challengeKey(this.host.lobby(), hello.cred, room.key);
    const tvNonce = newNonce(this.random);
    link.handshake = { stage: 'challenged', phoneNonce: hello.nonce, tvNonce, credential: hello.cred, challenge, device: null, binding };
    const proof = tvProof(challenge.key, { roomPeerId: room.peerId, phoneNonce: hello.nonce, tvNonce, binding });
    this.links.send(link, { t: 'challenge', nonce: tvNonce, proof, by: challenge.by });
  }

  private prove(link: PhoneLink, prove: Extract<PhoneMessage, { t: 'prove' }>): void {
    const handshake = link.handshake;
    const room = this.host.room();
    if (!handshake || handshake.stage !== 'challenged' || !room) return this.links.error(link, 'malformed');
    const { phoneNonce, tvNonce, binding } = handshake;
    const expected = phoneProof(handshake.challenge.key, { roomPeerId: room.peerId, phoneNonce, tvNonce, binding });
    if (!sameProof(prove.proof, expected)) return this.links.dismiss(link, { t: 'refused', reason: 'badKey' });
    handshake.device = prove.device;
    this.links.verify(link);
    const lobby = this.host.lobby();
    if (handshake.challenge.by === 'seat') {
      // Still the same seat and token as when challenged (the host may have removed the player since).
      const claimed = handshake.credential ? byCredential(lobby, handshake.credential) : null;
      if (!claimed || claimed.player.id !== handshake.challenge.playerId || claimed.token !== handshake.challenge.key) {
        return this.links.dismiss(link, { t: 'refused', reason: 'removed' });
      }
      return this.reclaim(link, handshake, claimed.player.id, handshake.challenge.prior);
    }
    const refusal = claimRefusal(lobby, handshake.credential, prove.device, this.host.gameExists());
    if (refusal) return this.links.dismiss(link, { t: 'refused', reason: refusal });
    handshake.stage = 'guest';
    this.links.send(link, { t: 'verified' });
  }

  /** A proven token: the seat back, in any phase. A prior token is answered with the current one. */
  private reclaim(link: PhoneLink, handshake: Handshake, playerId: string, prior: boolean): void {
    let lobby = withDevice(this.host.lobby(), playerId, handshake.device ?? '');
    if (!prior) lobby = confirmToken(lobby, playerId);
    if (lobby !== this.host.lobby()) this.host.commit(lobby);
    const player = lobby.players.find((candidate) => candidate.id === playerId);
    if (!player) return;
    this.seat(link, handshake, playerId, prior ? player.token : null);
  }

  /**
   * Sends the welcome, then binds the channel to the player and sends it its
   * lobby or view (the phone believes those only once welcomed). A welcome
   * that hands out a token waits until the lobby holding it is durable.
   */
  private seat(link: PhoneLink, handshake: Handshake, playerId: string, token: string | null): void {
    handshake.stage = 'seated';
    link.waiting = false;
    const welcome = () => {
      const lobby = this.host.lobby();
      const player = lobby.players.find((candidate) => candidate.id === playerId);
      if (!player || !this.links.isOpen(link)) return;
      this.links.send(link, {
        t: 'welcome',
        seat: seatOf(lobby, playerId) ?? 0,
        name: player.name,
        token,
        vip: this.host.isVip(playerId),
        roomCode: this.host.room()?.code ?? '',
      });
      this.links.bind(link, playerId);
      this.host.sync(link);
    };
    if (token) this.host.durable(welcome);
    else welcome();
  }

  // --- New names and seat requests ---------------------------------------------

  private guest(link: PhoneLink): Handshake | null {
    const handshake = link.handshake;
    if (!handshake || (handshake.stage !== 'guest' && handshake.stage !== 'waiting') || !handshake.device) {
      this.links.error(link, 'notSeated');
      return null;
    }
    return handshake;
  }

  /**
   * A refusal of a name or a request leaves the channel open: the phone may
   * try another name, or ask for a seat, without a new handshake.
   */
  private refuse(link: PhoneLink, handshake: Handshake, reason: RefusalReason): void {
    handshake.stage = 'guest';
    link.waiting = false;
    this.links.send(link, { t: 'refused', reason });
  }

  private join(link: PhoneLink, typed: string): void {
    const handshake = this.guest(link);
    if (!handshake?.device) return;
    const device = handshake.device;
    const fresh = () => ({ id: newOpaqueId(this.random), token: newSeatToken(this.random) });
    const admission = admitName(this.host.lobby(), typed, device, { gameExists: this.host.gameExists() }, fresh);
    if (admission.kind === 'refused') return this.refuse(link, handshake, admission.reason);
    if (admission.kind === 'wait') return this.hold(link, handshake, admission.name, 'ask');
    this.dropRequest(device);
    this.host.commit(admission.lobby);
    this.seat(link, handshake, admission.player.id, admission.player.token);
  }

  private ask(link: PhoneLink, typed: string, next: boolean): void {
    const handshake = this.guest(link);
    if (!handshake?.device) return;
    const checked = checkName(typed);
    if (!checked.ok) return this.refuse(link, handshake, checked.reason);
    const lobby = this.host.lobby();
    const kind = isRevoked(lobby, null, handshake.device) ? 'back' : next ? 'next' : 'ask';
    this.hold(link, handshake, checked.name, kind);
  }

  /** Holds a seat request for this phone (one per phone: a new one replaces it, keeping the host's OK), then seats whom it can. */
  private hold(link: PhoneLink, handshake: Handshake, name: string, kind: SeatRequest['kind']): void {
    const device = handshake.device ?? '';
    this.purge();
    if ((this.declined.get(device) ?? 0) > this.clock.now()) return this.refuse(link, handshake, 'declined');
    const existing = this.requests.find((request) => request.device === device);
    if (!existing && this.live().length >= MAX_WAITING) return this.refuse(link, handshake, 'busy');
    if (existing) {
      if (existing.link && existing.link !== link) this.links.dismiss(existing.link, { t: 'refused', reason: 'replaced' });
      Object.assign(existing, { name, kind: existing.kind === 'back' ? 'back' : kind, link, orphanedAt: null });
    } else {
      this.requests.push({ id: newOpaqueId(this.random), name, device, kind, approved: false, link, orphanedAt: null });
    }
    handshake.stage = 'waiting';
    link.waiting = true;
    this.links.send(link, { t: 'waiting', next: kind === 'next' });
    if (!this.seatWaiting()) this.host.refresh();
  }

  private ack(link: PhoneLink, credential: string): void {
    const playerId = link.playerId;
    if (!playerId) return this.links.error(link, 'notSeated');
    const lobby = this.host.lobby();
    const player = lobby.players.find((candidate) => candidate.id === playerId);
    if (!player || credentialOf(player.token) !== credential) return;
    const confirmed = confirmToken(lobby, playerId);
    if (confirmed !== lobby) this.host.commit(confirmed);
  }

  // --- The host's side -------------------------------------------------------------

  /** The requests as the TV shows them: the first few of those whose phone is there to be told. */
  views(): SeatRequestView[] {
    return this.shown().map(({ id, name, kind, approved }) => ({ id, name, kind, approved }));
  }

  /**
   * The host's answer. Yes: seated at once when the table can take the phone,
   * else as soon as it can (between games); a removed phone may come back.
   * No: the phone is told, and may ask again later.
   */
  answer(id: string, accept: boolean): void {
    const request = this.requests.find((candidate) => candidate.id === id);
    if (!request) return;
    if (!accept) {
      this.decline(request);
      this.host.refresh();
      return;
    }
    request.approved = true;
    if (request.kind === 'back') this.host.commit(allowBack(this.host.lobby(), request.device));
    if (!this.seatWaiting()) this.host.refresh();
  }

  /** The host's "No to all": every shown request not yet let in is turned away, and the next in line are shown. */
  declineAll(): void {
    const shown = this.shown().filter((request) => !request.approved);
    if (shown.length === 0) return;
    for (const request of shown) this.decline(request);
    this.host.refresh();
  }

  /**
   * Seats, between games, every waiting phone the table can take: the ones
   * the host said yes to, and those waiting for the next game unless the table
   * is locked. True when anyone was seated.
   */
  seatWaiting(): boolean {
    if (this.host.gameExists()) return false;
    const plan = this.plan(this.host.lobby());
    if (plan.seated.length === 0) return false;
    this.host.commit(plan.lobby);
    this.welcome(plan);
    return true;
  }

  /**
   * A new game is about to be dealt: every human's token rotates, and (for
   * Play again) the phones waiting for it are seated at the end of the table.
   * Nothing is sent until `dealt`, after the deal has been saved.
   */
  prepareDeal(withWaiting: boolean): DealPlan {
    const rotated = rotateTokens(this.host.lobby(), () => newSeatToken(this.random));
    return withWaiting ? this.plan(rotated) : { lobby: rotated, seated: [], requests: [] };
  }

  /** After the deal, once its new tokens are durable: each bound phone gets its own, and each newly seated phone its welcome. */
  dealt(plan: DealPlan): void {
    this.host.durable(() => {
      for (const player of this.host.lobby().players) {
        if (player.bot || plan.seated.some((seated) => seated.playerId === player.id)) continue;
        const link = this.links.linkOf(player.id);
        if (link) this.links.send(link, { t: 'rekey', token: player.token });
      }
    });
    this.welcome(plan);
  }

  /** A channel closed: a request waiting on it keeps its place for a while. */
  linkClosed(link: PhoneLink): void {
    const request = this.requests.find((candidate) => candidate.link === link);
    if (!request) return;
    request.link = null;
    request.orphanedAt = this.clock.now();
    this.host.refresh();
  }

  /** A new room: nobody waits for the old one. */
  reset(): void {
    this.requests = [];
    this.declined.clear();
  }

  private plan(lobby: Lobby): DealPlan {
    const seated: DealPlan['seated'] = [];
    const requests: string[] = [];
    let next = lobby;
    for (const request of this.live()) {
      if (isFull(next)) break;
      const eligible = request.approved || (request.kind === 'next' && !next.locked);
      if (!eligible || !request.link || (isRevoked(next, null, request.device) && !request.approved)) continue;
      const admission = seatNew(next, request.name, request.device, () => ({ id: newOpaqueId(this.random), token: newSeatToken(this.random) }));
      if (admission.kind !== 'seated') continue;
      next = admission.lobby;
      seated.push({ link: request.link, playerId: admission.player.id });
      requests.push(request.id);
    }
    return { lobby: next, seated, requests };
  }

  private welcome(plan: DealPlan): void {
    this.requests = this.requests.filter((request) => !plan.requests.includes(request.id));
    for (const { link, playerId } of plan.seated) {
      const handshake = link.handshake;
      const player = this.host.lobby().players.find((candidate) => candidate.id === playerId);
      if (handshake && player) this.seat(link, handshake, playerId, player.token);
    }
  }

  /** Turns a request away: the phone is told (its channel stays open) and waits before it may ask again. */
  private decline(request: SeatRequest): void {
    this.requests = this.requests.filter((candidate) => candidate !== request);
    this.declined.delete(request.device);
    this.declined.set(request.device, this.clock.now() + DECLINE_WAIT_MS);
    while (this.declined.size > MAX_DECLINED) this.declined.delete(this.declined.keys().next().value ?? '');
    if (request.link?.handshake) this.refuse(request.link, request.link.handshake, 'declined');
  }

  private shown(): SeatRequest[] {
    this.purge();
    return this.live().slice(0, MAX_REQUESTS);
  }

  private dropRequest(device: string): void {
    this.requests = this.requests.filter((request) => request.device !== device);
  }

  private live(): SeatRequest[] {
    return this.requests.filter((request) => request.link !== null);
  }

  private purge(): void {
    const now = this.clock.now();
    this.requests = this.requests.filter((request) => request.orphanedAt === null || now - request.orphanedAt < REQUEST_ORPHAN_MS);
    for (const [device, until] of this.declined) if (until <= now) this.declined.delete(device);
  }
}
