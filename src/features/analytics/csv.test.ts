import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(1234)).toBe('1234');
    expect(csvField(null)).toBe('');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+81')).toBe("'+81");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@x')).toBe("'@x");
    expect(csvField('=a,b')).toBe('"\'=a,b"');
  });

  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const text = toCsv(['term', 'searches'], [['ポケモン', 12], ['a "b", c', 3]]);
    expect(text).toBe('\uFEFFterm,searches\r\nポケモン,12\r\n"a ""b"", c",3\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
