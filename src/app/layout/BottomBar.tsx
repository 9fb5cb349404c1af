import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteMeta, RouteName } from '../../../generated/routes';
import { Badge } from '../../components/ui/Badge';
import { CartIcon, HomeIcon, MessageIcon, SearchIcon, UserIcon } from '../../components/ui/Icons';
import { useCartNum } from '../../lib/queries/cart-num';
import { useHomeInfo } from '../../lib/queries/use-home-info';
import { AppLink } from '../../components/AppLink';
import { edition } from '../../config/env';
import styles from './BottomBar.module.css';

const tabs: { to: RouteName; label: string; Icon: () => React.ReactNode; count?: 'cart' | 'messages' }[] = [
  { to: 'home', label: 'nav.home', Icon: HomeIcon },
  { to: 'search', label: 'nav.search', Icon: SearchIcon },
  { to: 'cart', label: 'nav.cart', Icon: CartIcon, count: 'cart' },
  { to: 'personal.message', label: 'nav.messages', Icon: MessageIcon, count: 'messages' },
  { to: 'personal', label: 'nav.me', Icon: UserIcon },
];

/** Phones only: the five places shoppers go most, in thumb reach. */
export function BottomBar() {
  const { t } = useTranslation();
  const counts = { cart: useCartNum(), messages: useHomeInfo((info) => info.user.message) ?? 0 };
  const current = (useMatches().at(-1)?.handle as RouteMeta | undefined)?.name;
  return (
    // The global edition's support chat puts its button in the bar's last cell (see chat-widget.ts).
    <nav className={styles.bar} aria-label={t('nav.primary')} data-help-slot={edition === 'global' || undefined}>
      {tabs.map(({ to, label, Icon, count }) => (
        <AppLink key={to} to={to as 'home'} className={styles.tab} aria-current={current === to ? 'page' : undefined}>
          <span className={styles.icon}>
            <Icon />
            {count && <Badge count={counts[count]} className={styles.badge} />}
          </span>
          <span>{t(label)}</span>
        </AppLink>
      ))}
    </nav>
  );
}
