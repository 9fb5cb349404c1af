// The local support chat: the hosted chat cannot be reached from here, so its button opens a small panel
// that sends the shopper to the help centre's answers (/userGuide) or to a support ticket (/workOrder),
// where support answers. Plain DOM: it is loaded after
// the page, and needs nothing of React.
import { href, localizePath } from '../../generated/routes';
import { edition } from '../config/env';
import type { ChatWidget } from './chat-widget';
import { currentLanguage, i18n, loadNamespace } from './i18n';

// Where the button sits must never hide a control or a total. On phones it takes the bottom bar's last cell
// (the bar keeps it free, data-help-slot), drawn like the bar's tabs; content scrolls under that band as
// under the bar. Wider screens have no bottom bar: there it docks at the header's end, in the room the
// header keeps free (its own data-help-slot), and its panel opens below it. Without either slot (a bare
// page) it is a pill in the corner.
const css = `
#support-chat{position:fixed;z-index:calc(var(--z-ui-base) - 1);inset-block-end:16px;inset-inline-end:16px;display:grid;justify-items:end;gap:8px}
#support-chat-panel{max-inline-size:280px;padding:16px;border-radius:8px;background:#fff;color:#1a1a1a;box-shadow:0 4px 16px rgba(0,0,0,.2);gap:8px}
#support-chat-panel a{color:#0b57d0;font-weight:600}
#support-chat>button{display:flex;align-items:center;gap:6px;padding:10px 16px;border:0;border-radius:999px;background:#0b57d0;color:#fff;font:inherit;font-weight:600;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25)}
@media (max-width:767.98px){
body:has(nav[data-help-slot]) #support-chat{inset-block-end:env(safe-area-inset-bottom);inset-inline-end:0;gap:0}
body:has(nav[data-help-slot]) #support-chat-panel{margin:0 8px 8px}
body:has(nav[data-help-slot]) #support-chat>button{flex-direction:column;justify-content:center;gap:2px;inline-size:var(--help-slot-size);block-size:var(--bottom-bar-height);padding:0 2px;border-radius:0;background:none;box-shadow:none;color:var(--color-text-muted);font-size:var(--font-size-xs);font-weight:var(--font-weight-regular);line-height:var(--line-height-tight)}
body:has(nav[data-help-slot]) #support-chat>button>span{max-inline-size:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
}
@media (min-width:768px){
body:has(header [data-help-slot]) #support-chat{inset-block:0 auto;inset-inline-end:calc(max(0px,(100% - var(--content-max-width)) / 2) + var(--space-3));padding-block:var(--space-2)}
body:has(header [data-help-slot]) #support-chat-panel{order:1}
body:has(header [data-help-slot]) #support-chat>button{justify-content:center;inline-size:var(--help-pill-size);block-size:var(--control-height-md);padding:0 var(--space-2);box-shadow:none}
body:has(header [data-help-slot]) #support-chat>button>span{min-inline-size:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
}`;

// A question mark in a circle, as the bar's icons are drawn (src/components/ui/Icons.tsx).
const icon =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10"/><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3"/><path d="M12 17h.01"/></svg>';

export const localChat: ChatWidget = {
  mount() {
    void loadNamespace('account').then(() => {
      if (document.getElementById('support-chat')) return;
      const style = document.createElement('style');
      style.textContent = css;
      const root = document.createElement('div');
      root.id = 'support-chat';
      const panel = document.createElement('section');
      panel.id = 'support-chat-panel';
      // An inline display (not the hidden attribute, which the stylesheet's grid would override) opens and closes it.
      panel.style.display = 'none';
      const heading = document.createElement('strong');
      const body = document.createElement('p');
      body.style.margin = '0';
      const guide = document.createElement('a');
      const link = document.createElement('a');
      panel.append(heading, guide, body, link);
      const button = document.createElement('button');
      button.type = 'button';
      button.innerHTML = icon;
      const label = document.createElement('span');
      button.append(label);
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', panel.id);
      button.addEventListener('click', () => {
        const open = panel.style.display === 'none';
        panel.style.display = open ? 'grid' : 'none';
        button.setAttribute('aria-expanded', String(open));
      });
      // Written again on every language change: the footer's picker changes the language without a reload.
      const write = () => {
        const t = (key: string) => i18n.t(`account:chat.${key}`);
        panel.setAttribute('aria-label', t('title'));
        heading.textContent = t('title');
        guide.textContent = t('help');
        guide.href = localizePath(href('userGuide'), edition, currentLanguage());
        body.textContent = t('body');
        link.textContent = t('link');
        link.href = localizePath(href('workOrder'), edition, currentLanguage());
        label.textContent = t('open');
      };
      write();
      i18n.on('languageChanged', () => void loadNamespace('account').then(write));
      root.append(panel, button);
      document.head.append(style);
      document.body.append(root);
    });
  },
};
