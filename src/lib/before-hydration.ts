// What a server-rendered page must have in the browser before React takes it over: modules whose output
// depends on something loaded apart (dayjs's words for the page's language) register the loading here
// when they are imported, and src/app/hydrate.ts waits for it. Without the wait, a page that was slow to
// get its date words hydrated with English dates into Japanese markup (React error 418).
const pending = new Set<Promise<unknown>>();

export function beforeHydration(work: Promise<unknown>): void {
  pending.add(work);
  // A failed load is the module's own to report; the page is still taken over.
  void work.catch(() => undefined).finally(() => pending.delete(work));
}

export function hydrationReady(): Promise<void> {
  return Promise.allSettled(pending).then(() => undefined);
}
