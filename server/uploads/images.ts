// A picture made safe to keep and show, whoever sent it (a shopper's attachment, a staff member's content
// picture or warehouse photo): its type is read from its bytes, its size from its header before any pixel
// is decoded — so an image bomb, a few kilobytes that decode into gigabytes, is refused without being
// decoded — then sharp (libvips) rotates it upright, scales it to fit and writes it anew as WebP. Nothing of
// the original file is kept: not its metadata (a phone's location, the camera, the photographer's name),
// not anything hidden after its last pixel (an HTML page appended to a PNG).
import sharp from 'sharp';
import { constants } from '../../generated/constants';
import { ApiFailure } from '../http/failure';
import { sniffImageType } from './sniff';

const { types, maxMegapixels } = constants.uploads;
const maxPixels = maxMegapixels * 1_000_000;

/** How large a kind of picture may be sent, and how large and how fine it is kept. */
export interface ImageFit {
  maxBytes: number;
  maxSide: number;
  quality: number;
}

export interface NormalizedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export const uploadTooLarge = (fit: ImageFit) => new ApiFailure(413, 'uploadTooLarge', { mb: Math.floor(fit.maxBytes / 1024 / 1024) });

export async function normalizeImage(bytes: Uint8Array, fit: ImageFit): Promise<NormalizedImage> {
  if (bytes.length === 0) throw new ApiFailure(400, 'uploadMissing');
  if (bytes.length > fit.maxBytes) throw uploadTooLarge(fit);
  if (!sniffImageType(bytes, types)) throw new ApiFailure(415, 'uploadType');
  const tooManyPixels = () => new ApiFailure(413, 'uploadTooManyPixels', { megapixels: maxMegapixels });
  let header: sharp.Metadata;
  try {
    // Only the header is read here, so no pixel limit: sharp's own would turn a picture claiming
    // 60000 × 60000 into "unreadable" instead of saying it has too many pixels.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiFailure(400, 'uploadUnreadable');
  }
  if (!header.width || !header.height) throw new ApiFailure(400, 'uploadUnreadable');
  if (header.width * header.height > maxPixels) throw tooManyPixels();
  try {
    // limitInputPixels guards the decoder too, should a header understate what the data holds; failOn
    // 'error' refuses a truncated or corrupt picture instead of keeping half of it. sharp writes no
    // metadata unless asked to (no withMetadata here), and rotate() applies the EXIF orientation first.
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: fit.maxSide, height: fit.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: fit.quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw new ApiFailure(400, 'uploadUnreadable');
  }
}
