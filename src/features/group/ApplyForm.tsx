import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { maxOf } from '../../lib/api/limits';
import styles from './group.module.css';
import { useApply } from './use-group-actions';

/** Asks to join: a short message to the leader. */
export function ApplyForm({ groupId }: { groupId: number }) {
  const { t } = useTranslation('group');
  const apply = useApply();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '');
    apply.mutate({ id: groupId, message });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={id}>{t('apply.message')}</label>
      <textarea id={id} name="message" className={styles.textarea} maxLength={maxOf('Sig.Front.User.AppGroup.Apply', 'message')} placeholder={t('apply.messageHint')} />
      <Button type="submit" loading={apply.isPending}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}
