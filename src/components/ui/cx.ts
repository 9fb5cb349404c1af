/** Joins class names, skipping the falsy entries that conditional classes and missing module keys give. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
