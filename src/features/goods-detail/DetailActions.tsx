import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { Button, buttonClassName } from '../../components/ui/Button';
import { CartIcon, HeartIcon } from '../../components/ui/Icons';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { cartChanged } from '../../lib/queries/cart-num';
import { collectChanged } from '../../lib/queries/collect';
import { queryClient } from '../../lib/query-client';
import type { BuyBlock } from './detail';
import { type DetailRef, goodsDetailQuery } from './detail-query';
import styles from './parts.module.css';
import { ShareButton } from './ShareButton';
import { useLoginFirst } from './use-login-first';

interface DetailActionsProps {
  detail: GoodsDetail;
  detailRef: DetailRef;
  block: BuyBlock;
}

export function DetailActions({ detail, detailRef, block }: DetailActionsProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const loginFirst = useLoginFirst();
  const item = detail.Item;
  const auction = item.ListingType === 'auction';
  const target = { site: item.Site, id: item.Id };
  const key = goodsDetailQuery(detailRef).queryKey;

  // Failures need no handler here: the call wrapper shows the server's message.
  const addToCart = useMutation({
    mutationFn: () => api.addToCart(target),
    onSuccess: ({ cartNum }) => {
      cartChanged(cartNum);
      toast.success(t('goods:detail.addedToCart'));
    },
  });

  const setSaved = (collected: boolean) => queryClient.setQueryData(key, (old) => (old ? { ...old, Collected: collected } : old));
  // Shown at once; put back if the server refuses.
  const save = useMutation({
    mutationFn: (next: boolean) => (next ? api.collectGoods(target) : api.uncollectGoods(target)),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      setSaved(next);
    },
    onError: (_error, next) => setSaved(!next),
    onSuccess: (counts, next) => {
      collectChanged(counts);
      toast.success(t(next ? 'goods:detail.saved' : 'goods:detail.unsaved'));
    },
  });

  return (
    <div className={styles.actions}>
      {auction && block === null ? (
        // Auctions are won by bidding, not bought from a cart: the bid panel takes the bid.
        <a href="#bid-panel" className={`${buttonClassName({ size: 'lg' })} ${styles.cart}`}>
          {t('goods:detail.placeBid')}
        </a>
      ) : (
        <Button
          size="lg"
          className={styles.cart}
          disabled={block !== null}
          aria-describedby={block ? 'goods-block-reason' : undefined}
          loading={addToCart.isPending}
          onClick={() => loginFirst() && addToCart.mutate()}
        >
          {auction ? (
            t('goods:detail.placeBid')
          ) : (
            <>
              <CartIcon size={18} /> {t('goods:detail.addToCart')}
            </>
          )}
        </Button>
      )}
      <Button variant="secondary" size="lg" aria-pressed={detail.Collected} loading={save.isPending} onClick={() => loginFirst() && save.mutate(!detail.Collected)} data-testid="goods-save">
        <HeartIcon size={18} filled={detail.Collected} className={detail.Collected ? styles.savedIcon : undefined} />{' '}
        {detail.Collected ? t('goods:detail.savedLabel') : t('goods:detail.save')}
      </Button>
      <ShareButton title={item.Name} />
    </div>
  );
}
