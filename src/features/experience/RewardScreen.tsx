import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { constants } from '../../../generated/constants';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import styles from './experience.module.css';
import { shareableQuery } from './queries';

/** /personal/shareOrder/add/reward: the delivered orders to share for points, and the ones already shared. */
export default function RewardScreen() {
  const { t } = useTranslation('experience');
  usePageTitle(t('reward.title'));
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(shareableQuery());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reward.title')}</h1>
      <p className={styles.muted}>{t('reward.intro', { points: constants.experience.rewardPoints.haul })}</p>
      {data.items.length === 0 ? (
        <EmptyState title={t('reward.empty')} description={t('reward.emptyBody')} action={<Link to={pathTo('personal.order', { type: 'all' })} className={buttonClassName()}>{t('reward.orders')}</Link>} />
      ) : (
        <ul className={styles.list} aria-label={t('reward.title')}>
          {data.items.map((order) => (
            <li key={order.orderId} className={styles.item} data-testid="shareable-order">
              <Image src={order.imageUrl ?? ''} alt="" width={64} height={64} fallbackSrc={editionConfig.imagePlaceholder} className={styles.thumb} />
              <div className={styles.itemBody}>
                <p className={styles.cardTitle} lang="ja" dir="auto">{order.title}</p>
                {order.experienceId ? (
                  <Link to={pathTo('experience.detail', { id: order.experienceId })}>{t('reward.shared')}</Link>
                ) : (
                  <Link to={pathTo('personal.order.publishExperience', {}, { query: { orderId: order.orderId } })} className={buttonClassName({ size: 'sm' })}>{t('reward.share')}</Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
