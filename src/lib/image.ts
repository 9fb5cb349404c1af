import { constants } from '../../generated/constants';

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface ScaleOptions {
  readonly maxWidth: number;
  readonly maxHeight: number;
  /** JPEG quality, 0–1. */
  readonly quality: number;
}

/** The largest whole-pixel size within the bounds with the same aspect ratio; never larger than the source. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): Size {
  if (![width, height, maxWidth, maxHeight].every((n) => Number.isFinite(n) && n > 0)) {
    throw new RangeError(`fitWithin needs positive sizes, got ${width}×${height} in ${maxWidth}×${maxHeight}`);
  }
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  // A very thin image must not round to zero pixels: a zero-sized canvas cannot encode.
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Spec §5: scales an upload to fit and re-encodes it as JPEG. Browser only. Always re-encodes, even when the
 * image already fits, so the camera's metadata (GPS position) never leaves the shopper's device.
 */
export async function scaleImage(file: Blob, options: ScaleOptions = constants.images.upload): Promise<Blob> {
  // 'from-image' applies the EXIF rotation, so phone photos are not uploaded sideways.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, options.maxWidth, options.maxHeight);
    const type = 'image/jpeg';
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      draw(canvas.getContext('2d'), bitmap, width, height);
      return await canvas.convertToBlob({ type, quality: options.quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    draw(canvas.getContext('2d'), bitmap, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))), type, options.quality),
    );
  } finally {
    bitmap.close();
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D | null, bitmap: ImageBitmap, width: number, height: number): void {
  if (!context) throw new Error('Canvas 2D context unavailable');
  // JPEG has no alpha: transparent PNG areas would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}

const httpsHosts: ReadonlySet<string> = new Set(constants.images.httpsHosts);

/** Known marketplace image hosts are moved to https (mixed content is blocked); other URLs are unchanged. */
export function httpsImage(url: string): string {
  const match = /^(?:http:)?\/\/([^/?#]*)(.*)$/is.exec(url);
  // A port or user info in the authority means it is not one of the plain hosts we know answer on https.
  if (!match || !httpsHosts.has(match[1]!.toLowerCase())) return url;
  return `https://${match[1]}${match[2]}`;
}
