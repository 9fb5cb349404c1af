import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { ImageUploader } from '../../components/uploads/ImageUploader';
import { api } from '../../lib/api/client';
import type { Picture } from '../../../generated/api/schemas';
import styles from './ops.module.css';
import { workOrderChanged } from './queries';

/** Staff's answer to the shopper, with pictures; optionally marking the ticket resolved at once. */
export function TicketReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('ops');
  const [body, setBody] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [resolve, setResolve] = useState(false);
  const reply = useMutation({
    mutationFn: () => api.opsWorkOrderReply({ id: ticketId, body: body.trim(), attachments: pictures.map((p) => p.id), resolve }),
    onSuccess: (detail) => {
      workOrderChanged(detail);
      setBody('');
      setPictures([]);
      setResolve(false);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() !== '') reply.mutate();
  };
  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby="ops-ticket-reply">
      <h2 id="ops-ticket-reply" className={styles.sectionTitle}>
        {t('tickets.reply')}
      </h2>
      <label className={styles.stack}>
        {t('tickets.replyBody')}
        <textarea className={styles.textarea} required maxLength={constants.workOrder.bodyMaxLength} value={body} onChange={(e) => setBody(e.target.value)} />
      </label>
      <ImageUploader purpose="workOrder" max={constants.workOrder.maxAttachments} value={pictures} onChange={setPictures} label={t('tickets.pictures')} />
      <Checkbox label={t('tickets.resolveWithReply')} checked={resolve} onChange={(e) => setResolve(e.target.checked)} />
      <Button type="submit" loading={reply.isPending}>
        {t('tickets.send')}
      </Button>
    </form>
  );
}
