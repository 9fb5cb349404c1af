// The local support chat: the hosted chat cannot be reached from here, so its button opens a small panel
// that sends the shopper to the help centre's answers (/userGuide) or to a support ticket (/workOrder),
// where support answers. Plain DOM: it is loaded after
// the page, and needs nothing of React.
import { href, localizePath } from '../../generated/routes';
import { edition } from '../config/env';
import type { ChatWidget } from './chat-widget';
import { currentLanguage, i18n, loadNamespace } from './i18n';

export const localChat: ChatWidget = {
  mount() {
    void loadNamespace('account').then(() => {
      if (document.getElementById('support-chat')) return;
      const t = (key: string) => i18n.t(`account:chat.${key}`);
      const root = document.createElement('div');
      root.id = 'support-chat';
      root.style.cssText = 'position:fixed;inset-block-end:72px;inset-inline-end:16px;z-index:1900;display:grid;justify-items:end;gap:8px;';
      const panel = document.createElement('section');
      panel.id = 'support-chat-panel';
      panel.setAttribute('aria-label', t('title'));
      panel.style.cssText = 'max-inline-size:280px;padding:16px;border-radius:8px;background:#fff;color:#1a1a1a;box-shadow:0 4px 16px rgba(0,0,0,.2);display:none;gap:8px;';
      const heading = document.createElement('strong');
      heading.textContent = t('title');
      const body = document.createElement('p');
      body.style.margin = '0';
      body.textContent = t('body');
      const anchor = (path: string, text: string) => {
        const link = document.createElement('a');
        link.href = localizePath(path, edition, currentLanguage());
        link.textContent = text;
        link.style.cssText = 'color:#0b57d0;font-weight:600;';
        return link;
      };
      panel.append(heading, anchor(href('userGuide'), t('help')), body, anchor(href('workOrder'), t('link')));
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = t('open');
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', panel.id);
      button.style.cssText = 'padding:10px 16px;border:0;border-radius:999px;background:#0b57d0;color:#fff;font:inherit;font-weight:600;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25);';
      button.addEventListener('click', () => {
        const open = panel.style.display === 'none';
        // An inline display (not the hidden attribute, which the inline grid would override) opens and closes it.
        panel.style.display = open ? 'grid' : 'none';
        button.setAttribute('aria-expanded', String(open));
      });
      root.append(panel, button);
      document.body.append(root);
    });
  },
};
