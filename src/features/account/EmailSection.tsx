import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { settingsChanged, settingsQuery } from './queries';
import styles from './Settings.module.css';
import { useAction } from './use-action';

/** The new address gets a code; the email changes only when the code is entered here. */
export function EmailSection() {
  const { t } = useTranslation('account');
  const { data } = useSuspenseQuery(settingsQuery());
  const [form, setForm] = useState({ email: '', password: '', code: '' });
  const [checked, setChecked] = useState(false);
  const request = useAction();
  const confirm = useAction();
  const emailProblem = checked && !isEmail(form.email) ? t('email.invalid') : undefined;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isEmail(form.email)) return;
    request.run(async () => {
      await api.requestEmailChange({ newEmail: form.email.trim(), password: data.hasPassword ? form.password : undefined }, { silent: true });
      setForm({ email: '', password: '', code: '' });
      setChecked(false);
      await settingsChanged();
    });
  };
  const enter = (event: FormEvent) => {
    event.preventDefault();
    confirm.run(async () => {
      await settingsChanged(await api.confirmEmailChange({ code: form.code.trim() }, { silent: true }));
      setForm({ ...form, code: '' });
    });
  };

  return (
    <section className={styles.section} aria-labelledby="settings-email">
      <h2 id="settings-email" className={styles.heading}>
        {t('email.heading')}
      </h2>
      <p className={styles.text}>{t('email.current', { email: data.email })}</p>
      {confirm.done && <p role="status" className={styles.ok}>{t('email.changed', { email: data.email })}</p>}
      {data.pendingEmail && (
        <form className={styles.form} noValidate onSubmit={enter} aria-label={t('email.codeHeading')}>
          <p className={styles.text}>{t('email.codeSent', { email: data.pendingEmail })}</p>
          {confirm.error && (
            <p role="alert" className={styles.error}>
              {confirm.error}
            </p>
          )}
          <TextField label={t('email.code')} inputMode="numeric" autoComplete="one-time-code" required value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />
          <Button type="submit" loading={confirm.busy} disabled={!form.code.trim()}>
            {t('email.confirm')}
          </Button>
        </form>
      )}
      <form className={styles.form} noValidate onSubmit={ask} aria-label={t('email.heading')}>
        {request.error && (
          <p role="alert" className={styles.error}>
            {request.error}
          </p>
        )}
        <TextField label={t('email.new')} type="email" autoComplete="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} error={emailProblem} />
        {data.hasPassword && <TextField label={t('email.password')} type="password" autoComplete="current-password" required value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />}
        <Button type="submit" variant="secondary" loading={request.busy}>
          {data.pendingEmail ? t('email.sendAgain') : t('email.send')}
        </Button>
      </form>
    </section>
  );
}
