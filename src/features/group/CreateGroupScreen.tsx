import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { constants } from '../../../generated/constants';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { TextField } from '../../components/ui/TextField';
import { usePathTo } from '../../components/use-path-to';
import { maxOf } from '../../lib/api/limits';
import { addressesQuery } from '../../lib/queries/addresses';
import { GroupBoundary } from './GroupBoundary';
import { GroupSkeleton } from './GroupSkeleton';
import { localInput } from './local-time';
import styles from './group.module.css';
import { useCreateGroup } from './use-group-actions';

const dayMs = 86_400_000;

/** /personal/group/create: the leader names the group, picks the address, the deadline and the rules. */
export default function CreateGroupScreen() {
  const { t } = useTranslation('group');
  usePageTitle(t('create.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('create.title')}</h1>
      <p className={styles.muted}>{t('create.intro')}</p>
      <GroupBoundary skeleton={<GroupSkeleton rows={4} />}>
        <CreateForm />
      </GroupBoundary>
    </div>
  );
}

function CreateForm() {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const { data: book } = useSuspenseQuery(addressesQuery());
  const create = useCreateGroup();
  // The suggested deadline: three days ahead, within the allowed range.
  const [initialDeadline] = useState(() => localInput(Date.now() + Math.min(3, constants.groups.maxDays) * dayMs));
  if (book.items.length === 0) {
    return (
      <EmptyState
        title={t('create.noAddress')}
        description={t('create.noAddressBody')}
        action={
          <Link to={pathTo('personal.address')} className={buttonClassName()}>
            {t('create.addAddress')}
          </Link>
        }
      />
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const deadline = new Date(String(form.get('deadline'))).toISOString();
    create.mutate(
      { name: String(form.get('name')), addressId: Number(form.get('addressId')), deadline, rules: String(form.get('rules')) },
      { onSuccess: (detail) => navigate(pathTo('personal.group.manageGroup', {}, { query: { id: detail.group.id } })) },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <TextField label={t('create.name')} name="name" required maxLength={maxOf('Sig.Front.User.AppGroup.Create', 'name')} />
      <Select label={t('create.address')} name="addressId" defaultValue={book.items.find((a) => a.isDefault)?.id} hint={t('create.addressHint')}>
        {book.items.map((a) => (
          <option key={a.id} value={a.id}>
            {[a.recipient, a.city, a.line1, a.country].filter(Boolean).join(', ')}
          </option>
        ))}
      </Select>
      <TextField
        label={t('create.deadline')}
        name="deadline"
        type="datetime-local"
        required
        defaultValue={initialDeadline}
        hint={t('create.deadlineHint', { hours: constants.groups.minLeadHours, days: constants.groups.maxDays })}
      />
      <Field label={t('create.rules')} required>
        {(control) => <textarea {...control} name="rules" className={styles.textarea} maxLength={maxOf('Sig.Front.User.AppGroup.Create', 'rules')} placeholder={t('create.rulesHint')} />}
      </Field>
      <Button type="submit" loading={create.isPending}>
        {t('create.submit')}
      </Button>
    </form>
  );
}
