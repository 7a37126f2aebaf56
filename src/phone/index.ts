/**
 * The phone's wiring in one call: the join link's parameters, the signaling
 * settings it carries (or `./signaling.json`, or the cloud), PeerJS and
 * localStorage. src/main-phone.ts:
 *
 *   const session = await createPhoneSession(location.search);
 *   session.subscribe(render);   // PhoneSnapshot → the phone's screens
 *   session.start();             // a stored seat is taken back by itself
 *   // the UI calls session.join(name), act(intent), host(action), enterCode(code)
 */
import { PeerJsPhoneTransport } from '../net/peerjs';
import { loadLocalSignaling, peerOptions, readJoinParams } from '../net/signaling';
import { PhoneSession } from './session';

export { PhoneSession } from './session';
export type { PhoneSessionOptions } from './session';

export async function createPhoneSession(search: string): Promise<PhoneSession> {
  const params = readJoinParams(search);
  // A LAN link (npm start) was opened from the party server itself: its signaling.json has the STUN/TURN and our credentials.
  const local = !params.sig || (params.sig.kind === 'custom' && params.sig.lan) ? await loadLocalSignaling() : null;
  const config = params.sig ?? local!.config;
  const lanIce = config.kind === 'custom' && config.lan ? (local?.iceServers ?? []) : [];
  return new PhoneSession({
    transport: new PeerJsPhoneTransport({ peerOptions: peerOptions(config, location, lanIce) }),
    room: { peerId: params.join, code: params.code },
  });
}
