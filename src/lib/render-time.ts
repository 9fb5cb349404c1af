// The time a server-rendered page was rendered at. Clocks on the page (an auction's time left) show it while
// the browser takes the markup over, so the text matches what the server wrote; they move on right after.
let renderedAt: number | null = null;

export function renderTime(): number | null {
  return renderedAt;
}

/** Set by the server just before its (synchronous) render, and by the browser from the page before hydrating. */
export function setRenderTime(time: number | null): void {
  renderedAt = time;
}
