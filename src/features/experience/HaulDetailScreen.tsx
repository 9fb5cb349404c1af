import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { HaulDetail } from '../../../generated/api/schemas';
import { recognizeGoodsUrl } from '../../../generated/links';
import { localizePath } from '../../../generated/routes';
import { sites } from '../../../generated/sites';
import { AddressLink } from '../../components/AddressLink';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { Chip } from '../../components/ui/Chip';
import { Image } from '../../components/ui/Image';
import { edition, editionConfig } from '../../config/env';
import { useLanguage } from '../../lib/i18n';
import { LikeButton } from './LikeButton';
import { PhotoViewer } from './PhotoViewer';
import { StatusNote } from './StatusNote';
import styles from './experience.module.css';
import { idParam } from './params';
import { haulQuery } from './queries';

/** /experience/detail/:id, and the submission pages (?id=): photos, text, the goods, likes and, for its author, the review. */
export default function HaulDetailScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = idParam(params.id ?? search.get('id')) ?? 0;
  const { data: haul } = useSuspenseQuery(haulQuery(id));
  const { t } = useTranslation('experience');
  usePageTitle(haul.title);
  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title} dir="auto">{haul.title}</h1>
        <p className={styles.row}>
          {haul.userId ? (
            <AppLink to="experience.user" args={[{}, { query: { id: haul.userId } }]} dir="auto">{t('by', { name: haul.nickname })}</AppLink>
          ) : (
            <span dir="auto">{t('by', { name: haul.nickname })}</span>
          )}
          <time className={styles.muted} dateTime={haul.time}>{new Date(haul.time).toLocaleDateString(document.documentElement.lang || undefined)}</time>
          {haul.kind !== 'haul' && <Chip>{t(`kinds.${haul.kind}`)}</Chip>}
          {haul.winner && <Chip tone="accent" solid>{t('winner')}</Chip>}
        </p>
      </header>
      {haul.mine && <StatusNote haul={haul} />}
      <PhotoViewer photos={haul.photos} title={haul.title} />
      {haul.rating != null && <p className={styles.muted}>{t('rating', { rating: haul.rating })}</p>}
      {haul.description && <p className={styles.text} dir="auto">{haul.description}</p>}
      {haul.link && (
        <p>
          <AddressLink address={haul.link} rel="noopener noreferrer nofollow ugc">{t('openPost')}</AddressLink>
        </p>
      )}
      <Goods haul={haul} />
      {haul.status === 'approved' && <LikeButton haul={haul} />}
      <AppLink to="experience">{t('allHauls')}</AppLink>
    </article>
  );
}

function Goods({ haul }: { haul: HaulDetail }) {
  const { t } = useTranslation('experience');
  const { t: shell } = useTranslation();
  const pathTo = usePathTo();
  const language = useLanguage();
  if (!haul.goodsTitle) return null;
  const ours = haul.goodsUrl ? recognizeGoodsUrl(haul.goodsUrl) : null;
  const buy = ours ? localizePath(ours.path, edition, language) : pathTo('search', {}, { query: { keyword: haul.goodsTitle } });
  return (
    <section className={styles.goods} aria-label={t('goods')}>
      <Image src={haul.goodsImage ?? ''} alt="" width={64} height={64} fallbackSrc={editionConfig.imagePlaceholder} className={styles.thumb} />
      <div className={styles.itemBody}>
        <p className={styles.muted}>{t('goods')}{haul.site && ` · ${shell(sites[haul.site].name)}`}</p>
        <p className={styles.cardTitle} lang="ja" dir="auto">{haul.goodsTitle}</p>
        <Link to={buy} className={buttonClassName({ size: 'sm' })} data-testid="haul-buy">{t('buySame')}</Link>
      </div>
    </section>
  );
}
