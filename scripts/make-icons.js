// Draws the add-in's icons (a corner of a Go board with a black and a white stone) and writes
// them as PNG files into assets/: node scripts/make-icons.js. The manifest names the sizes
// 16, 32 and 80 (ribbon) and 32 and 64 (add-in icon); test/manifest.test.ts checks them.
// Plain RGBA PNG written with zlib, so no image library is needed.
const fs = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");
const { Buffer } = require("node:buffer");

const SIZES = [16, 32, 64, 80];
const SUPERSAMPLE = 4; // samples per pixel side, for smooth edges

const BOARD = [220, 179, 92];
const LINE = [90, 69, 32];
const BLACK = [26, 26, 26];
const WHITE = [250, 250, 250];
const OUTLINE = [51, 51, 51];

/** Colour [r, g, b] at a point of the unit square, or null outside the rounded board. */
function colourAt(x, y, size) {
  const radius = 0.18;
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  if (Math.hypot(x - cx, y - cy) > radius) return null;

  const stone = 0.24;
  const outline = Math.max(1.2 / size, 0.03);
  const dBlack = Math.hypot(x - 1 / 3, y - 2 / 3);
  const dWhite = Math.hypot(x - 2 / 3, y - 1 / 3);
  if (dBlack <= stone) return BLACK;
  if (dWhite <= stone) return dWhite > stone - outline ? OUTLINE : WHITE;

  const half = Math.max(0.6 / size, 0.02);
  const onLine = [1 / 3, 2 / 3].some((g) => Math.abs(x - g) <= half || Math.abs(y - g) <= half);
  return onLine ? LINE : BOARD;
}

function pixels(size) {
  const data = Buffer.alloc(size * size * 4);
  const n = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const c = colourAt(
            (px + (sx + 0.5) / SUPERSAMPLE) / size,
            (py + (sy + 0.5) / SUPERSAMPLE) / size,
            size,
          );
          if (c === null) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        data[i] = Math.round(r / a);
        data[i + 1] = Math.round(g / a);
        data[i + 2] = Math.round(b / a);
      }
      data[i + 3] = Math.round((255 * a) / n);
    }
  }
  return data;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, body) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function png(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type RGBA
  // bytes 10..12: deflate, adaptive filtering, no interlace (all 0)
  const rgba = pixels(size);
  const rows = [];
  for (let y = 0; y < size; y++) {
    rows.push(Buffer.from([0]), rgba.subarray(y * size * 4, (y + 1) * size * 4)); // filter: none
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const out = path.resolve(__dirname, "..", "assets");
fs.mkdirSync(out, { recursive: true });
for (const size of SIZES) {
  const file = path.join(out, `icon-${size}.png`);
  fs.writeFileSync(file, png(size));
  console.log(`${path.relative(process.cwd(), file)} ${size}x${size}`);
}
