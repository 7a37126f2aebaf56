/**
 * The words of the "this browser cannot play" screen (unsupported-screen.ts),
 * for the phone and the TV, in both languages. Loaded only when a browser
 * lacks something, so no other page downloads them.
 */
import type { Dictionary, Lang } from './i18n';

export type UnsupportedKey =
  | 'titlePhone'
  | 'titleTv'
  | 'lead'
  | 'webrtc'
  | 'datachannel'
  | 'localstorage'
  | 'indexeddb'
  | 'doPhone'
  | 'doTv'
  | 'inApp'
  | 'inAppNamed'
  | 'storageHint'
  | 'linkLabel'
  | 'copy'
  | 'copied'
  | 'copyFailed';

const en: Dictionary<UnsupportedKey> = {
  titlePhone: 'This browser can’t join the game',
  titleTv: 'This browser can’t host the game',
  lead: 'It lacks what the game needs:',
  webrtc: 'WebRTC — the direct link between the phones and the TV',
  datachannel: 'WebRTC data channels — what the phones and the TV send each other',
  localstorage: 'site storage (localStorage) — where the phone keeps its seat, so a reload doesn’t lose it',
  indexeddb: 'the site database (IndexedDB) — where the TV keeps the game, so a reload doesn’t lose it',
  doPhone: 'Open this link in Chrome, Safari or Firefox.',
  doTv: 'Open this address in Chrome, Edge, Firefox or Safari — on this TV, or on a computer plugged into it.',
  inApp: 'This is an app’s built-in browser. Open the link in your phone’s browser: in the app’s menu (⋯ or ⋮), choose “Open in browser”.',
  inAppNamed: 'This is {app}’s built-in browser. Open the link in your phone’s browser: in {app}’s menu (⋯ or ⋮), choose “Open in browser”.',
  storageHint: 'Storage is often turned off by private browsing or by blocking cookies: open the link in a normal window, or allow this site’s cookies.',
  linkLabel: 'The link',
  copy: 'Copy the link',
  copied: 'Copied',
  copyFailed: 'Could not copy: press and hold the link to copy it',
};

const ru: Dictionary<UnsupportedKey> = {
  titlePhone: 'В этом браузере в игру не войти',
  titleTv: 'В этом браузере игру не провести',
  lead: 'В нём нет того, что нужно игре:',
  webrtc: 'WebRTC — прямой связи телефонов с телевизором',
  datachannel: 'каналов данных WebRTC — по ним телефоны и телевизор передают ходы',
  localstorage: 'хранилища сайта (localStorage) — в нём телефон помнит своё место, чтобы не потерять его при перезагрузке',
  indexeddb: 'базы данных сайта (IndexedDB) — в ней телевизор хранит игру, чтобы не потерять её при перезагрузке',
  doPhone: 'Откройте эту ссылку в Chrome, Safari или Firefox.',
  doTv: 'Откройте этот адрес в Chrome, Edge, Firefox или Safari — на этом телевизоре или на компьютере, подключённом к нему.',
  inApp: 'Это встроенный браузер приложения. Откройте ссылку в браузере телефона: в меню приложения (⋯ или ⋮) выберите «Открыть в браузере».',
  inAppNamed: 'Это встроенный браузер {app}. Откройте ссылку в браузере телефона: в меню {app} (⋯ или ⋮) выберите «Открыть в браузере».',
  storageHint: 'Хранилище часто отключено в приватном режиме или запретом cookie: откройте ссылку в обычном окне или разрешите этому сайту cookie.',
  linkLabel: 'Ссылка',
  copy: 'Скопировать ссылку',
  copied: 'Скопировано',
  copyFailed: 'Не удалось скопировать: нажмите на ссылку и удерживайте, чтобы скопировать',
};

export const unsupportedStrings: Record<Lang, Dictionary<UnsupportedKey>> = { en, ru };
