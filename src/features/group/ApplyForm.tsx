import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { maxOf } from '../../lib/api/limits';
import styles from './group.module.css';
import { useApply } from './use-group-actions';

/** Asks to join: a short message to the leader. */
export function ApplyForm({ groupId }: { groupId: number }) {
  const { t } = useTranslation('group');
  const apply = useApply();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '');
    apply.mutate({ id: groupId, message });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <Field label={t('apply.message')}>
        {(control) => <textarea {...control} name="message" className={styles.textarea} maxLength={maxOf('Sig.Front.User.AppGroup.Apply', 'message')} placeholder={t('apply.messageHint')} />}
      </Field>
      <Button type="submit" loading={apply.isPending}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}
