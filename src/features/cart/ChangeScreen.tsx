import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import styles from './cart.module.css';
import { LineSummary } from './LineSummary';
import { cartQuery, useAcceptPrice, useRemoveLines } from './queries';

/** /cart/change: the lines whose price or availability changed since they were added — take the new price or remove. */
export default function ChangeScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('change.title'));
  const { data } = useSuspenseQuery(cartQuery());
  const accept = useAcceptPrice();
  const remove = useRemoveLines();
  const changed = data.groups.flatMap((g) => g.lines).filter((l) => l.status !== 'ok');
  const back = (
    <AppLink to="cart" className={buttonClassName()}>
      {t('backToCart')}
    </AppLink>
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('change.title')}</h1>
      {changed.length === 0 ? (
        <EmptyState title={t('change.noneTitle')} description={t('change.noneBody')} action={back} />
      ) : (
        <>
          <p className={styles.muted}>{t('change.intro')}</p>
          <ul className={styles.lines}>
            {changed.map((line) => (
              <li key={line.id} className={styles.group} data-testid="changed-line">
                <LineSummary line={line} />
                <div className={`${styles.actions} ${styles.groupFooter}`}>
                  {line.status === 'priceChanged' && (
                    <Button size="sm" loading={accept.isPending && accept.variables?.includes(line.id)} onClick={() => accept.mutate([line.id])}>
                      {t('change.accept')}
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" loading={remove.isPending && remove.variables?.includes(line.id)} onClick={() => remove.mutate([line.id])}>
                    {t('line.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {back}
        </>
      )}
    </div>
  );
}
