/**
 * Small lossless PNGs for the baselines. Most screenshots of a design system use few colours: a
 * picture with at most 256 of them is written with a palette (one byte a pixel instead of four,
 * before compression), any other without its alpha channel when it is opaque. Both at deflate
 * level 9. Decoding gives back exactly the same pixels, so a baseline's hash (of its pixels, see
 * store.ts) does not depend on how it was encoded.
 */
import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An indexed PNG, or undefined when the picture has more than 256 colours. */
function encodePalette(width: number, height: number, rgba: Buffer): Buffer | undefined {
  const index = new Map<number, number>();
  // A Uint32Array needs a 4-byte aligned offset, which a pooled Buffer may not have.
  const bytes = rgba.byteOffset % 4 === 0 ? rgba : new Uint8Array(rgba);
  const pixels = new Uint32Array(bytes.buffer, bytes.byteOffset, width * height);
  // Bit depth 8, one filter byte (0, none: filters rarely help indexed pictures) per row.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    for (let x = 0; x < width; x++) {
      const colour = pixels[y * width + x] as number;
      let i = index.get(colour);
      if (i === undefined) {
        if (index.size === 256) return undefined;
        i = index.size;
        index.set(colour, i);
      }
      raw[row + 1 + x] = i;
    }
  }
  const palette = Buffer.alloc(index.size * 3);
  const alpha = Buffer.alloc(index.size);
  let translucent = false;
  for (const [colour, i] of index) {
    // Little-endian Uint32 of RGBA bytes: red in the lowest byte.
    palette[i * 3] = colour & 0xff;
    palette[i * 3 + 1] = (colour >>> 8) & 0xff;
    palette[i * 3 + 2] = (colour >>> 16) & 0xff;
    alpha[i] = colour >>> 24;
    if (alpha[i] !== 0xff) translucent = true;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: indexed
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    ...(translucent ? [chunk('tRNS', alpha)] : []),
    chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest of the lossless encodings above for an RGBA picture. */
export function encodePng(image: PNG): Buffer {
  const indexed = encodePalette(image.width, image.height, image.data);
  if (indexed) return indexed;
  let opaque = true;
  for (let i = 3; i < image.data.length; i += 4)
    if (image.data[i] !== 0xff) {
      opaque = false;
      break;
    }
  return PNG.sync.write(image, {
    colorType: opaque ? 2 : 6,
    inputColorType: 6,
    deflateLevel: 9,
    deflateStrategy: 1,
    filterType: -1,
  });
}
