// Whether an address names one of the build's files rather than a page: its last segment has an extension.
// The build names its files in plain letters, so a segment with a percent escape is a path parameter, an item's
// own address (a Yahoo! Shopping item's ends in .html), and the address is that item's page.
export function isFilePath(url: string): boolean {
  const last = new URL(url).pathname.split('/').at(-1) ?? '';
  return /\.[A-Za-z0-9]+$/.test(last) && !last.includes('%');
}
