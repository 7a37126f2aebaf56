import { describe, expect, it } from 'vitest';
import { decodeSignaling, encodeSignaling, joinLink, loadLocalSignaling, peerOptions, readJoinParams, type SignalingConfig } from './signaling';

const page = { hostname: '192.168.1.20', port: '8080', protocol: 'http:' };
const custom: SignalingConfig = { kind: 'custom', host: 'peer.example.org', port: 9443, path: '/myapp', key: 'secret-key', secure: true };
const lan: SignalingConfig = { kind: 'custom', host: null, port: null, path: '/peerjs', key: 'citysleeps', secure: null, lan: true };

/** The `sig` parameter as a link made with these array fields would carry it. */
const sigOf = (fields: unknown[]) => btoa(JSON.stringify(fields)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fakeFetch = (status: number, body: string) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('Signaling settings', () => {
  it('encode and decode round-trip through the join link', () => {
    for (const config of [{ kind: 'cloud' } as const, custom, { ...custom, host: null, port: null, secure: null }, lan]) {
      expect(decodeSignaling(encodeSignaling(config))).toEqual(config);
    }
    const room = { peerId: 'citysleeps-00ff00ff00ff00ff00ff00ff00ff00ff', code: 'KMNPRTWX', key: 'AbCdEfGhIjKlMnOpQrStUv' };
    const link = new URL(joinLink('http://192.168.1.20:8080/', room, custom));
    const params = readJoinParams(link.search, link.hash);
    expect(params).toEqual({ join: room.peerId, code: 'KMNPRTWX', sig: custom, key: room.key });
    const lanLink = new URL(joinLink('http://192.168.1.20:8080/', room, lan));
    expect(readJoinParams(lanLink.search, lanLink.hash).sig).toEqual(lan);
  });

  it('the code and the room key ride in the fragment, which no web server ever sees', () => {
    const room = { peerId: 'citysleeps-00ff00ff00ff00ff00ff00ff00ff00ff', code: 'KMNPRTWX', key: 'AbCdEfGhIjKlMnOpQrStUv' };
    const link = new URL(joinLink('http://192.168.1.20:8080/', room, lan));
    expect(link.search).not.toContain(room.key);
    expect(link.search).not.toContain(room.code);
    expect(link.hash).toContain(room.key);
    // Without the fragment there is no key; a key of another shape is no key.
    expect(readJoinParams(link.search).key).toBeNull();
    expect(readJoinParams(link.search, '#k=short').key).toBeNull();
    // A typed-style link with the code in the query still works.
    expect(readJoinParams('?code=kmnp-rtwx').code).toBe('KMNPRTWX');
  });

  it('a link made before the LAN flag (five fields) still decodes, as a server that is not the LAN one', () => {
    const old = decodeSignaling(sigOf([null, null, '/peerjs', 'citysleeps', null]));
    expect(old).toEqual({ kind: 'custom', host: null, port: null, path: '/peerjs', key: 'citysleeps', secure: null });
    expect(old && old.kind === 'custom' && old.lan).toBeFalsy();
    expect(decodeSignaling(sigOf([null, null, '/peerjs', 'citysleeps', null, true]))).toEqual(lan);
  });

  it('a sixth field other than true, or a seventh, is not one of our links', () => {
    expect(decodeSignaling(sigOf([null, null, '/peerjs', 'citysleeps', null, false]))).toBeNull();
    expect(decodeSignaling(sigOf([null, null, '/peerjs', 'citysleeps', null, 'yes']))).toBeNull();
    expect(decodeSignaling(sigOf([null, null, '/peerjs', 'citysleeps', null, true, true]))).toBeNull();
  });

  it("a LAN server gets only the party server's own ICE servers; other servers keep PeerJS defaults (no config given)", () => {
    expect(peerOptions(lan, page)).toMatchObject({ host: '192.168.1.20', port: 8080, config: { iceServers: [] } });
    const ice = [{ urls: ['stun:192.168.1.20:3478', 'turn:192.168.1.20:3478?transport=udp'], username: '1:abc', credential: 'x' }];
    expect(peerOptions(lan, page, ice).config).toEqual({ iceServers: ice });
    expect(peerOptions(custom, page, ice).config).toBeUndefined();
    expect(peerOptions(custom, page).config).toBeUndefined();
    expect(peerOptions({ kind: 'cloud' }, page).config).toBeUndefined();
  });

  it('a tampered or foreign link yields nothing rather than a bad setting', () => {
    expect(decodeSignaling('bm9wZQ')).toBeNull();
    expect(decodeSignaling(btoa(JSON.stringify(['evil host/', 1, '/p', 'k', true])))).toBeNull();
    expect(decodeSignaling(null)).toBeNull();
    expect(readJoinParams('?join=someone-else&code=12345').join).toBeNull();
    expect(readJoinParams('?join=someone-else&code=12345').code).toBeNull();
  });

  it('"same as the page" fills in the page host and port', () => {
    expect(peerOptions({ ...custom, host: null, port: null, secure: null }, page)).toMatchObject({
      host: '192.168.1.20',
      port: 8080,
      path: '/myapp',
      key: 'secret-key',
      secure: false,
    });
    expect(peerOptions({ ...custom, host: null, port: null, secure: null }, { hostname: 'x.org', port: '', protocol: 'https:' })).toMatchObject({ port: 443, secure: true });
    expect(peerOptions({ kind: 'cloud' }, page).host).toBeUndefined();
  });

  it("reads npm start's signaling.json as a LAN server; absent or not JSON means the PeerJS cloud", async () => {
    const local = await loadLocalSignaling(fakeFetch(200, JSON.stringify({ kind: 'local', path: '/peerjs', key: 'citysleeps', publicOrigin: 'http://192.168.1.20:8080' })));
    expect(local).toEqual({
      config: { kind: 'custom', host: null, port: null, path: '/peerjs', key: 'citysleeps', secure: null, lan: true },
      publicOrigin: 'http://192.168.1.20:8080',
      iceServers: [],
      turnUrls: [],
    });
    expect((await loadLocalSignaling(fakeFetch(404, 'not found'))).config).toEqual({ kind: 'cloud' });
    expect((await loadLocalSignaling(fakeFetch(200, '<!doctype html>'))).config).toEqual({ kind: 'cloud' });
  });

  it("takes the party server's STUN and TURN addresses from signaling.json, and nothing that is not one", async () => {
    const file = { kind: 'local', path: '/peerjs', key: 'citysleeps', publicOrigin: 'http://192.168.1.20:8080' };
    const ice = [{ urls: ['stun:192.168.1.20:3478'] }];
    const turn = ['turn:192.168.1.20:3478?transport=udp'];
    const local = await loadLocalSignaling(fakeFetch(200, JSON.stringify({ ...file, ice, turn })));
    expect(local.iceServers).toEqual(ice);
    expect(local.turnUrls).toEqual(turn);
    // A bad entry makes the whole file untrusted: the cloud, as for any file that is not ours.
    const cloud = { config: { kind: 'cloud' }, publicOrigin: null, iceServers: [], turnUrls: [] };
    expect(await loadLocalSignaling(fakeFetch(200, JSON.stringify({ ...file, ice: [{ urls: ['https://evil.example/'] }] })))).toEqual(cloud);
    expect(await loadLocalSignaling(fakeFetch(200, JSON.stringify({ ...file, turn: ['stun:192.168.1.20:3478'] })))).toEqual(cloud);
  });
});
