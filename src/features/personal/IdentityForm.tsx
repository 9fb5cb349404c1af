import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityDocument } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Select } from '../../components/ui/Select';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/transport';
import { useLanguage } from '../../lib/i18n';
import { identityNumberValid } from '../../lib/identity-documents';
import styles from './personal.module.css';
import { changed, identityQuery } from './queries';

export function IdentityForm({ documents, resubmit }: { documents: IdentityDocument[]; resubmit: boolean }) {
  const { t } = useTranslation('personal');
  const language = useLanguage();
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const [country, setCountry] = useState(documents[0]?.country ?? '');
  const [legalName, setLegalName] = useState('');
  const [number, setNumber] = useState('');
  const [checked, setChecked] = useState(false);
  const document = documents.find((d) => d.country === country)?.document;
  const submit = useMutation({
    mutationFn: () => api.identitySubmit({ country, legalName: legalName.trim(), number }, { silent: true }),
    onSuccess: (view) => {
      changed(identityQuery().queryKey, view);
      toast.success(t('auth.submitted'));
      setNumber('');
    },
  });
  const numberProblem = checked && document && !identityNumberValid(document, number) ? t('auth.numberInvalid') : null;
  const nameProblem = checked && !legalName.trim() ? t('auth.nameRequired') : null;
  const refusal = submit.error instanceof ApiError ? submit.error.message : submit.error ? t('errors.failed') : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!document || !legalName.trim() || !identityNumberValid(document, number)) return;
    submit.mutate();
  };

  return (
    <Card as="section" aria-labelledby="auth-form">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 id="auth-form" className={styles.subtitle}>
        {resubmit ? t('auth.resubmit') : t('auth.submit')}
      </h2>
      <Select label={t('auth.country')} value={country} onChange={(e) => setCountry(e.target.value)}>
        {documents.map((d) => (
          <option key={d.country} value={d.country}>
            {regions.of(d.country)} — {t(`auth.documents.${d.document}`)}
          </option>
        ))}
      </Select>
      <TextField label={t('auth.legalName')} hint={t('auth.legalNameHint')} value={legalName} maxLength={constants.personal.legalNameMaxLength} autoComplete="name" required error={nameProblem} onChange={(e) => setLegalName(e.target.value)} />
      <TextField
        label={t('auth.number')}
        hint={document ? t(`auth.formats.${document}`) : undefined}
        value={number}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        required
        error={numberProblem}
        onChange={(e) => setNumber(e.target.value)}
      />
      <p className={styles.muted}>{t('auth.privacy')}</p>
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" loading={submit.isPending}>
        {t('auth.send')}
      </Button>
      </form>
    </Card>
  );
}
