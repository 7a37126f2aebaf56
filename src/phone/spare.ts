/**
 * The TV sends a moment's view twice: on the reliable channel, and a spare copy
 * that may be lost but is never held behind a lost packet (Channel.sendSpare).
 * On a lossy Wi-Fi the reliable copy of a frame that lost a packet waits for
 * SCTP to send it again, often past the moment; the spare seldom loses the
 * same packet. This decides which copy is news:
 *
 *  - a spare copy is shown only if it is a moment's view sent after every view
 *    shown so far (its TV clock `now` is later), and only once this channel
 *    has brought a reliable view (the phone is seated); else it is dropped;
 *  - the reliable channel's views come in the TV's order: once a spare copy
 *    has been shown ahead of its reliable copy, every reliable view up to that
 *    copy is older news and is dropped, the copy itself included (a view
 *    sent later, by the TV's clock, is news even so).
 *
 * Only views: every other message comes on the reliable channel alone.
 */
import type { HostMessage } from '../protocol/messages';

/** Spare copies shown whose reliable copies have not come yet, at most (a bound against a channel gone strange). */
const MAX_AHEAD = 32;

export class SpareCopies {
  /** The TV clock of the last view shown. */
  private lastNow = -Infinity;
  /** The frames of spare copies shown ahead of their reliable copies, in the order shown (the TV's order). */
  private ahead: string[] = [];

  /** A frame from the reliable channel: whether it is news. */
  reliable(frame: unknown, message: HostMessage): boolean {
    if (message.t !== 'view') return true;
    const shown = this.ahead.indexOf(frame as string);
    if (shown >= 0) {
      // A copy already shown: it and every spare before it have caught up.
      this.ahead.splice(0, shown + 1);
      return false;
    }
    // Sent before a spare copy already shown: older news.
    if (this.ahead.length && !(message.now > this.lastNow)) return false;
    this.ahead = [];
    this.lastNow = message.now;
    return true;
  }

  /** A frame from the spare path: whether it is news. */
  spare(frame: unknown, message: HostMessage): boolean {
    // None before this channel's first reliable view: a spare may overtake the welcome, and a view the session
    // could not yet believe would, taken as shown, drop its reliable copy that comes after the welcome.
    if (this.lastNow === -Infinity || message.t !== 'view' || message.at === undefined || !(message.now > this.lastNow)) return false;
    this.lastNow = message.now;
    this.ahead.push(frame as string);
    if (this.ahead.length > MAX_AHEAD) this.ahead.shift();
    return true;
  }
}
