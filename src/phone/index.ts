/**
 * The phone's wiring in one call: the join link's parameters, the signaling
 * settings it carries (or `./signaling.json`, or the cloud), PeerJS and
 * localStorage. src/main-phone.ts:
 *
 *   const session = await createPhoneSession(location.search, location.hash);
 *   session.subscribe(render);   // PhoneSnapshot → the phone's screens
 *   session.start();             // a stored seat is taken back by itself
 *   // the UI calls session.join(name), act(intent), host(action), enterCode(code)
 */
import { tableIceServers } from '../net/ice-room';
import { PeerJsPhoneTransport } from '../net/peerjs';
import { loadLocalSignaling, peerOptions, readJoinParams } from '../net/signaling';
import { PhoneSession } from './session';
import { browserStorage, PhoneMemory } from './storage';

export { PhoneSession } from './session';
export type { PhoneSessionOptions } from './session';

/** `hash`: the link's fragment, where the room code and key ride (see net/signaling.ts joinLink). */
export async function createPhoneSession(search: string, hash = ''): Promise<PhoneSession> {
  const params = readJoinParams(search, hash);
  // A LAN link (npm start) was opened from the party server itself: its signaling.json has the STUN/TURN.
  const local = !params.sig || (params.sig.kind === 'custom' && params.sig.lan) ? await loadLocalSignaling() : null;
  const config = params.sig ?? local!.config;
  const lanIce = config.kind === 'custom' && config.lan ? (local?.iceServers ?? []) : [];
  // TURN is the table's: its credentials come from the room key the QR link carries (or a code join stored).
  const key = params.key ?? (params.join ? new PhoneMemory(browserStorage()).roomKey(params.join) : null);
  const lan = config.kind === 'custom' && config.lan && local;
  const ice = lan && params.join && key ? tableIceServers(lanIce, local.turnUrls, { peerId: params.join, key }) : lanIce;
  return new PhoneSession({
    transport: new PeerJsPhoneTransport({ peerOptions: peerOptions(config, location, ice) }),
    room: { peerId: params.join, code: params.code, key: params.key },
  });
}
