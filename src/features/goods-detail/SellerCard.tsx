import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Seller } from '../../../generated/api/schemas';
import { formatCount } from '../../components/goods/count';
import { sellerLink } from '../../components/goods/seller-link';
import { SellerStats } from '../../components/goods/SellerStats';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Chip } from '../../components/ui/Chip';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { useLanguage } from '../../lib/i18n';
import { collectChanged } from '../../lib/queries/collect';
import styles from './parts.module.css';
import { useLoginFirst } from './use-login-first';

export function SellerCard({ seller }: { seller: Seller }) {
  const { t } = useTranslation(['translation', 'goods']);
  const language = useLanguage();
  const loginFirst = useLoginFirst();
  const to = seller.HasShopPage === false ? null : sellerLink(seller, language);
  // Failures need no handler here: the call wrapper shows the server's message.
  const save = useMutation({
    mutationFn: () => api.collectSeller({ site: seller.Site, sellerId: seller.Id }),
    onSuccess: (counts) => {
      collectChanged(counts);
      toast.success(t('goods:seller.saved'));
    },
  });

  return (
    <section className={styles.box} aria-labelledby="seller-title">
      <h2 id="seller-title" className={styles.boxTitle}>
        {t('goods:seller.title')}
      </h2>
      <p className={styles.sellerName}>
        <bdi dir="auto">{seller.Name}</bdi>
        {seller.IsOfficial && <Chip tone="success">{t('goods:seller.official')}</Chip>}
      </p>
      <p className={styles.sellerMeta}>
        <SellerStats seller={seller} />
        {typeof seller.ItemCount === 'number' && (
          <span>
            {t('goods:seller.items')}: {formatCount(seller.ItemCount, language)}
          </span>
        )}
      </p>
      <div className={styles.row}>
        {to && (
          <Link to={to} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {seller.IsOfficial ? t('goods:seller.visitStore') : t('goods:seller.visitShop')}
          </Link>
        )}
        <Button variant="ghost" size="sm" loading={save.isPending} onClick={() => loginFirst() && save.mutate()}>
          {t('goods:seller.save')}
        </Button>
      </div>
    </section>
  );
}
