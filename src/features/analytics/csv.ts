// CSV export of a panel, built in the page from the same answer the panel draws (RFC 4180: CRLF line
// ends, fields with a comma, quote or line break quoted, quotes doubled). A leading byte-order mark makes
// Excel read the file as UTF-8 (else Japanese keywords turn to mojibake), and a cell starting with = + -
// @ is prefixed with ' so a spreadsheet shows a shopper's search term instead of running it as a formula.

export type CsvValue = string | number | null;

const bom = '\uFEFF';

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return bom + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
