import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { ChevronIcon } from '../../components/ui/Icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { sameSitePath } from '../../lib/web-address';
import styles from './Address.module.css';
import { AddressBook } from './AddressBook';

/**
 * The address book. `?add=1` opens a new address, `?edit=<id>` an existing one; `?return=<path>` (a page of
 * ours, such as checkout) is where the shopper goes back to once an address is saved.
 */
export default function AddressScreen() {
  const { t } = useTranslation('address');
  usePageTitle(t('title'));
  const [search] = useSearchParams();
  const back = sameSitePath(search.get('return'));
  return (
    <div className={styles.page}>
      {back && (
        <Link to={back} className={styles.back}>
          <ChevronIcon direction="start" size={16} />
          {t('back')}
        </Link>
      )}
      <h1 className={styles.title}>{t('title')}</h1>
      <Suspense fallback={<BookSkeleton label={t('loading')} />}>
        <AddressBook back={back} />
      </Suspense>
    </div>
  );
}

function BookSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.list} aria-busy="true" aria-label={label}>
      {[0, 1].map((i) => (
        <Skeleton key={i} shape="block" width="100%" height={148} />
      ))}
    </div>
  );
}
