import type { ClipboardEvent } from 'react';
import { type PastedAddress, findWebAddress, readPastedAddress } from '../lib/pasted-address';

/**
 * What a field that takes a shop's address (buy-by-link, the calculator's item link) does with pasted text:
 * a shared message ("check this https://…") pastes as its address alone, without tracking values; words
 * typed around an address go when the field is left. `found` is the field's value as read.
 */
export function addressFieldProps(value: string, found: PastedAddress | null, set: (value: string) => void) {
  return {
    type: 'url',
    inputMode: 'url',
    placeholder: 'https://',
    onPaste: (e: ClipboardEvent<HTMLInputElement>) => {
      const address = findWebAddress(e.clipboardData.getData('text'));
      if (!address) return;
      e.preventDefault();
      set(readPastedAddress(address)!.url);
    },
    onBlur: () => {
      if (found && found.url !== value) set(found.url);
    },
  } as const;
}
