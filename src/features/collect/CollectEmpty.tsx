import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { HeartIcon } from '../../components/ui/Icons';

/** Nothing saved (or nothing left on this page): the next step is finding something to save. */
export function CollectEmpty({ kind, backToFirst }: { kind: 'goods' | 'sellers'; backToFirst?: string }) {
  const { t } = useTranslation(['translation', 'goods']);
  const pathTo = usePathTo();
  return (
    <EmptyState
      icon={<HeartIcon size={32} />}
      title={t(kind === 'goods' ? 'goods:collect.emptyGoods' : 'goods:collect.emptySellers')}
      description={t(kind === 'goods' ? 'goods:collect.emptyGoodsBody' : 'goods:collect.emptySellersBody')}
      action={
        <>
          <Link to={pathTo('search')} className={buttonClassName()}>
            {t('goods:collect.search')}
          </Link>
          {backToFirst && (
            <Link to={backToFirst} className={buttonClassName({ variant: 'secondary' })}>
              {t('goods:collect.firstPage')}
            </Link>
          )}
        </>
      }
    />
  );
}
