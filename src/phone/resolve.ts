/**
 * A typed room code → the room's peer ID, by asking the code peer
 * `citysleeps-code-<CODE>` that the TV registers while joins are open.
 */
import type { Clock } from '../base/clock';
import { codePeerId } from '../net/ids';
import { ConnectError, type PhoneTransport } from '../net/transport';
import { encodeFrame, parseResolveReply, PROTOCOL_VERSION, type ResolveReply } from '../protocol/messages';

const RESOLVE_TIMEOUT_MS = 8000;

/** The code peer's answer; rejects with a ConnectError when it cannot be reached or does not answer. */
export async function resolveCode(transport: PhoneTransport, clock: Clock, code: string): Promise<ResolveReply> {
  const channel = await transport.connect(codePeerId(code));
  return new Promise<ResolveReply>((resolve, reject) => {
    const timer = clock.setTimeout(() => finish(new ConnectError('timeout')), RESOLVE_TIMEOUT_MS);
    let done = false;
    const finish = (outcome: ResolveReply | ConnectError) => {
      if (done) return;
      done = true;
      clock.clearTimeout(timer);
      channel.close();
      if (outcome instanceof ConnectError) reject(outcome);
      else resolve(outcome);
    };
    channel.onMessage((frame) => {
      const reply = parseResolveReply(frame);
      finish(reply.ok ? reply.message : new ConnectError('timeout'));
    });
    channel.onClose(() => finish(new ConnectError('timeout')));
    const request = encodeFrame({ t: 'resolve', v: PROTOCOL_VERSION });
    if (request) channel.send(request);
  });
}
