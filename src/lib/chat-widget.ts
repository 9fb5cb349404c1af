// The support chat (spec §9: it loads 1 s after the page has loaded). Only this scheduler is in the shell;
// the widget is a dynamic import after the delay, so it is never part of a page's first load, and a page
// whose widget never loads works the same. Global edition only: the hosted chat is a global service (its
// host is in the global edition's script policy only) and the china edition's shoppers reach support
// through work orders.
import { constants } from '../../generated/constants';
import { edition } from '../config/env';

/** What the chat implementation offers the shell: put its button on the page. */
export interface ChatWidget {
  mount(): void;
}

/**
 * Called once the app has rendered its first page (the shell's navigation effects): the widget's module is
 * fetched constants.chat.loadDelayMs later, and a failure to load it is ignored.
 */
export function scheduleChatWidget(load: () => Promise<ChatWidget> = () => import('./chat-local').then((m) => m.localChat)): () => void {
  if (edition !== 'global') return () => {};
  const timer = setTimeout(() => load().then((chat) => chat.mount(), () => {}), constants.chat.loadDelayMs);
  return () => clearTimeout(timer);
}
