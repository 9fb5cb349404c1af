import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { linkableAddress } from '../lib/web-address';

type AddressLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & {
  /** An address someone wrote or a row holds: a shop's page, a post, a page of ours. */
  address: string;
  /** What the link says; the address itself when left out. */
  children?: ReactNode;
};

/**
 * An address that came from data, opened in a new tab — but only when it is an http(s) address or a page
 * of ours. Anything else a row may still hold (`javascript:…` stored before the server checked) is shown
 * as plain text, never as an href.
 */
export function AddressLink({ address, children, rel = 'noopener noreferrer', ...rest }: AddressLinkProps) {
  const href = linkableAddress(address);
  const { className, lang, dir } = rest;
  if (href === null) {
    return (
      <span className={className} lang={lang} dir={dir}>
        {children ?? address}
      </span>
    );
  }
  return (
    <a {...rest} href={href} target="_blank" rel={rel}>
      {children ?? address}
    </a>
  );
}
