// A result whose JSON a handler has already written, in part from text kept in the shared cache: the home
// info's shared half (rates, rails, hot shares, about 5 KB) is the same for every caller in a language, so
// it is serialized once per cache period rather than on every home page view. The value stays beside the
// text so that the dispatcher can still check it against the operation's result schema.
export class Serialized<T> {
  constructor(
    readonly value: T,
    readonly json: string,
  ) {}
}

/**
 * The JSON of an object made of `own` (serialized here) and `shared` (already serialized, an object's text):
 * one object, with `own`'s keys first. Neither may have a key of the other.
 */
export function joinObjects(own: Record<string, unknown>, shared: string): string {
  const head = JSON.stringify(own);
  if (head === '{}') return shared;
  return shared === '{}' ? head : `${head.slice(0, -1)},${shared.slice(1)}`;
}
