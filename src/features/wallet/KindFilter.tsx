import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { type HistoryKind, historyKinds } from './params';
import styles from './wallet.module.css';

/** The history's kinds as links (the first page of each), "all" first. */
export function KindFilter({ current }: { current: HistoryKind | null }) {
  const { t } = useTranslation('wallet');
  const pathTo = usePathTo();
  const choices: (HistoryKind | null)[] = [null, ...historyKinds];
  return (
    <nav className={styles.filters} aria-label={t('payment.filterLabel')}>
      {choices.map((kind) => (
        <Link
          key={kind ?? 'all'}
          to={pathTo('personal.payment', {}, { query: kind ? { kind } : {} })}
          className={styles.filter}
          aria-current={kind === current ? 'page' : undefined}
          preventScrollReset
        >
          {kind ? t(`kinds.${kind}`) : t('payment.all')}
        </Link>
      ))}
    </nav>
  );
}
