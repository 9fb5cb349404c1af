import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
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
  const [busy, setBusy] = useState(false);
  // Shown at once; the server's answer confirms it or the error puts it back.
  const [shown, setShown] = useState(saved);
  const [prevSaved, setPrevSaved] = useState(saved);
  if (saved !== prevSaved) {
    setPrevSaved(saved);
    setShown(saved);
  }

  const toggle = async () => {
    if (!isLoggedIn()) {
      navigate(pathTo('login', {}, { query: { redirect: location.pathname + location.search } }));
      return;
    }
    const next = !shown;
    setBusy(true);
    setShown(next);
    try {
      const counts = next ? await api.collectSeller({ site, sellerId }) : await api.uncollectSeller({ site, sellerId });
      collectChanged(counts);
      // This shop on another page must not show the old state either.
      void queryClient.invalidateQueries({ queryKey: ['shopGoods'] });
      toast.success(next ? t('browse.seller.saved') : t('browse.seller.removed'));
    } catch {
      setShown(!next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={shown ? 'secondary' : 'primary'} onClick={toggle} loading={busy} aria-pressed={shown} data-testid="save-seller" className={styles.withIcon}>
      <HeartIcon filled={shown} size={18} />
      {shown ? t('browse.seller.savedButton') : t('browse.seller.save')}
    </Button>
  );
}
