// The parts of node-turn 0.0.6 (CommonJS, untyped) that server/ice-server.ts uses
// and server/turn-guard.ts patches: its constructor and start/stop, the allocation
// table it keeps as a plain object, the messages and replies it hands to its
// per-method events, and its authentication's credential and nonce hooks.
// Only what we read or replace is declared; the rest is left out.
declare module 'node-turn' {
  import type { EventEmitter } from 'node:events';

  namespace Turn {
    interface Options {
      listeningIps: string[];
      relayIps: string[];
      listeningPort: number;
      authMech: 'none' | 'short-term' | 'long-term';
      realm: string;
      credentials: Record<string, string>;
      debugLevel: 'OFF' | 'FATAL' | 'ERROR' | 'WARN' | 'INFO' | 'DEBUG' | 'TRACE' | 'ALL';
    }

    interface TransportAddress {
      address: string;
      port: number;
    }

    /** A relay socket node-turn opened for an allocation. */
    interface RelaySocket {
      close(): void;
    }

    interface Allocation {
      /** The credential that made it; null only under authMech 'none'. */
      user: { username: string } | null;
      relayedTransportAddress: TransportAddress;
      /** The client's 5-tuple: `dst` is the client as node-turn sees it. */
      transport: { dst: TransportAddress };
      /** When it expires, in ms since the epoch. */
      timeToExpiry: number;
      sockets: RelaySocket[];
    }

    /** The attributes read here, by name. */
    interface Attributes {
      username: string;
      lifetime: number;
      'xor-peer-address': TransportAddress;
    }

    interface Message {
      /** The allocation of the request's 5-tuple, if any. */
      allocation: Allocation | null;
      transport: { src: TransportAddress };
      getAttribute<Name extends keyof Attributes>(name: Name): Attributes[Name] | undefined;
      getAttributes<Name extends keyof Attributes>(name: Name): Attributes[Name][];
    }

    interface Reply {
      reject(code: number, reason: string): void;
      discard(): void;
    }

    interface Authentication {
      /** Looked up as `credentials[username]`: a username's password, or undefined. */
      credentials: Record<string, string | undefined>;
      generateNonce(): string;
      checkNonce(nonce: string): boolean;
    }

  }

  class Turn extends EventEmitter {
    constructor(options: Turn.Options);
    /** Keyed by the client's 5-tuple. */
    allocations: Record<string, Turn.Allocation>;
    authentification: Turn.Authentication;
    start(): void;
    stop(): void;
  }

  export = Turn;
}
