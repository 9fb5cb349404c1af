import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useParams, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants';
import type { RouteMeta } from '../../../generated/routes';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePathTo } from '../../components/use-path-to';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
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

function NotFound() {
  const { t } = useTranslation(['translation', 'goods']);
  const pathTo = usePathTo();
  const search = (
    <Link to={pathTo('search')} className={buttonClassName()}>
      {t('goods:collect.search')}
    </Link>
  );
  return <ErrorWidget variant="notFound" description={t('goods:detail.notFoundBody')} action={search} />;
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
  if (!data) return <NotFound />;
  if (data.Blocked) return <BlockedNotice detail={data} />;
  return <DetailView detail={data} detailRef={ref} />;
}
