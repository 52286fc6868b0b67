import { crc32 } from 'node:zlib';

const PNG_SIGNATURE_LENGTH = 8;
const IHDR_CHUNK_LENGTH = 4 + 4 + 13 + 4;
const INCHES_PER_METRE = 1 / 0.0254;

/**
 * Inserts a pHYs chunk after IHDR so printers and image viewers read the PNG as `dpi` dots per
 * inch (resvg writes none). PNG stores pixels per metre.
 */
export function withPhysicalDpi(png: Buffer, dpi: number): Buffer {
  const pixelsPerMetre = Math.round(dpi * INCHES_PER_METRE);
  const body = Buffer.alloc(4 + 9);
  body.write('pHYs', 0, 'latin1');
  body.writeUInt32BE(pixelsPerMetre, 4);
  body.writeUInt32BE(pixelsPerMetre, 8);
  body.writeUInt8(1, 12); // unit: metre
  const chunk = Buffer.alloc(4 + body.length + 4);
  chunk.writeUInt32BE(9, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), 4 + body.length);
  const split = PNG_SIGNATURE_LENGTH + IHDR_CHUNK_LENGTH;
  return Buffer.concat([png.subarray(0, split), chunk, png.subarray(split)]);
}

/** Reads the pHYs chunk back (dots per inch, rounded), or null when there is none. */
export function readPhysicalDpi(png: Buffer): number | null {
  let offset = PNG_SIGNATURE_LENGTH;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'pHYs') {
      return Math.round(png.readUInt32BE(offset + 8) / INCHES_PER_METRE);
    }
    offset += 12 + length;
  }
  return null;
}
