import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrice } from '../../components/goods/use-price';
import { Button, buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { AlertIcon, CheckIcon } from '../../components/ui/Icons';
import { Spinner } from '../../components/ui/Spinner';
import { usePathTo } from '../../components/use-path-to';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { rechargeQuery } from './queries';
import styles from './recharge.module.css';

const knownDeclines = new Set(['card_declined', 'insufficient_funds', 'authentication_failed', 'invalid_token', 'expired_card']);

/** One recharge's outcome: waiting (asked again until final), a 3-D Secure step to finish, success or decline. */
export function RechargeResult({ id, returnTo }: { id: number; returnTo: string | null }) {
  const { t } = useTranslation('wallet');
  const price = usePrice();
  const pathTo = usePathTo();
  const { data, isError, refetch } = useQuery(rechargeQuery(id));
  const again = pathTo('personal.recharge', {}, { query: returnTo ? { return: returnTo } : {} });

  if (isError && !data) return <ErrorWidget variant="error" onRefresh={() => void refetch()} />;
  if (!data || data.recharge.status === 'pending' || (data.recharge.status === 'requiresAction' && !data.recharge.actionUrl)) {
    return (
      <div className={styles.waiting} role="status">
        <Spinner size="lg" />
        <p>{t('recharge.pending')}</p>
      </div>
    );
  }
  const { recharge, balanceYen } = data;
  if (recharge.status === 'requiresAction') {
    return (
      <EmptyState
        title={t('recharge.verify')}
        action={<Button href={recharge.actionUrl!}>{t('recharge.verifyButton')}</Button>}
      />
    );
  }
  if (recharge.status === 'failed') {
    const code = recharge.declineCode && knownDeclines.has(recharge.declineCode) ? recharge.declineCode : 'other';
    return (
      <EmptyState
        icon={<AlertIcon size={32} />}
        title={t('recharge.failed')}
        description={<span role="alert">{t(`recharge.declines.${code}`)}</span>}
        action={
          <Link to={again} className={buttonClassName()}>
            {t('recharge.tryAgain')}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<CheckIcon size={32} />}
      title={t('recharge.success')}
      description={
        <span role="status">
          {t('recharge.successBody', { amount: price(recharge.amountYen).yen, balance: price(balanceYen).yen })}
        </span>
      }
      action={
        <>
          {returnTo ? (
            <Link to={returnTo} className={buttonClassName()}>
              {t('recharge.continue')}
            </Link>
          ) : (
            <Link to={pathTo('personal.payment')} className={buttonClassName()}>
              {t('recharge.toWallet')}
            </Link>
          )}
          <Link to={again} className={buttonClassName({ variant: 'secondary' })}>
            {t('recharge.again')}
          </Link>
        </>
      }
    />
  );
}
