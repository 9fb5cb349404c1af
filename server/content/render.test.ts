// The sanitiser against the usual attacks: whatever the Markdown holds, nothing that runs survives.
import { describe, expect, it } from 'vitest';
import { isSafePicture, renderMarkdown } from './render';

const attacks: [name: string, markdown: string, mustNotContain: RegExp][] = [
  ['a script tag', 'Hello <script>alert(1)</script>', /<script|alert\(1\)/i],
  ['a script tag in a list', '- one\n- <script>document.cookie</script>', /<script/i],
  ['a javascript: Markdown link', '[click](javascript:alert(1))', /javascript:/i],
  ['a JaVaScRiPt: link with entities', '[x](&#106;avascript:alert(1))', /javascript|href="&/i],
  ['a raw javascript: anchor', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
  ['an onerror attribute', '<img src="https://example.com/a.png" onerror="alert(1)">', /onerror/i],
  ['an onclick attribute on a paragraph', '<p onclick="alert(1)">hi</p>', /onclick/i],
  ['a data: picture', '![x](data:image/svg+xml;base64,PHN2Zz4=)', /data:/i],
  ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/i],
  ['an http picture', '![x](http://evil.example/a.png)', /<img/i],
  ['a protocol-relative picture', '![x](//evil.example/a.png)', /<img/i],
  ['a protocol-relative link', '[x](//evil.example/)', /href=/i],
  ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
  ['a style tag', '<style>body{display:none}</style>', /<style|display:none/i],
  ['a style attribute', '<p style="position:fixed">x</p>', /style=/i],
  ['an svg with onload', '<svg onload="alert(1)"></svg>', /<svg|onload/i],
  ['a form', '<form action="https://evil.example"><input name="p"></form>', /<form|<input/i],
  ['an author target on a relative link', '<a href="/x" target="_blank">x</a>', /target/i],
];

describe('renderMarkdown', () => {
  it.each(attacks)('removes %s', (_name, markdown, bad) => {
    expect(renderMarkdown(markdown)).not.toMatch(bad);
  });

  it('keeps the Markdown a guide needs', () => {
    const html = renderMarkdown('# Fees\n\n## How\n\n- one\n- **two**\n\n1. first\n\n[Search](/search) and [EMS](https://www.post.japanpost.jp/)\n\n![box](/img/content/parcel.svg)');
    expect(html).toContain('<h2>Fees</h2>');
    expect(html).toContain('<h2>How</h2>');
    expect(html).toContain('<li><strong>two</strong></li>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<a href="/search">Search</a>');
    expect(html).toContain('<a href="https://www.post.japanpost.jp/" rel="noopener noreferrer" target="_blank">EMS</a>');
    expect(html).toContain('<img src="/img/content/parcel.svg" alt="box" />');
  });

  it('keeps an https picture and shows a refused link as text', () => {
    expect(renderMarkdown('![a](https://example.com/a.png)')).toContain('src="https://example.com/a.png"');
    expect(renderMarkdown('[click me](javascript:alert(1))')).toContain('click me');
  });
});

describe('isSafePicture', () => {
  it.each([
    ['/img/content/parcel.svg', true],
    ['/files/uploads/abc.webp', true],
    ['https://example.com/a.png', true],
    ['http://example.com/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['/img/../../etc/passwd', false],
    ['//evil.example/a.png', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafePicture(url)).toBe(safe);
  });
});
