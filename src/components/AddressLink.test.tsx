import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressLink } from './AddressLink';

const html = (address: string, label?: string) => renderToStaticMarkup(<AddressLink address={address}>{label}</AddressLink>);

describe('AddressLink', () => {
  it('links an http(s) address in a new tab without handing over the opener', () => {
    expect(html('https://jp.mercari.com/item/m12345678901', 'Open')).toBe(
      '<a href="https://jp.mercari.com/item/m12345678901" target="_blank" rel="noopener noreferrer">Open</a>',
    );
  });

  it('links a page of ours', () => {
    expect(html('/mall/market/detail/12345678')).toContain('<a href="/mall/market/detail/12345678"');
  });

  it.each(['javascript:alert(1)', ' javascript:alert(1)', 'JAVASCRIPT:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', 'file:///etc/passwd', '//evil.example/', '/\\evil.example'])(
    'shows %j as text, not as a link', (address) => {
      const shown = html(address);
      expect(shown).not.toMatch(/<a\b|href=/);
      expect(shown).toMatch(/^<span>/);
    },
  );

  it('keeps the label of a refused address as text', () => {
    expect(html('javascript:alert(1)', 'Nike Air Max')).toBe('<span>Nike Air Max</span>');
  });
});
