import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { queryClient } from '../query-client';
import { categoriesKey } from './categories';

describe('category lists on a change of language', () => {
  it('drops the other languages’ lists and keeps the new language’s, such as a server-rendered page restored', () => {
    queryClient.setQueryData([...categoriesKey, 'mercari', 'ja'], [{ id: '1', name: 'レディース' }]);
    queryClient.setQueryData([...categoriesKey, 'mercari', 'en'], [{ id: '1', name: 'Women' }]);
    // As i18next does when it starts in, or switches to, a language (here without loading any strings).
    i18n.language = 'ja';
    i18n.emit('languageChanged', 'ja');
    expect(queryClient.getQueryData([...categoriesKey, 'mercari', 'ja'])).toEqual([{ id: '1', name: 'レディース' }]);
    expect(queryClient.getQueryData([...categoriesKey, 'mercari', 'en'])).toBeUndefined();
  });
});
