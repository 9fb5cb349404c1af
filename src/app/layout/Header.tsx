import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { CartIcon } from '../../components/ui/Icons';
import { useCartNum } from '../../lib/queries/cart-num';
import { AppLink } from '../../components/AppLink';
import { edition } from '../../config/env';
import { AccountMenu } from './AccountMenu';
import { CurrencyPicker } from './CurrencyPicker';
import styles from './Header.module.css';
import { LanguagePicker } from './LanguagePicker';
import { SearchBox } from './SearchBox';

export function Header() {
  const { t } = useTranslation();
  const cartNum = useCartNum();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <AppLink to="home" className={styles.logo} aria-label={t('header.home', { name: t('app.name') })}>
          <svg aria-hidden="true" className={styles.mark} viewBox="0 0 32 32" width="32" height="32">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <circle cx="16" cy="16" r="7" fill="var(--color-accent)" />
          </svg>
          <span className={styles.wordmark}>{t('app.name')}</span>
        </AppLink>
        <SearchBox />
        <div className={styles.tools}>
          {/* From a laptop's width: on a tablet the search needs the room, and the footer has both pickers. */}
          <span className={styles.wideOnly}>
            <LanguagePicker compact />
          </span>
          <span className={styles.wideOnly}>
            <CurrencyPicker compact />
          </span>
          <AppLink to="cart" className={styles.iconLink} aria-label={t('header.cartWithCount', { count: cartNum })}>
            <CartIcon />
            <Badge count={cartNum} className={styles.badge} />
          </AppLink>
          <span className={styles.desktopOnly}>
            <AccountMenu />
          </span>
          {/* Wide screens have no bottom bar: the global edition's support chat docks its button here (chat-local.ts). */}
          {edition === 'global' && <span className={styles.helpSlot} data-help-slot aria-hidden="true" />}
        </div>
      </div>
    </header>
  );
}
