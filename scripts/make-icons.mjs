#!/usr/bin/env node
// Draws the game's icons: five white pips on a rounded felt-green square (64×64 units), as the
// tab's icon (static/favicon.png) and the installed app's (static/icons/). Plain Node, no image
// library: each pixel is 8×8 supersampled and the PNGs are written by hand. Run it again after
// changing the design:
//   node scripts/make-icons.mjs
// The tab's icon is a PNG, not an SVG: the browser draws an SVG icon on the page's own thread
// (an SVG document of its own, about 10 ms here) just as the page starts its WebAssembly, where
// a 32×32 PNG decodes in a fraction of a millisecond.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../static/icons');
const GREEN = [0x1f, 0x6f, 0x4a];
const WHITE = [0xff, 0xff, 0xff];
const PIPS = [
  [20, 20],
  [44, 20],
  [32, 32],
  [20, 44],
  [44, 44],
];
const PIP_R = 6;

/** Inside the rounded square x,y ∈ [4, 60] with corner radius 12 (the favicon's rect). */
function inRoundedSquare(x, y) {
  const lo = 4;
  const hi = 60;
  const r = 12;
  if (x < lo || x > hi || y < lo || y > hi) return false;
  const cx = Math.min(Math.max(x, lo + r), hi - r);
  const cy = Math.min(Math.max(y, lo + r), hi - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
const inPip = (x, y) => PIPS.some(([px, py]) => (x - px) ** 2 + (y - py) ** 2 <= PIP_R * PIP_R);

/**
 * RGBA pixels of the icon at `size` px. `fullBleed` fills the whole square with green (maskable
 * and Apple icons, whose corners the platform cuts itself); the pips then sit well inside the
 * maskable safe zone (a circle of 40% of the size around the centre).
 */
function draw(size, fullBleed) {
  const SS = 8;
  const px = Buffer.alloc(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let shape = 0;
      let pip = 0;
      for (let sj = 0; sj < SS; sj++) {
        for (let si = 0; si < SS; si++) {
          const x = ((i + (si + 0.5) / SS) / size) * 64;
          const y = ((j + (sj + 0.5) / SS) / size) * 64;
          if (fullBleed || inRoundedSquare(x, y)) {
            shape++;
            if (inPip(x, y)) pip++;
          }
        }
      }
      const o = (j * size + i) * 4;
      if (shape === 0) continue;
      for (let c = 0; c < 3; c++) {
        px[o + c] = Math.round((GREEN[c] * (shape - pip) + WHITE[c] * pip) / shape);
      }
      px[o + 3] = Math.round((255 * shape) / (SS * SS));
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6; // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-192.png', 192, true],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];
fs.mkdirSync(OUT, { recursive: true });
for (const [name, size, fullBleed] of ICONS) {
  fs.writeFileSync(path.join(OUT, name), png(size, draw(size, fullBleed)));
  console.log(`static/icons/${name} (${size}×${size})`);
}
// The tab's icon: 32 px covers a 16 px icon on a screen of twice the density.
fs.writeFileSync(path.join(OUT, '../favicon.png'), png(32, draw(32, false)));
console.log('static/favicon.png (32×32)');
