import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sign, verifySignature } from './signature';

const secret = 'whsec_unit';
const body = '{"id":"evt_1","type":"payment.succeeded"}';
const now = 1_800_000_000;
const tolerance = 300;
const mac = (s: string, t: number, b: string) => createHmac('sha256', s).update(`${t}.${b}`).digest('hex');

describe('webhook signatures', () => {
  it('signs as t=<seconds>,v1=<HMAC-SHA256 of "t.body">', () => {
    expect(sign(secret, body, now)).toBe(`t=${now},v1=${mac(secret, now, body)}`);
  });

  it.each<[string, string | null, string, boolean]>([
    ['its own signature', sign(secret, body, now), body, true],
    ['a signature within the tolerance', sign(secret, body, now - tolerance), body, true],
    ['one good v1 among several (secret rotation)', `t=${now},v1=${'0'.repeat(64)},v1=${mac(secret, now, body)}`, body, true],
    ['no header', null, body, false],
    ['an empty header', '', body, false],
    ['no timestamp', `v1=${mac(secret, now, body)}`, body, false],
    ['no v1', `t=${now}`, body, false],
    ['another secret', sign('whsec_other', body, now), body, false],
    ['a changed body', sign(secret, body, now), body.replace('succeeded', 'failed'), false],
    ['a changed timestamp', `t=${now + 1},v1=${mac(secret, now, body)}`, body, false],
    ['an old timestamp (replay)', sign(secret, body, now - tolerance - 1), body, false],
    ['a timestamp from the future', sign(secret, body, now + tolerance + 1), body, false],
    ['a v1 that is not hex', `t=${now},v1=${'z'.repeat(64)}`, body, false],
    ['a short v1', `t=${now},v1=${mac(secret, now, body).slice(0, 63)}`, body, false],
  ])('%s', (_, header, received, ok) => {
    expect(verifySignature(secret, received, header, now, tolerance).ok).toBe(ok);
  });
});
