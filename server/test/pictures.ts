// Pictures for the upload tests, made here byte by byte or with sharp: a camera's photo carrying what a
// camera writes (location, camera, photographer), a PNG with a page appended, files whose header claims
// more pixels than they hold, and the check that a kept picture carries none of it.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}
/** A PNG, 1-bit grey, all black, of width × height pixels with `rows` rows of data (all of them by default). */
function blackPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const data = Buffer.alloc(rows * (1 + Math.ceil(width / 8)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(data, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A valid PNG: a few kilobytes that decode into width × height pixels. */
export const imageBomb = (width: number, height: number) => blackPng(width, height);

/** A PNG whose header claims width × height pixels over one row of data: only reading the header is safe. */
export const pngClaiming = (width: number, height: number) => blackPng(width, height, 1);

/** A small JPEG whose frame header claims width × height pixels (at most 65535 each). */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).jpeg().toBuffer());
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

/** What a camera writes into its photos, none of which may reach a shopper. */
export const cameraSecrets = ['Warehouse Worker Tanaka', 'SecretCam Corp', 'SecretCam X100', 'XmpCreatorSecret'];
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${cameraSecrets[3]}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A JPEG as a phone writes it: width × height pixels stored sideways (EXIF orientation 6: shown turned a
 * quarter clockwise, so height × width), with the photographer, the camera, a GPS position, XMP and an
 * ICC profile. The left half is red, the right half blue, so the turn can be seen in the pixels.
 */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const half = Buffer.from(await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } }).png().toBuffer());
  const photo = await sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .withExif({
      IFD0: { Artist: cameraSecrets[0]!, Make: cameraSecrets[1]!, Model: cameraSecrets[2]! },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 2917/100', GPSLongitudeRef: 'E', GPSLongitude: '139/1 44/1 4018/100' },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(xmp)
    .jpeg()
    .toBuffer();
  const told = await sharp(photo).metadata();
  // The photo does carry it all, or the tests below would prove nothing.
  expect([told.orientation, Boolean(told.exif), Boolean(told.xmp), Boolean(told.icc)]).toEqual([6, true, true, true]);
  for (const secret of cameraSecrets) expect(photo.includes(secret)).toBe(true);
  return photo;
}

/** A PNG with an HTML page after its last chunk: a browser sniffing it would find the page. */
export async function pngWithPage(): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a3' } }).png().toBuffer();
  return Buffer.concat([png, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
}

/** A kept picture: a WebP written by us, with no metadata and nothing of the sent file in its bytes. */
export async function expectCleanWebp(bytes: Buffer): Promise<sharp.Metadata> {
  const kept = await sharp(bytes).metadata();
  expect(kept.format).toBe('webp');
  expect({ exif: kept.exif, xmp: kept.xmp, iptc: kept.iptc, icc: kept.icc, orientation: kept.orientation }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, orientation: undefined });
  for (const secret of [...cameraSecrets, '<html', '<script']) expect(bytes.includes(secret)).toBe(false);
  return kept;
}
