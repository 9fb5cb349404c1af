import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useMatches, useParams, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants';
import { marketplaceItemUrl } from '../../../generated/links';
import type { RouteMeta } from '../../../generated/routes';
import { sites } from '../../../generated/sites';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePathTo } from '../../components/use-path-to';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { pastedUrlOf } from '../../lib/pasted-address';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { queryClient } from '../../lib/query-client';
import { BlockedNotice } from './BlockedNotice';
import { type DetailRef, detailRef, goodsDetailQuery } from './detail-query';
import { withRecentView } from './detail';
import { DetailView } from './DetailView';

export default function GoodsDetailScreen() {
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  const { id } = useParams();
  const [search] = useSearchParams();
  const ref = detailRef(meta?.site, id, search);
  if (!ref) return <NotFoundPage />;
  // Keyed by the item so that moving between items starts each page afresh (gallery position, dialogs).
  return <Detail key={`${ref.site}:${ref.id}`} detailRef={ref} />;
}

/**
 * No such item. A marketplace item we do not hold can still be bought by its link: that is offered first,
 * with its address (the pasted one, else the marketplace's address for the page's id); a paste that brought
 * the shopper here goes on to buy-by-link at once.
 */
function NotFound({ detailRef: ref }: { detailRef?: DetailRef }) {
  const { t } = useTranslation(['translation', 'goods']);
  const pathTo = usePathTo();
  const [query] = useSearchParams();
  const pasted = pastedUrlOf(useLocation().state);
  const address = pasted ?? (ref ? marketplaceItemUrl(ref.site, ref.id, query) : null);
  const buyByLink = address ? pathTo('cart.anybuy', {}, { query: { url: address } }) : null;
  if (pasted && buyByLink) return <Navigate to={buyByLink} replace />;
  const action = (
    <>
      {buyByLink && (
        <Link to={buyByLink} className={buttonClassName()}>
          {t('goods:detail.buyByLink')}
        </Link>
      )}
      <Link to={pathTo('search')} className={buttonClassName({ variant: buyByLink ? 'secondary' : 'primary' })}>
        {t('goods:collect.search')}
      </Link>
    </>
  );
  const description = ref && buyByLink ? t('goods:detail.notHeldBody', { site: t(sites[ref.site].name) }) : t('goods:detail.notFoundBody');
  return <ErrorWidget variant="notFound" description={description} action={action} />;
}

function NotFoundPage() {
  const { t } = useTranslation(['translation', 'goods']);
  usePageTitle(t('errors.notFound'));
  return <NotFound />;
}

function Detail({ detailRef: ref }: { detailRef: DetailRef }) {
  const { t } = useTranslation(['translation', 'goods']);
  const { data } = useSuspenseQuery(goodsDetailQuery(ref));
  usePageTitle(data ? data.Item.Name : t('errors.notFound'));
  const item = data?.Item;
  useEffect(() => {
    // The server records the view; the cached list follows at once instead of waiting for home info.
    if (!item) return;
    queryClient.setQueryData(homeInfoQuery().queryKey, (old) =>
      old ? { ...old, userViewLog: { ...old.userViewLog, Data: withRecentView(old.userViewLog.Data, item, constants.home.viewLog) } } : old,
    );
  }, [item]);
  if (!data) return <NotFound detailRef={ref} />;
  if (data.Blocked) return <BlockedNotice detail={data} />;
  return <DetailView detail={data} detailRef={ref} />;
}
