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
import { PeerJsPhoneTransport } from '../net/peerjs';
import { loadLocalSignaling, peerOptions, readJoinParams } from '../net/signaling';
import { PhoneSession } from './session';

export { PhoneSession } from './session';
export type { PhoneSessionOptions } from './session';

/** `hash`: the link's fragment, where the room code and key ride (see net/signaling.ts joinLink). */
export async function createPhoneSession(search: string, hash = ''): Promise<PhoneSession> {
  const params = readJoinParams(search, hash);
  const config = params.sig ?? (await loadLocalSignaling()).config;
  return new PhoneSession({
    transport: new PeerJsPhoneTransport({ peerOptions: peerOptions(config) }),
    room: { peerId: params.join, code: params.code, key: params.key },
  });
}
