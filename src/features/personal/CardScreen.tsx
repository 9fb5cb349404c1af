import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { AddCardForm } from './AddCardForm';
import styles from './personal.module.css';
import { savedCardsQuery } from '../../lib/queries/saved-cards';
import { changed } from './queries';

/** /personal/card: saved cards (gateway tokens; only brand, last 4 and expiry are ever shown or kept). */
export default function CardScreen() {
  const { t } = useTranslation('personal');
  usePageTitle(t('card.title'));
  const { data } = useSuspenseQuery(savedCardsQuery());
  const done = (message: string) => (list: typeof data) => {
    changed(savedCardsQuery().queryKey, list);
    toast.success(message);
  };
  const setDefault = useMutation({ mutationFn: (id: number) => api.cardSetDefault({ id }), onSuccess: done(t('card.defaultSet')) });
  const remove = useMutation({ mutationFn: (id: number) => api.cardDelete({ id }), onSuccess: done(t('card.deleted')) });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('card.title')}</h1>
      <p className={styles.muted}>{t('card.safety')}</p>
      {data.items.length === 0 ? (
        <EmptyState headingLevel={2} title={t('card.emptyTitle')} description={t('card.emptyBody')} />
      ) : (
        <ul className={styles.list} aria-label={t('card.saved', { count: data.items.length, max: data.max })}>
          {data.items.map((c) => (
            <li key={c.id}>
              <Card className={styles.stack} data-testid="saved-card">
                <div className={styles.row}>
                  <strong>
                    {c.brand.toUpperCase()} <bdi dir="ltr" className={styles.number}>•••• {c.last4}</bdi>
                  </strong>
                  {c.isDefault && <span className={styles.status}>{t('card.default')}</span>}
                  {c.expired && <span className={styles.rejected}>{t('card.expired')}</span>}
                </div>
                <span className={styles.muted}>
                  {c.holderName} · {t('card.expires', { date: `${String(c.expMonth).padStart(2, '0')}/${c.expYear}` })}
                </span>
                <div className={styles.actions}>
                  {!c.isDefault && !c.expired && (
                    <Button size="sm" variant="secondary" onClick={() => setDefault.mutate(c.id)} aria-label={t('card.makeDefaultOf', { last4: c.last4 })}>
                      {t('card.makeDefault')}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => remove.mutate(c.id)} aria-label={t('card.deleteOf', { last4: c.last4 })}>
                    {t('card.delete')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {data.items.length < data.max ? <AddCardForm /> : <p className={styles.muted}>{t('card.full', { max: data.max })}</p>}
    </div>
  );
}
