import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { loadConfig } from '../config';

describe('job runner settings', () => {
  it('polls by default, with the spec constants', () => {
    expect(loadConfig({}).jobs).toEqual({ polling: true, pollMs: constants.jobs.pollMs, leaseMs: constants.jobs.leaseMs });
  });

  it('JOBS=off stops polling; JOBS_POLL_MS and JOBS_LEASE_MS override the constants', () => {
    expect(loadConfig({ JOBS: 'off', JOBS_POLL_MS: '100', JOBS_LEASE_MS: '1500' }).jobs).toEqual({ polling: false, pollMs: 100, leaseMs: 1500 });
  });

  it.each([
    [{ JOBS: 'no' }, 'JOBS must be on or off'],
    [{ JOBS_LEASE_MS: '0' }, 'must be above 0'],
    [{ JOBS_POLL_MS: 'soon' }, 'JOBS_POLL_MS must be a whole number'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
