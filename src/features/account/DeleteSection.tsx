import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import { clearLogin } from '../../lib/session';
import { settingsQuery } from './queries';
import styles from './Settings.module.css';
import { useAction } from './use-action';

const blockerLinks = { orders: ['personal.order', { type: 'inProgress' }], warehouse: ['personal.shipping', {}], balance: ['personal.payment', {}] } as const;

/**
 * Deleting erases the personal data at once and keeps what the law requires, anonymized, for
 * retentionYears; it waits until nothing of the shopper's is still on its way, and says what.
 */
export function DeleteSection() {
  const { t } = useTranslation('account');
  const { data } = useSuspenseQuery(settingsQuery());
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const { busy, error, run } = useAction();
  const blocked = data.deleteBlockers.length > 0;
  const typed = form.confirm.trim().toLowerCase() === data.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed || blocked) return;
    run(async () => {
      await api.deleteAccount({ password: data.hasPassword ? form.password : undefined, confirm: form.confirm }, { silent: true });
      clearLogin();
      navigate(pathTo('home'), { replace: true });
    });
  };

  return (
    <section className={`${styles.section} ${styles.danger}`} aria-labelledby="settings-delete">
      <h2 id="settings-delete" className={styles.heading}>
        {t('delete.heading')}
      </h2>
      <p className={styles.text}>{t('delete.erased')}</p>
      <p className={styles.text}>{t('delete.keptIntro', { years: data.retentionYears })}</p>
      <ul className={styles.kept}>
        <li>{t('delete.keptOrders')}</li>
        <li>{t('delete.keptLedger')}</li>
        <li>{t('delete.keptParcels')}</li>
      </ul>
      {blocked ? (
        <div role="status" className={styles.error}>
          <p className={styles.heading}>{t('delete.blocked')}</p>
          <ul className={styles.kept}>
            {data.deleteBlockers.map((b) => (
              <li key={b.kind}>
                {t(`delete.blocker.${b.kind}`, { n: b.count })}{' '}
                <AppLink to={blockerLinks[b.kind][0]} args={[blockerLinks[b.kind][1]] as never}>
                  {t(`delete.go.${b.kind}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          {data.hasPassword && <TextField label={t('delete.password')} type="password" autoComplete="current-password" required value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />}
          <TextField label={t('delete.confirm', { email: data.email })} autoComplete="off" required value={form.confirm} onChange={(e) => setForm({ ...form, confirm: e.target.value })} />
          <Button type="submit" variant="danger" loading={busy} disabled={!typed || (data.hasPassword && !form.password)}>
            {t('delete.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
