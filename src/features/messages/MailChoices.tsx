import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/Checkbox';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import styles from './Messages.module.css';
import { mailChoicesQuery } from './queries';

/** Per kind of message, whether it is also mailed: the message here always stays; money and security are always mailed. */
export function MailChoices() {
  const { t } = useTranslation('messages');
  const { data } = useQuery(mailChoicesQuery());
  const choose = useMutation({
    mutationFn: (choice: { kind: string; mailed: boolean }) => api.setMailChoice(choice),
    onSuccess: (answer) => queryClient.setQueryData(mailChoicesQuery().queryKey, answer),
  });
  if (!data) return null;
  return (
    <section className={styles.mailChoices} aria-labelledby="mail-choices-title" data-testid="mail-choices">
      <h2 id="mail-choices-title" className={styles.mailTitle}>
        {t('mail.title')}
      </h2>
      <p className={styles.summary}>{t('mail.intro')}</p>
      {data.choices.map((c) => (
        <Checkbox
          key={c.kind}
          label={t(`mail.kind.${c.kind}`)}
          hint={c.locked ? t('mail.locked') : undefined}
          checked={c.mailed}
          disabled={c.locked || choose.isPending}
          onChange={(e) => choose.mutate({ kind: c.kind, mailed: e.target.checked })}
        />
      ))}
    </section>
  );
}
