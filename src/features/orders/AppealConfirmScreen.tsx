import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { api } from '../../lib/api/client';
import { useAppealDraft } from './appeal-draft';
import styles from './Orders.module.css';
import { orderChanged } from './queries';

/** The appeal as it will be sent: send it, or go back and change it. */
export default function AppealConfirmScreen() {
  const { t } = useTranslation('orders');
  usePageTitle(t('appeal.confirmTitle'));
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const draft = useAppealDraft((s) => s.draft);
  const mutation = useMutation({
    mutationFn: () => api.createAppeal({ orderId: draft!.orderId, reason: draft!.reason, detail: draft!.detail }),
    onSuccess: async (appeal) => {
      await orderChanged(await api.orderDetail({ id: appeal.orderId }));
      useAppealDraft.setState({ draft: null });
      navigate(pathTo('personal.order.checkService.appealResult', {}, { query: { id: appeal.orderId } }), { replace: true });
    },
  });
  if (!draft) {
    const orders = (
      <AppLink to="personal.order" args={[{ type: 'completed' }]}>
        {t('groups.completed')}
      </AppLink>
    );
    return <EmptyState title={t('appeal.noDraft')} action={orders} />;
  }
  const edit = pathTo('personal.order.checkService.appeal', {}, { query: { id: draft.orderId } });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('appeal.confirmTitle')}</h1>
      <dl className={styles.rows}>
        <dt>{t('appeal.reason')}</dt>
        <dd>{t(`appeal.reasons.${draft.reason}`)}</dd>
      </dl>
      <p className={styles.notice} dir="auto">
        {draft.detail}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => navigate(edit)}>
          {t('appeal.edit')}
        </Button>
        <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
          {t('appeal.send')}
        </Button>
      </div>
    </div>
  );
}
