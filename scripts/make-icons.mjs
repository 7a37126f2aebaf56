// Draws the app icon (a crescent moon over a sleeping skyline) as PNGs at every
// size the manifest lists, plus the SVG. Pure Node: a tiny PNG encoder over zlib.
// Run: node scripts/make-icons.mjs (the outputs are committed under public/icons).
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SKY = [11, 15, 30];
const MOON = [246, 214, 120];
const CITY = [28, 36, 66];
const WINDOW = [255, 196, 87];

function crc32(buffer) {
  let crc = -1;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixel) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(pixel(x / size, y / size), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The scene in unit coordinates; `inset` shrinks it into the maskable safe zone. */
function scene(inset) {
  const s = (v) => (v - 0.5) / (1 - inset * 2) + 0.5;
  const buildings = [[0.08, 0.62], [0.2, 0.5], [0.33, 0.7], [0.46, 0.56], [0.6, 0.66], [0.72, 0.48], [0.86, 0.6]];
  return (ux, uy) => {
    const x = s(ux);
    const y = s(uy);
    const inMoon = Math.hypot(x - 0.62, y - 0.3) < 0.2 && Math.hypot(x - 0.7, y - 0.24) > 0.17;
    if (inMoon) return MOON;
    for (let i = 0; i < buildings.length; i++) {
      const [left, top] = buildings[i];
      if (x >= left && x < left + 0.13 && y >= top && y <= 1.2) {
        const wx = Math.floor((x - left) / 0.04);
        const wy = Math.floor((y - top) / 0.06);
        const lit = (wx * 7 + wy * 3 + i) % 5 === 0 && (x - left) % 0.04 > 0.015 && (y - top) % 0.06 > 0.025;
        return lit ? WINDOW : CITY;
      }
    }
    return SKY;
  };
}

mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) writeFileSync(`public/icons/icon-${size}.png`, png(size, scene(0)));
writeFileSync('public/icons/icon-maskable-512.png', png(512, scene(0.1)));
writeFileSync(
  'public/icons/icon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="rgb(${SKY})"/>` +
    `<mask id="m"><rect width="100" height="100" fill="#fff"/><circle cx="70" cy="24" r="17" fill="#000"/></mask>` +
    `<circle cx="62" cy="30" r="20" fill="rgb(${MOON})" mask="url(#m)"/>` +
    `<path d="M8 100V62h13v-12h13v20h12V56h14v10h12V48h14v12h14v40z" fill="rgb(${CITY})"/></svg>\n`,
);
console.log('icons written to public/icons');
