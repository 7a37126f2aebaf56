/**
 * The join handshake's decision: who a hello is, or why it is refused.
 * Pure: the session applies the outcome (binding, welcome, persistence).
 */
import { PROTOCOL_VERSION } from '../protocol/messages';
import type { RefusalReason } from '../phone/snapshot';
import { addPlayer, byToken, cleanName, isFull, type Lobby, type Player } from './lobby';

export interface Hello {
  v: number;
  name: string | null;
  token: string | null;
}

export type Admission =
  | { ok: false; reason: RefusalReason }
  /** `lobby` is the new lobby when a player was added, the same one for a reclaimed seat. */
  | { ok: true; player: Player; lobby: Lobby; added: boolean };

/**
 * The order matters: the version first (another version cannot even be read
 * reliably), then a token (a returning player gets the seat back whatever the
 * phase), then the rules for new names.
 */
export function admit(lobby: Lobby, hello: Hello, gameRunning: boolean, fresh: () => { id: string; token: string }): Admission {
  if (hello.v !== PROTOCOL_VERSION) return { ok: false, reason: 'version' };
  if (hello.token !== null) {
    const player = byToken(lobby, hello.token);
    if (player && !player.bot) return { ok: true, player, lobby, added: false };
    if (lobby.revoked.includes(hello.token)) return { ok: false, reason: 'removed' };
    // An unknown token with no name cannot become a new player; the phone forgets it and asks for a name.
    if (hello.name === null && !gameRunning) return { ok: false, reason: 'badToken' };
  }
  if (gameRunning) return { ok: false, reason: 'started' };
  const name = cleanName(hello.name ?? '');
  if (!name) return { ok: false, reason: 'badName' };
  if (isFull(lobby)) return { ok: false, reason: 'full' };
  const next = addPlayer(lobby, { ...fresh(), name, bot: false });
  const player = next.players[next.players.length - 1] as Player;
  return { ok: true, player, lobby: next, added: true };
}
