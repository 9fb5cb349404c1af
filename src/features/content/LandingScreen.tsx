import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { AppLink } from '../../components/AppLink';
import { GoodsRail } from '../../components/goods/GoodsRail';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import { api } from '../../lib/api/client';
import { ContentBody } from '../../components/content/ContentBody';
import styles from './Content.module.css';
import { LanguageNote } from './LanguageNote';
import { contentQuery } from './queries';
import { useContentTarget } from './use-target';

/** A campaign page: hero picture, title, Markdown body, a call to action and, when it names a search, its goods. */
export default function LandingScreen() {
  const { t } = useTranslation('content');
  const target = useContentTarget();
  const { data } = useSuspenseQuery(contentQuery(target.kind, target.key));
  usePageTitle(data.title);
  const keyword = data.goodsKeyword ?? null;
  const goods = useQuery({
    queryKey: ['content', 'landingGoods', keyword],
    queryFn: () => api.search({ keyword: keyword!, pageSize: constants.content.landingGoods, hideSoldOut: true }, { silent: true }),
    enabled: keyword !== null,
  });
  return (
    <article className={styles.page} data-testid="landing-page">
      {data.picture && <Image className={styles.hero} src={data.picture} alt="" width={600} height={338} loading="eager" fallbackSrc={editionConfig.imagePlaceholder} />}
      <h1 className={styles.title} dir="auto">
        {data.title}
      </h1>
      <LanguageNote shown={data.language} />
      {data.overview && (
        <p className={styles.muted} dir="auto">
          {data.overview}
        </p>
      )}
      <ContentBody html={data.bodyHtml} />
      {keyword !== null && (
        <>
          <AppLink to="search" args={[{}, { query: { keyword } }]} className={`${buttonClassName()} ${styles.cta}`}>
            {t('landing.cta')}
          </AppLink>
          <GoodsRail title={t('landing.goods')} items={goods.data?.items} loading={goods.isPending} />
        </>
      )}
    </article>
  );
}
