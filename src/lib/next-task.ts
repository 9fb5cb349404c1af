/**
 * Resolves in a task of its own, letting the browser paint and answer input in between: a long piece of
 * start-up work cut in two counts as two short tasks rather than one long one (Lighthouse's blocking time).
 * scheduler.yield() keeps the work ahead of other queued tasks where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
