import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants';
import { usePageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { TextField } from '../../components/ui/TextField';
import { ImageUploader } from '../../components/uploads/ImageUploader';
import { usePathTo } from '../../components/use-path-to';
import { api } from '../../lib/api/client';
import type { Picture } from '../../../generated/api/schemas';
import { ContextNote } from './ContextNote';
import { OrderChoice } from './OrderChoice';
import { type TicketCategory, categoryParam, contextOf, idParam } from './params';
import { ticketChanged } from './queries';
import styles from './workOrder.module.css';

const limits = constants.workOrder;

/** /workOrder/add: a new ticket, about one of the shopper's orders or none, with pictures. */
export function WorkOrderAddScreen() {
  const { t } = useTranslation('workOrder');
  usePageTitle(t('add.title'));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const orderId = idParam(search.get('orderId'));
  const context = contextOf(search);
  const [category, setCategory] = useState<TicketCategory>(categoryParam(search.get('category')) ?? (orderId ? 'orderQuestion' : 'other'));
  const [subject, setSubject] = useState(() => (context?.status ? t('add.problemSubject', { status: context.status }) : context ? t('add.problemSubjectPlain') : ''));
  const [body, setBody] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [checked, setChecked] = useState(false);
  const create = useMutation({
    mutationFn: () =>
      api.workOrderCreate({
        orderId, category, subject: subject.trim(), body: body.trim(), attachments: pictures.map((p) => p.id),
        context: context ? JSON.stringify(context) : null,
      }),
    onSuccess: async (ticket) => {
      await ticketChanged(ticket);
      navigate(pathTo('workOrder.detail', { id: ticket.id }), { replace: true });
    },
  });
  const errors = { subject: subject.trim() === '' ? t('add.subjectRequired') : undefined, body: body.trim() === '' ? t('add.bodyRequired') : undefined };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (errors.subject || errors.body) return;
    create.mutate();
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('add.title')}</h1>
      <p className={styles.muted}>{t('add.intro')}</p>
      {context && <ContextNote context={context} />}
      <OrderChoice orderId={orderId} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <Select label={t('add.category')} value={category} onChange={(e) => setCategory(e.target.value as TicketCategory)}>
          {limits.categories.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </Select>
        <TextField label={t('add.subject')} required maxLength={limits.subjectMaxLength} value={subject} onChange={(e) => setSubject(e.target.value)} error={checked ? errors.subject : undefined} />
        <label className={styles.label}>
          {t('add.body')}
          <textarea
            className={styles.textarea}
            required
            maxLength={limits.bodyMaxLength}
            value={body}
            placeholder={t('add.bodyHint')}
            aria-invalid={(checked && !!errors.body) || undefined}
            aria-describedby={checked && errors.body ? 'ticket-body-error' : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        {checked && errors.body && (
          <p id="ticket-body-error" className={styles.error} role="alert">
            {errors.body}
          </p>
        )}
        <ImageUploader purpose="workOrder" max={limits.maxAttachments} value={pictures} onChange={setPictures} label={t('add.pictures', { max: limits.maxAttachments })} />
        <Button type="submit" loading={create.isPending}>
          {t('add.submit')}
        </Button>
      </form>
    </div>
  );
}
