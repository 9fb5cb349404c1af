// An uploaded picture made safe to keep and show (spec §5: scaled to fit and re-encoded): its type is read
// from its bytes, its size from its header before any pixel is decoded — so an image bomb, a few kilobytes
// that decode into gigabytes, is refused without being decoded — then sharp (libvips) rotates it upright,
// scales it to fit and writes it anew as WebP. Nothing of the original file is kept: not its metadata (a
// phone's location among it), not anything hidden after its last pixel.
import sharp from 'sharp';
import { constants } from '../../generated/constants';
import { ApiFailure } from '../http/failure';
import { sniffImageType } from './sniff';

const rule = constants.uploads;
const maxPixels = rule.maxMegapixels * 1_000_000;

export interface NormalizedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export const uploadTooLarge = () => new ApiFailure(413, 'uploadTooLarge', { mb: Math.floor(rule.maxBytes / 1024 / 1024) });

export async function normalizeImage(bytes: Uint8Array): Promise<NormalizedImage> {
  if (bytes.length === 0) throw new ApiFailure(400, 'uploadMissing');
  if (bytes.length > rule.maxBytes) throw uploadTooLarge();
  if (!sniffImageType(bytes, rule.types)) throw new ApiFailure(415, 'uploadType');
  const tooManyPixels = () => new ApiFailure(413, 'uploadTooManyPixels', { megapixels: rule.maxMegapixels });
  let header: sharp.Metadata;
  try {
    header = await sharp(bytes).metadata();
  } catch {
    throw new ApiFailure(400, 'uploadUnreadable');
  }
  if (!header.width || !header.height) throw new ApiFailure(400, 'uploadUnreadable');
  if (header.width * header.height > maxPixels) throw tooManyPixels();
  try {
    // limitInputPixels guards the decoder too, should a header understate what the data holds; failOn
    // 'error' refuses a truncated or corrupt picture instead of keeping half of it.
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: rule.maxSide, height: rule.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: rule.quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw new ApiFailure(400, 'uploadUnreadable');
  }
}
