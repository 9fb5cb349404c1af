import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ShopPage } from '../../../generated/api/schemas';
import type { SiteId } from '../../../generated/sites';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { HeartIcon } from '../../components/ui/Icons';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { isLoggedIn } from '../../lib/session';
import styles from './mall.module.css';
import { collectChanged } from '../../lib/queries/collect';

interface SaveSellerButtonProps {
  site: SiteId;
  sellerId: string;
  saved: boolean;
}

/** Saves or forgets a seller; a guest goes to login first and comes back to this page. */
export function SaveSellerButton({ site, sellerId, saved }: SaveSellerButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const pathTo = usePathTo();
  const toggle = useMutation({
    mutationFn: (next: boolean) => (next ? api.collectSeller({ site, sellerId }) : api.uncollectSeller({ site, sellerId })),
    onSuccess: (counts, next) => {
      collectChanged(counts);
      // Every cached page of this shop shows the new state, so the button does not flip back.
      queryClient.setQueriesData<ShopPage>({ queryKey: ['shopGoods'] }, (old) =>
        old && old.seller.Site === site && old.seller.Id === sellerId ? { ...old, collected: next } : old,
      );
      toast.success(next ? t('browse.seller.saved') : t('browse.seller.removed'));
    },
  });
  // Shown at once: the state asked for while the call runs; a refusal leaves the cached one.
  const shown = toggle.isPending ? toggle.variables : saved;

  const onClick = () => {
    if (!isLoggedIn()) {
      navigate(pathTo('login', {}, { query: { redirect: location.pathname + location.search } }));
      return;
    }
    toggle.mutate(!shown);
  };

  return (
    <Button variant={shown ? 'secondary' : 'primary'} onClick={onClick} loading={toggle.isPending} aria-pressed={shown} data-testid="save-seller" className={styles.withIcon}>
      <HeartIcon filled={shown} size={18} />
      {shown ? t('browse.seller.savedButton') : t('browse.seller.save')}
    </Button>
  );
}
