import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import { settingsChanged, settingsQuery } from './queries';
import styles from './Settings.module.css';
import { useAction } from './use-action';

const minLength = 8;

/** A new password needs the current one (an account made by a social login sets its first without); other sessions end. */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const { data } = useSuspenseQuery(settingsQuery());
  const [form, setForm] = useState({ current: '', next: '', repeat: '' });
  const [checked, setChecked] = useState(false);
  const { busy, done, error, run } = useAction();
  const problems = {
    current: data.hasPassword && !form.current ? t('password.currentRequired') : undefined,
    next: form.next.length < minLength ? t('password.tooShort', { min: minLength }) : undefined,
    repeat: form.repeat !== form.next ? t('password.mismatch') : undefined,
  };
  const shown = (key: keyof typeof problems) => (checked ? problems[key] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(problems).some(Boolean)) return;
    run(async () => {
      await api.updateUserInfo({ currentPassword: data.hasPassword ? form.current : undefined, newPassword: form.next }, { silent: true });
      setForm({ current: '', next: '', repeat: '' });
      setChecked(false);
      await settingsChanged();
    });
  };

  return (
    <section className={styles.section} aria-labelledby="settings-password">
      <h2 id="settings-password" className={styles.heading}>
        {data.hasPassword ? t('password.heading') : t('password.setHeading')}
      </h2>
      <p className={styles.text}>{t('password.intro')}</p>
      <form className={styles.form} noValidate onSubmit={submit}>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {data.hasPassword && (
          <TextField label={t('password.current')} type="password" autoComplete="current-password" required value={form.current} onChange={(e) => setForm({ ...form, current: e.target.value })} error={shown('current')} />
        )}
        <TextField label={t('password.new')} type="password" autoComplete="new-password" required hint={t('password.tooShort', { min: minLength })} value={form.next} onChange={(e) => setForm({ ...form, next: e.target.value })} error={shown('next')} />
        <TextField label={t('password.repeat')} type="password" autoComplete="new-password" required value={form.repeat} onChange={(e) => setForm({ ...form, repeat: e.target.value })} error={shown('repeat')} />
        <div className={styles.row}>
          {done ? <p role="status" className={styles.ok}>{t('password.done')}</p> : <span />}
          <Button type="submit" loading={busy}>
            {t('password.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
