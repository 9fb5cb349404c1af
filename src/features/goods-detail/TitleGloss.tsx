import { useTranslation } from 'react-i18next';
import { GlossIcon, GlossWords } from '../../components/goods/GlossWords';
import { useTitleGloss } from '../../components/goods/use-title-gloss';
import { ChevronIcon } from '../../components/ui/Icons';
import styles from './TitleGloss.module.css';

/**
 * Under the item's Japanese title (which stays the page's heading, its title and what the buy flow names): the
 * words the glossary knows, in the shopper's language, under a label saying they are machine-made; the label
 * opens what that means. Nothing in Japanese, or when the glossary knows no word of the title.
 */
export function TitleGloss({ title }: { title: string }) {
  const { t } = useTranslation(['gloss', 'goods']);
  const gloss = useTitleGloss(title);
  if (!gloss || gloss.segments.length === 0) return null;
  return (
    <div className={styles.gloss} data-testid="title-gloss">
      <details className={styles.note}>
        <summary className={styles.label}>
          <GlossIcon size={16} /> {t('gloss:label')}
          <ChevronIcon direction="down" size={14} className={styles.chevron} />
        </summary>
        <p className={styles.explain}>{t('goods:detail.glossNote')}</p>
      </details>
      <p className={styles.words} lang={gloss.lang}>
        <GlossWords segments={gloss.segments} />
      </p>
    </div>
  );
}
