/**
 * Joins the parts of a host message too large for one frame. Parts arrive in
 * order on the reliable channel; anything out of order starts over.
 */
import { MAX_MESSAGE_BYTES, type HostMessage } from '../protocol/messages';

type Part = Extract<HostMessage, { t: 'part' }>;

export class Parts {
  private id: number | null = null;
  private chunks: string[] = [];
  private length = 0;

  /** The whole message's text once its last part arrived, else null. */
  add(part: Part): string | null {
    if (part.n === 0) {
      this.id = part.id;
      this.chunks = [];
      this.length = 0;
    }
    if (part.id !== this.id || part.n !== this.chunks.length || part.n >= part.of) {
      this.id = null;
      return null;
    }
    this.chunks.push(part.data);
    this.length += part.data.length;
    if (this.length > MAX_MESSAGE_BYTES) {
      this.id = null;
      return null;
    }
    if (this.chunks.length < part.of) return null;
    const whole = this.chunks.join('');
    this.id = null;
    this.chunks = [];
    return whole;
  }
}
