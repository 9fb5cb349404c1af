// The edition's strings travel with its pages: the shell's area map leaves them out (src/lib/locale-areas.ts).
export const stringFiles = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/analytics/*.json')).map(([path, load]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
    load,
  ]),
);
