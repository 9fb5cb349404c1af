// Webhook signatures as card gateways make them: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
// under the webhook secret. The timestamp is signed too, so an old delivery cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'Payment-Signature';

export function sign(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks a signature header against the raw body; any v1 value may match (gateways send several while rotating secrets). */
export function verifySignature(secret: string, body: string, header: string | null, nowSeconds: number, toleranceSeconds: number): SignatureCheck {
  if (!header) return { ok: false, reason: 'no signature header' };
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === null) return { ok: false, reason: 'no timestamp' };
  if (candidates.length === 0) return { ok: false, reason: 'no v1 signature' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'timestamp outside the tolerance' };
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'), 'hex');
  const matches = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  return matches ? { ok: true } : { ok: false, reason: 'signature does not match' };
}
