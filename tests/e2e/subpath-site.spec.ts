// The deployed site as GitHub Pages serves it: the built dist/ as plain static
// files under a sub-path (/city-sleeps/), with nothing of `npm start` beside it
// (no signaling.json), and the TV's settings pointing at a self-hosted
// PeerServer on another port. A phone joins from the QR link and sees its
// card; the TV's service worker is scoped to the sub-path and loads the TV
// offline; the third-party notice is served there and names every package
// the app depends on.
//
// This machine has no internet and tests talk only to loopback: the TV's
// settings are in place before its first load (as the settings screen saves
// them), so it never tries the PeerJS cloud; and a deployed site keeps PeerJS's
// internet STUN/TURN, which each page's RTCPeerConnection is given no list of
// here (recorded, then emptied): tabs of one browser connect without them.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { expect, test, type BrowserContext } from '@playwright/test';
import { decodeSignaling } from '../../src/net/signaling';
import { fillWithBots, lobbyRoom, NARRATION_PACE, startGame, typeNameAndJoin } from '../support/party';

const SUB = '/city-sleeps/';

interface Served {
  origin: string;
  port: number;
  close(): Promise<void>;
}

function listen(app: express.Express, attach?: (server: http.Server) => void): Promise<Served> {
  const server = http.createServer(app);
  attach?.(server);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            // Upgraded (websocket) sockets outlive closeAllConnections: the pages are closed first.
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The build as a static host serves it under a sub-path, and nothing else. */
function staticSite(dir: string): Promise<Served> {
  const app = express();
  app.use(SUB, express.static(dir));
  return listen(app);
}

/** A self-hosted PeerServer, as the README's hardening section describes one, on a port of its own. */
function peerServer(): Promise<Served> {
  const app = express();
  return listen(app, (server) => {
    app.use('/signal', ExpressPeerServer(server, { path: '/', key: 'party', allow_discovery: false }));
  });
}

/** Records each RTCPeerConnection's ICE server URLs, then gives it none: nothing leaves this machine. */
async function noInternetIce(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = globalThis.RTCPeerConnection;
    const seen: string[][] = [];
    (globalThis as { __csIceAsked?: string[][] }).__csIceAsked = seen;
    globalThis.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        seen.push((config?.iceServers ?? []).flatMap((server) => [server.urls].flat()));
        super({ ...config, iceServers: [] });
      }
    };
  });
}

/** Every request and socket a context opens that is not to this machine's loopback. */
function offLoopback(context: BrowserContext): string[] {
  const away: string[] = [];
  const check = (url: string) => {
    if (!/^(https?|wss?):\/\/127\.0\.0\.1:/.test(url) && !/^(data|blob|chrome-extension):/.test(url)) away.push(url);
  };
  context.on('request', (request) => check(request.url()));
  context.on('page', (page) => page.on('websocket', (socket) => check(socket.url())));
  return away;
}

test('@reach the built site from a sub-path with a self-hosted PeerServer: join from the QR link, offline TV', async ({ browser }) => {
  const site = await staticSite(process.env.CS_DIST_DIR ?? path.resolve('dist'));
  const signal = await peerServer();
  const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US', hasTouch: true, isMobile: true });
  const away = [...[tvContext, phoneContext].map(offLoopback)];
  try {
    await noInternetIce(tvContext);
    await noInternetIce(phoneContext);
    const server = { kind: 'custom', host: '127.0.0.1', port: signal.port, path: '/signal', key: 'party', secure: false };
    await tvContext.addInitScript(
      ({ choice, pace }) => {
        if (!localStorage.getItem('citysleeps.tv.settings')) localStorage.setItem('citysleeps.tv.settings', JSON.stringify({ signaling: choice }));
        // The narrator at the tests' pace, as openTv() sets it (src/narrator/paced-voice.ts).
        (globalThis as { __csNarrationPace?: number }).__csNarrationPace = pace;
      },
      { choice: server, pace: NARRATION_PACE },
    );

    const tv = await tvContext.newPage();
    await tv.goto(`${site.origin}${SUB}`);
    await tv.getByTestId('new-game').click();
    const { joinUrl } = await lobbyRoom(tv);
    // The QR link stays under the sub-path and carries the TV's own server to the phones.
    const link = new URL(joinUrl);
    expect(link.origin + link.pathname).toBe(`${site.origin}${SUB}`);
    expect(decodeSignaling(link.searchParams.get('sig'))).toEqual({ ...server, kind: 'custom' });

    const phone = await phoneContext.newPage();
    await phone.goto(joinUrl);
    await typeNameAndJoin(phone, 'Vera');
    await expect(phone.getByTestId('seat-number')).toContainText('1');
    await fillWithBots({ page: tv });
    await startGame({ page: tv }, { deal: 'wait' });
    // The card, pressed and held: its face shows the player's role.
    await phone.getByTestId('card').hover();
    await phone.mouse.down();
    await expect(phone.getByTestId('card-goal')).not.toBeEmpty();
    await phone.mouse.up();

    // A deployed site gets PeerJS's internet STUN/TURN (emptied above, see the header).
    const asked = await tv.evaluate(() => (globalThis as { __csIceAsked?: string[][] }).__csIceAsked ?? []);
    expect(asked.flat().some((url) => url.startsWith('stun:'))).toBe(true);

    // The service worker is the sub-path's, and the TV loads with the network gone.
    const worker = await tv.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(worker).toEqual({ scope: `${site.origin}${SUB}`, script: `${site.origin}${SUB}sw.js` });
    // The third-party notice, served with the app: every package it depends on, with a licence text.
    const notice = await (await fetch(`${site.origin}${SUB}third-party-licences.txt`)).text();
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    for (const [name, version] of [...Object.entries(manifest.dependencies), ['workbox-precaching', '']]) {
      expect(notice, name).toMatch(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} ${version.replace(/\./g, '\\.')}`, 'm'));
    }

    const offline = await tvContext.newPage();
    await tvContext.setOffline(true);
    await offline.goto(`${site.origin}${SUB}`);
    // The app, loaded from the worker: the room's game reopened where it stood (the deal, paused), as a
    // reloaded TV does; before the room was saved it would be home or the lobby.
    await expect(offline.getByTestId('new-game').or(offline.getByTestId('room-code')).or(offline.getByTestId('resume')).first()).toBeVisible();
    expect(await offline.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${site.origin}${SUB}sw.js`);
    expect(away.flat()).toEqual([]);
  } finally {
    await tvContext.close();
    await phoneContext.close();
    await site.close();
    await signal.close();
  }
});
