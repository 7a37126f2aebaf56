/**
 * Why a WebRTC connection attempt between a phone and the TV did not open,
 * told from what each side saw: the candidates it gathered itself and the
 * ones the other side sent. Both sides use it: the phone to say what is wrong
 * while it retries, the TV to say "phones are trying to connect and cannot".
 *
 * Candidates are counted, never kept: an address is not for the screens.
 */

export interface CandidateCount {
  /** Host candidates with a plain address. */
  host: number;
  /** Host candidates hidden behind an mDNS name (`….local`): they resolve only where multicast passes. */
  mdns: number;
  /** Server-reflexive (from STUN) and peer-reflexive: the real address as a server saw it. */
  srflx: number;
  /** Relayed through TURN. */
  relay: number;
}

export const NO_CANDIDATES: CandidateCount = { host: 0, mdns: 0, srflx: 0, relay: 0 };

export type IceFailure =
  /** The other side never answered the offer (the TV tab closed, asleep, or busy). */
  | 'noAnswer'
  /** A side has no address at all to offer (a network without a default route, and no STUN server reached). */
  | 'noAddress'
  /** Only mDNS names were offered and they did not resolve: the Wi-Fi drops multicast between devices. */
  | 'unresolved'
  /** Real addresses on both sides, and still no path: the Wi-Fi keeps devices apart (client isolation) or a firewall. */
  | 'unreachable'
  /** A path was found but the connection did not finish in time (a very slow or lossy Wi-Fi, or a busy device). */
  | 'slow';

export interface AttemptView {
  /** The other side's answer (phone) or offer (TV) arrived. */
  answered: boolean;
  /** ICE found a working pair ('connected' or 'completed' at some point). */
  iceConnected: boolean;
  local: CandidateCount;
  remote: CandidateCount;
}

function real(count: CandidateCount): number {
  return count.host + count.srflx + count.relay;
}

function any(count: CandidateCount): number {
  return real(count) + count.mdns;
}

/** The likeliest reason, from one side's view of a failed attempt. */
export function diagnose(view: AttemptView): IceFailure {
  if (!view.answered) return 'noAnswer';
  if (view.iceConnected) return 'slow';
  if (any(view.local) === 0 || any(view.remote) === 0) return 'noAddress';
  // mDNS names need multicast both ways; one side with a real address is enough for ICE (peer-reflexive).
  if (real(view.local) === 0 && real(view.remote) === 0) return 'unresolved';
  return 'unreachable';
}

/** Counts one candidate line (`candidate:… typ host …`) into `count`. Unknown text counts as nothing. */
export function countCandidate(count: CandidateCount, candidate: string): CandidateCount {
  const fields = candidate.trim().split(/\s+/);
  const typ = fields.indexOf('typ');
  const type = typ >= 0 ? fields[typ + 1] : undefined;
  const address = fields[4] ?? '';
  switch (type) {
    case 'host':
      return address.endsWith('.local') ? { ...count, mdns: count.mdns + 1 } : { ...count, host: count.host + 1 };
    case 'srflx':
    case 'prflx':
      return { ...count, srflx: count.srflx + 1 };
    case 'relay':
      return { ...count, relay: count.relay + 1 };
    default:
      return count;
  }
}
