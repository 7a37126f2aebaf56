/**
 * The render context every phone screen takes: the snapshot, the language and
 * the clock's reading, plain data; a screen's moves leave its element as events
 * (events.ts). Its own small module because the join screen needs it before
 * the game's screens (parts.ts and the rest) have loaded.
 */
import type { Preset, SeatView } from '../../engine/types';
import type { Notes } from '../../phone/notes';
import type { PhoneSnapshot } from '../../phone/snapshot';
import type { Lang, Params } from '../shared/i18n';
import { t, type PhoneKey } from './strings';

/** The phone's words in the player's language and the names at the table: what a piece of a screen (parts.ts) needs to say something. */
export interface Words {
  t(key: PhoneKey, params?: Params): string;
  name(seat: number): string;
  /** "3 · Anna": seat number and name. */
  who(seat: number): string;
  /** This player's private notes (notes-sheet.ts): their colour shows beside each seat on the lists. */
  notes?: Notes;
}

/** What a screen needs to render: the snapshot, the language and the clock's reading. */
export interface Ctx extends Words {
  snap: PhoneSnapshot;
  lang: Lang;
  now: number;
}

/** A screen in a game also has the seat's view. */
export interface GameCtx extends Ctx {
  view: SeatView;
  preset: Preset;
}

export function makeCtx(snap: PhoneSnapshot, lang: Lang, now: number): Ctx {
  const names = new Map<number, string>();
  for (const p of snap.lobby?.players ?? []) names.set(p.seat, p.name);
  for (const s of snap.view?.seats ?? []) names.set(s.seat, s.name);
  return {
    snap,
    lang,
    now,
    t: (key, params) => t(lang, key, params),
    name: (seat) => names.get(seat) ?? '?',
    who: (seat) => `${seat} · ${names.get(seat) ?? '?'}`,
  };
}
