// scrypt from node:crypto. The parameters are stored in each hash, so a later change of
// constants.accounts.passwordHash still verifies old hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { constants } from '../../generated/constants';

interface Params {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

function derive(password: string, salt: Buffer, { N, r, p, keyLength }: Params): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const current: Params = {
  N: constants.accounts.passwordHash.cost,
  r: constants.accounts.passwordHash.blockSize,
  p: constants.accounts.passwordHash.parallelization,
  keyLength: constants.accounts.passwordHash.keyLength,
};

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  return ['scrypt', current.N, current.r, current.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether the password matches the stored hash. No hash (no such account, or one made by a social login
 * with no password yet) still costs one, so the time taken does not tell those apart from a wrong password.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) {
    await burnPasswordCheck(password);
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const params = { N: Number(N), r: Number(r), p: Number(p), keyLength: expected.length };
  const actual = await derive(password, Buffer.from(salt, 'base64'), params);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;
async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await decoy);
}
