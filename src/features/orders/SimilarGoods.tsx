import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GoodsCard } from '../../components/goods/GoodsCard';
import styles from './Orders.module.css';
import { similarGoodsQuery } from './queries';

/** After a purchase that did not happen: the same kind of goods on the same marketplace, to try again. */
export function SimilarGoods({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const { data } = useSuspenseQuery(similarGoodsQuery(orderId));
  return (
    <section className={styles.section} aria-labelledby="order-similar">
      <h2 id="order-similar" className={styles.subtitle}>
        {t('detail.similar')}
      </h2>
      {data.items.length === 0 ? (
        <p className={styles.note}>{t('detail.similarEmpty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="similar-goods">
          {data.items.map((item) => (
            <li key={`${item.Site}:${item.Id}`}>
              <GoodsCard item={item} headingLevel={3} hideSite />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
