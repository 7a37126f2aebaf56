/**
 * Channel binding (docs/PROTOCOL.md, "Channel binding"): what ties the join
 * handshake's proofs to one data channel, so that a device in the middle
 * cannot forward them between a phone and the TV.
 *
 * A WebRTC data channel runs over DTLS, and each end's certificate is pinned
 * by the `a=fingerprint:` line of its session description: the browser
 * refuses a DTLS peer whose certificate does not match the remote
 * description. So on an honest channel the phone's local fingerprint is the
 * one the TV reads as remote, and the other way round: both ends read the
 * same pair. A relay holds two DTLS sessions and cannot present the TV's
 * certificate to the phone (it lacks the TV's private key): the pairs the two
 * ends read differ, and so do the MACs over them.
 *
 * The transcript is role-tagged, not sorted: `tv=<fp>;phone=<fp>`, each
 * `<fp>` the sorted, de-duplicated list of that end's fingerprints as
 * `algorithm:HEX` (normally one, sha-256). Both ends build the same string
 * whichever side they are on.
 */

export type ChannelRole = 'tv' | 'phone';

const FINGERPRINT_LINE = /^a=fingerprint:(\S+)\s+([0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2})+)\s*$/gm;

/** The certificate fingerprints a session description pins, normalised; null when it pins none. */
export function fingerprintsOf(sdp: string | null | undefined): string | null {
  if (!sdp) return null;
  const found = new Set<string>();
  for (const match of sdp.matchAll(FINGERPRINT_LINE)) found.add(`${match[1]!.toLowerCase()}:${match[2]!.toUpperCase()}`);
  return found.size === 0 ? null : [...found].sort().join(',');
}

/** The transcript of one channel from its two ends' fingerprints, tagged by role. */
export function bindingOf(tv: string, phone: string): string {
  return `tv=${tv};phone=${phone}`;
}

/**
 * The binding as one end reads it from its own RTCPeerConnection: its local
 * description is its own certificate, the remote one the other end's. Null
 * while either description is missing or pins no fingerprint.
 */
export function bindingFromDescriptions(role: ChannelRole, localSdp: string | null | undefined, remoteSdp: string | null | undefined): string | null {
  const local = fingerprintsOf(localSdp);
  const remote = fingerprintsOf(remoteSdp);
  if (!local || !remote) return null;
  return role === 'tv' ? bindingOf(local, remote) : bindingOf(remote, local);
}
