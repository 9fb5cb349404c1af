import { describe, expect, it } from 'vitest';
import { newDeviceId } from './device';

describe('device id', () => {
  it('is pc_ followed by the MD5 of a random string and the time', () => {
    // MD5("abc1700000000000") computed independently (printf 'abc1700000000000' | md5sum).
    expect(newDeviceId('abc', 1700000000000)).toBe('pc_6782f66cfabf7dc4b0cb01ac07e4685d');
    expect(newDeviceId()).toMatch(/^pc_[0-9a-f]{32}$/);
    expect(newDeviceId()).not.toBe(newDeviceId());
  });
});
