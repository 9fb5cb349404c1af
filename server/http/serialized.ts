// A result whose JSON a handler has already written, in part from bytes kept in the shared cache: the home
// info's shared half (rates, rails, hot shares, about 5 KB) is the same for every caller in a language, so
// it is serialized and encoded once per cache period rather than on every home page view. The value stays
// beside the bytes (built on demand) so that the dispatcher can still check it against the result schema.
//
// Bytes, not text: the shared half holds currency symbols outside Latin-1 (€, ₩), so V8 keeps the whole
// answer as two-byte text, which was measured and encoded to UTF-8 again on every write (about 4 µs of an
// anonymous home call's 71, by `npm run bench:api`).
export class Serialized<T> {
  constructor(
    /** The value itself, built only when it is checked against the result schema (tests, development). */
    readonly value: () => T,
    /** The value's UTF-8 JSON, in pieces that are only copied once, into the answer. */
    readonly json: Buffer | readonly Buffer[],
  ) {}
}

const emptyObject = '{}';
const comma = Buffer.from(',');

/** The UTF-8 JSON of a value, for a Serialized result or the parts of one. */
export function encodeJson(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/**
 * The JSON of one object made of two already serialized ones (UTF-8 bytes), `own`'s keys first, without
 * copying either: the pieces go to the answer as they are. Neither may have a key of the other.
 */
export function joinObjects(own: Buffer, shared: Buffer): readonly Buffer[] {
  // Two bytes of an object's JSON can only be {}.
  if (own.length === emptyObject.length) return [shared];
  if (shared.length === emptyObject.length) return [own];
  return [own.subarray(0, -1), comma, shared.subarray(1)];
}

const answerHead = Buffer.from('{"code":200,"data":');
const answerTail = Buffer.from('}');

/** The API's success envelope around an already serialized result. */
export function successBody(result: Serialized<unknown>): Uint8Array<ArrayBuffer> {
  const parts = Buffer.isBuffer(result.json) ? [result.json] : result.json;
  // Buffer.concat allocates a fresh buffer, never shared memory.
  return Buffer.concat([answerHead, ...parts, answerTail]) as Uint8Array<ArrayBuffer>;
}
