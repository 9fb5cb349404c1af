// A result whose JSON a handler has already written, in part from bytes kept in the shared cache: the home
// info's shared half (rates, rails, hot shares, about 5 KB) is the same for every caller in a language, so
// it is serialized and encoded once per cache period rather than on every home page view. The value stays
// beside the bytes so that the dispatcher can still check it against the operation's result schema.
//
// Bytes, not text: the shared half holds currency symbols outside Latin-1 (€, ₩), so V8 keeps the whole
// answer as two-byte text, which was measured and encoded to UTF-8 again on every write (about 4 µs of an
// anonymous home call's 71, by `npm run bench:api`).
export class Serialized<T> {
  constructor(
    readonly value: T,
    readonly json: Buffer,
  ) {}
}

const emptyObject = '{}';

/** The UTF-8 JSON of a value, for a Serialized result or the shared part of one. */
export function encodeJson(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/**
 * The JSON of an object made of `own` and `shared` (both already serialized, `shared` as UTF-8 bytes): one
 * object, with `own`'s keys first. Neither may have a key of the other.
 */
export function joinObjects(head: string, shared: Buffer): Buffer {
  if (head === emptyObject) return shared;
  // Two bytes of an object's JSON can only be {}.
  if (shared.length === emptyObject.length) return Buffer.from(head);
  return Buffer.concat([Buffer.from(`${head.slice(0, -1)},`), shared.subarray(1)]);
}

const answerHead = Buffer.from('{"code":200,"data":');
const answerTail = Buffer.from('}');

/** The API's success envelope around an already serialized result. */
export function successBody(result: Serialized<unknown>): Uint8Array<ArrayBuffer> {
  // Buffer.concat allocates a fresh buffer, never shared memory.
  return Buffer.concat([answerHead, result.json, answerTail]) as Uint8Array<ArrayBuffer>;
}
