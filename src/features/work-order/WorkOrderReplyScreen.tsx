import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { constants } from '../../../generated/constants';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { ImageUploader } from '../../components/uploads/ImageUploader';
import { usePathTo } from '../../components/use-path-to';
import { api } from '../../lib/api/client';
import type { Picture } from '../../../generated/api/schemas';
import { ticketChanged } from './queries';
import { useTicket } from './use-ticket';
import styles from './workOrder.module.css';

/** /workOrder/reply/{id}: the shopper's answer on their ticket, with pictures. */
export function WorkOrderReplyScreen() {
  const { t } = useTranslation('workOrder');
  usePageTitle(t('reply.title'));
  const ticket = useTicket();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [body, setBody] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [missing, setMissing] = useState(false);
  const reply = useMutation({
    mutationFn: () => api.workOrderReply({ id: ticket.id, body: body.trim(), attachments: pictures.map((p) => p.id) }),
    onSuccess: async (answer) => {
      await ticketChanged(answer);
      navigate(pathTo('workOrder.detail', { id: ticket.id }), { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setMissing(true);
    reply.mutate();
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reply.title')}</h1>
      <p className={styles.muted} dir="auto">
        #{ticket.id} · {ticket.subject}
      </p>
      {ticket.status === 'closed' ? (
        <p role="status">{t('reply.closed')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.label}>
            {t('reply.body')}
            <textarea
              className={styles.textarea}
              required
              maxLength={constants.workOrder.bodyMaxLength}
              value={body}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? 'reply-body-error' : undefined}
              onChange={(e) => {
                setBody(e.target.value);
                setMissing(false);
              }}
            />
          </label>
          {missing && (
            <p id="reply-body-error" className={styles.error} role="alert">
              {t('add.bodyRequired')}
            </p>
          )}
          <ImageUploader purpose="workOrder" max={constants.workOrder.maxAttachments} value={pictures} onChange={setPictures} label={t('add.pictures', { max: constants.workOrder.maxAttachments })} />
          <Button type="submit" loading={reply.isPending}>
            {t('reply.submit')}
          </Button>
        </form>
      )}
      <AppLink to="workOrder.detail" args={[{ id: ticket.id }]} className={buttonClassName({ variant: 'ghost' })}>
        {t('detail.backToTicket')}
      </AppLink>
    </div>
  );
}
