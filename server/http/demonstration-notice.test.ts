// The demonstration's notice goes into any page on its way out: first in the body, outside the root the
// browser renders into, in the language the storefront shows that page in.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { t } from '../messages';
import { demonstrationNotice, pageLanguage } from './demonstration-notice';
import { fillTemplate } from './render';

const template = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Shell</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('the notice on a page the server renders', () => {
  it('goes first in the body of the filled template, in the language of its address', async () => {
    const app = new Hono();
    app.use('*', demonstrationNotice('global'));
    const page = { kind: 'page' as const, status: 200, lang: 'fr', dir: 'ltr', head: '<title>Montres</title>', html: '<main>Montres</main>', state: '{}', modules: [] };
    app.get('*', (c) => c.html(fillTemplate(template, page)));
    const html = await (await app.request('/fr/search?keyword=montre')).text();
    const notice = `<div role="note" data-demonstration lang="fr" dir="ltr"`;
    expect(html).toContain(`>${t('fr', 'demonstrationNotice')}</div>`);
    expect(html).toMatch(new RegExp(`<body>${notice}[^>]*>[^<]*</div>\\s*<div id="root"><main>Montres</main></div>`));
  });

  it('leaves answers that are not pages as they are', async () => {
    const app = new Hono();
    app.use('*', demonstrationNotice('global'));
    app.get('*', (c) => c.json({ page: '<body>' }));
    expect(await (await app.request('/ja/')).json()).toEqual({ page: '<body>' });
  });
});

describe('pageLanguage', () => {
  const cookies = (jar: Record<string, string>) => (name: string) => jar[name];
  it('follows the storefront: the edition’s own, the prefix, the remembered choice, the default', () => {
    expect(pageLanguage('china', '/ja/mall', cookies({ [constants.cookies.language.name]: 'de' }))).toBe('zhCn');
    expect(pageLanguage('global', '/ko/mall', cookies({ [constants.cookies.locale.name]: 'de' }))).toBe('ko');
    expect(pageLanguage('global', '/mall', cookies({ [constants.cookies.locale.name]: 'de' }))).toBe('de');
    expect(pageLanguage('global', '/mall', cookies({ [constants.cookies.locale.name]: 'xx' }))).toBe('en');
    expect(pageLanguage('analytics', '/ja/analytics', cookies({ [constants.cookies.language.name]: 'th' }))).toBe('th');
    expect(pageLanguage('analytics', '/analytics', cookies({}))).toBe('en');
  });
});
