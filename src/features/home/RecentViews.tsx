import { useTranslation } from 'react-i18next';
import type { GoodsListItem } from '../../../generated/api/schemas';
import { GoodsRail } from '../../components/goods/GoodsRail';
import styles from './HomeScreen.module.css';

/** The shopper's recently viewed goods, newest first, as goods cards. */
export default function RecentViews({ items }: { items: GoodsListItem[] }) {
  const { t } = useTranslation();
  return (
    <GoodsRail
      title={t('home.recentViews')}
      items={items}
      empty={<p className={styles.empty}>{t('home.noRecentViews')}</p>}
      data-testid="recent-views"
    />
  );
}
