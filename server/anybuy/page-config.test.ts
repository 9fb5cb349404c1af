// PAGE_READER: on outside tests, off under NODE_ENV=test, and never a seam from the environment.
import { describe, expect, it } from 'vitest';
import { pageReaderConfig } from './page-config';

describe('PAGE_READER', () => {
  it('reads pages by default, but not under NODE_ENV=test unless asked', () => {
    expect(pageReaderConfig({})).toEqual({ network: true });
    expect(pageReaderConfig({ NODE_ENV: 'production' })).toEqual({ network: true });
    expect(pageReaderConfig({ NODE_ENV: 'test' })).toEqual({ network: false });
    expect(pageReaderConfig({ NODE_ENV: 'test', PAGE_READER: 'on' })).toEqual({ network: true });
    expect(pageReaderConfig({ PAGE_READER: 'off' })).toEqual({ network: false });
  });

  it('refuses anything but on and off', () => {
    expect(() => pageReaderConfig({ PAGE_READER: 'yes' })).toThrow('PAGE_READER must be on or off, got "yes"');
  });
});
