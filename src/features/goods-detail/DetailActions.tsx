import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { Button, buttonClassName } from '../../components/ui/Button';
import { CartIcon, HeartIcon } from '../../components/ui/Icons';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { collectChanged } from '../../lib/queries/collect';
import { queryClient } from '../../lib/query-client';
import { useAppState } from '../../stores/app-state';
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
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const item = detail.Item;
  const auction = item.ListingType === 'auction';
  const target = { site: item.Site, id: item.Id };
  const key = goodsDetailQuery(detailRef).queryKey;

  const addToCart = async () => {
    if (!loginFirst()) return;
    setAdding(true);
    try {
      const { cartNum } = await api.addToCart(target);
      useAppState.setState({ cartNum });
      toast.success(t('goods.detail.addedToCart'));
    } catch {
      // The call wrapper has shown the server's message.
    } finally {
      setAdding(false);
    }
  };

  const toggleSaved = async () => {
    if (!loginFirst()) return;
    const next = !detail.Collected;
    setSaving(true);
    // Shown at once; put back if the server refuses.
    queryClient.setQueryData(key, (old) => (old ? { ...old, Collected: next } : old));
    try {
      collectChanged(await (next ? api.collectGoods(target) : api.uncollectGoods(target)));
      toast.success(t(next ? 'goods.detail.saved' : 'goods.detail.unsaved'));
    } catch {
      queryClient.setQueryData(key, (old) => (old ? { ...old, Collected: !next } : old));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.actions}>
      {auction && block === null ? (
        // Auctions are won by bidding, not bought from a cart; bids are placed from the bidding page.
        <AppLink to="personal.bidding" className={`${buttonClassName({ size: 'lg' })} ${styles.cart}`}>
          {t('goods.detail.placeBid')}
        </AppLink>
      ) : (
        <Button
          size="lg"
          className={styles.cart}
          disabled={block !== null}
          aria-describedby={block ? 'goods-block-reason' : undefined}
          loading={adding}
          onClick={addToCart}
        >
          {auction ? (
            t('goods.detail.placeBid')
          ) : (
            <>
              <CartIcon size={18} /> {t('goods.detail.addToCart')}
            </>
          )}
        </Button>
      )}
      <Button variant="secondary" size="lg" aria-pressed={detail.Collected} loading={saving} onClick={toggleSaved} data-testid="goods-save">
        <HeartIcon size={18} filled={detail.Collected} className={detail.Collected ? styles.savedIcon : undefined} />{' '}
        {detail.Collected ? t('goods.detail.savedLabel') : t('goods.detail.save')}
      </Button>
      <ShareButton title={item.Name} />
    </div>
  );
}
