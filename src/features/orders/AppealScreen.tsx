import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { constants } from '../../../generated/constants';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Select } from '../../components/ui/Select';
import { type AppealReason, appealReasons, useAppealDraft } from './appeal-draft';
import styles from './Orders.module.css';
import { orderDetailQuery } from './queries';
import { useOrderId } from './use-order-id';

/** An after-sales claim: what went wrong and how; the next page reviews it before it is sent. */
export default function AppealScreen() {
  const { t } = useTranslation('orders');
  usePageTitle(t('appeal.title'));
  const id = useOrderId();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(orderDetailQuery(id));
  const saved = useAppealDraft((s) => (s.draft?.orderId === id ? s.draft : null));
  const [reason, setReason] = useState<AppealReason>(saved?.reason ?? 'damaged');
  const [detail, setDetail] = useState(saved?.detail ?? '');
  const [missing, setMissing] = useState(false);
  const back = (
    <AppLink to="personal.order.detail" args={[{}, { query: { id } }]}>
      {t('backToOrder')}
    </AppLink>
  );
  if (!data.canAppeal) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('appeal.title')}</h1>
        <EmptyState title={data.appeal?.status === 'open' ? t('appeal.alreadyOpen') : t('appeal.closed', { days: constants.orders.appealDays })} action={back} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('appeal.title')}</h1>
      <p className={styles.note} lang="ja" dir="auto">
        {data.order.title}
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!detail.trim()) return setMissing(true);
          useAppealDraft.setState({ draft: { orderId: id, reason, detail: detail.trim() } });
          navigate(pathTo('personal.order.checkService.confirm'));
        }}
      >
        <Select label={t('appeal.reason')} value={reason} onChange={(e) => setReason(e.target.value as AppealReason)}>
          {appealReasons.map((r) => (
            <option key={r} value={r}>
              {t(`appeal.reasons.${r}`)}
            </option>
          ))}
        </Select>
        <label className={styles.section}>
          {t('appeal.detail')}
          <textarea
            className={styles.textarea}
            value={detail}
            maxLength={constants.orders.reasonMaxLength}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'appeal-detail-error' : undefined}
            onChange={(e) => {
              setDetail(e.target.value);
              setMissing(false);
            }}
          />
        </label>
        {missing && (
          <p id="appeal-detail-error" className={styles.error} role="alert">
            {t('appeal.detailRequired')}
          </p>
        )}
        <Button type="submit">{t('appeal.review')}</Button>
      </form>
      {back}
    </div>
  );
}
