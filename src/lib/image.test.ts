import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, httpsImage, scaleImage } from './image';

describe('fitWithin', () => {
  it.each([
    ['landscape limited by width', [4000, 3000, 1600, 1600], { width: 1600, height: 1200 }],
    ['portrait limited by height', [3000, 4000, 1600, 1600], { width: 1200, height: 1600 }],
    ['square', [2000, 2000, 1600, 1600], { width: 1600, height: 1600 }],
    ['already fits: not upscaled', [800, 600, 1600, 1600], { width: 800, height: 600 }],
    ['exactly the bounds', [1600, 1600, 1600, 1600], { width: 1600, height: 1600 }],
    ['tiny image stays tiny', [1, 1, 1600, 1600], { width: 1, height: 1 }],
    ['height is the tighter bound of uneven bounds', [1000, 1000, 800, 500], { width: 500, height: 500 }],
    ['width is the tighter bound of uneven bounds', [1000, 400, 500, 800], { width: 500, height: 200 }],
    ['rounds to the nearest pixel', [1000, 333, 500, 500], { width: 500, height: 167 }],
    ['thin strip keeps at least one pixel', [100000, 10, 1600, 1600], { width: 1600, height: 1 }],
    ['one side too big, the other fits', [3200, 100, 1600, 1600], { width: 1600, height: 50 }],
  ] as const)('%s', (_, [w, h, mw, mh], expected) => {
    expect(fitWithin(w, h, mw, mh)).toEqual(expected);
  });

  it.each([
    [0, 100, 1600, 1600],
    [100, -1, 1600, 1600],
    [100, 100, 0, 1600],
    [Number.NaN, 100, 1600, 1600],
    [100, Number.POSITIVE_INFINITY, 1600, 1600],
  ])('rejects %s×%s in %s×%s', (w, h, mw, mh) => {
    expect(() => fitWithin(w, h, mw, mh)).toThrow(RangeError);
  });
});

describe('scaleImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubBrowser(
    sourceWidth: number,
    sourceHeight: number,
    encode = async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
  ) {
    const bitmap = { width: sourceWidth, height: sourceHeight, close: vi.fn() };
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
    const canvases: { width: number; height: number; convertToBlob: ReturnType<typeof vi.fn> }[] = [];
    const createImageBitmap = vi.fn(async () => bitmap);
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        convertToBlob = vi.fn(encode);
        constructor(
          public width: number,
          public height: number,
        ) {
          canvases.push(this);
        }
        getContext() {
          return context;
        }
      },
    );
    return { bitmap, context, canvases, createImageBitmap };
  }

  it('uses the upload limits of spec/constants.yaml by default: 1600×1600 at quality 0.8, JPEG', async () => {
    const { bitmap, context, canvases, createImageBitmap } = stubBrowser(4000, 3000);
    const source = new Blob(['png'], { type: 'image/png' });
    const result = await scaleImage(source);
    expect(createImageBitmap).toHaveBeenCalledWith(source, { imageOrientation: 'from-image' });
    expect(canvases).toHaveLength(1);
    expect(canvases[0]).toMatchObject({ width: 1600, height: 1200 });
    expect(canvases[0]!.convertToBlob).toHaveBeenCalledWith({ type: 'image/jpeg', quality: 0.8 });
    expect(context.fillStyle).toBe('#fff');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 1600, 1200);
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1600, 1200);
    expect(bitmap.close).toHaveBeenCalled();
    expect(result.type).toBe('image/jpeg');
  });

  it('takes explicit limits and quality', async () => {
    const { canvases } = stubBrowser(1000, 2000);
    await scaleImage(new Blob(['x']), { maxWidth: 300, maxHeight: 300, quality: 0.5 });
    expect(canvases[0]).toMatchObject({ width: 150, height: 300 });
    expect(canvases[0]!.convertToBlob).toHaveBeenCalledWith({ type: 'image/jpeg', quality: 0.5 });
  });

  it('re-encodes an image that already fits without upscaling it', async () => {
    const { canvases } = stubBrowser(640, 480);
    await scaleImage(new Blob(['x']));
    expect(canvases[0]).toMatchObject({ width: 640, height: 480 });
    expect(canvases[0]!.convertToBlob).toHaveBeenCalledTimes(1);
  });

  it('closes the bitmap when encoding fails', async () => {
    const { bitmap } = stubBrowser(100, 100, async () => {
      throw new Error('encoder broke');
    });
    await expect(scaleImage(new Blob(['x']))).rejects.toThrow('encoder broke');
    expect(bitmap.close).toHaveBeenCalledTimes(1);
  });
});

describe('httpsImage', () => {
  it.each([
    ['listed host over http', 'http://static.mercdn.net/item/m1.jpg', 'https://static.mercdn.net/item/m1.jpg'],
    ['another listed host', 'http://auctions.c.yimg.jp/images/a.jpg?x=1', 'https://auctions.c.yimg.jp/images/a.jpg?x=1'],
    ['protocol-relative listed host', '//thumbnail.image.rakuten.co.jp/a.jpg', 'https://thumbnail.image.rakuten.co.jp/a.jpg'],
    ['upper-case scheme and host', 'HTTP://Img.Fril.JP/a.jpg', 'https://Img.Fril.JP/a.jpg'],
    ['host only', 'http://shop.r10s.jp', 'https://shop.r10s.jp'],
    ['query right after host', 'http://www.suruga-ya.jp?id=1', 'https://www.suruga-ya.jp?id=1'],
  ])('rewrites %s', (_, input, expected) => {
    expect(httpsImage(input)).toBe(expected);
  });

  it.each([
    ['already https', 'https://static.mercdn.net/a.jpg'],
    ['unlisted host', 'http://example.com/a.jpg'],
    ['unlisted protocol-relative host', '//example.com/a.jpg'],
    ['subdomain of a listed host', 'http://cdn.static.mercdn.net/a.jpg'],
    ['listed name as a suffix of another host', 'http://evilstatic.mercdn.net/a.jpg'],
    ['listed name only in the path', 'http://example.com/static.mercdn.net/a.jpg'],
    ['explicit port', 'http://static.mercdn.net:8080/a.jpg'],
    ['user info', 'http://user@static.mercdn.net/a.jpg'],
    ['relative path', '/img/placeholder.svg'],
    ['data URL', 'data:image/png;base64,AAAA'],
    ['empty', ''],
  ])('leaves %s unchanged', (_, input) => {
    expect(httpsImage(input)).toBe(input);
  });
});
