import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx';
import styles from './CardGloss.module.css';
import { glossNamespace } from '../../lib/gloss-load';
import { GlossIcon, GlossWords } from './GlossWords';
import { useTitleGloss } from './use-title-gloss';

interface CardGlossProps {
  title: string;
  /** In a grid: two lines' room whenever titles take a gloss (also while it loads or knows no word), so the cards of a row line up. */
  reserve?: boolean;
  className?: string;
}

/**
 * The line under a listing's Japanese title: the words the glossary knows, in the shopper's language, after a
 * mark saying they are machine-made. The title above stays the original.
 */
export function CardGloss({ title, reserve = false, className }: CardGlossProps) {
  // The mark's words come with the glossary, which every card that shows a gloss has loaded, rather than
  // with the shell's strings on every first load.
  const { t } = useTranslation(glossNamespace);
  const gloss = useTitleGloss(title);
  if (!gloss) return null;
  const classes = cx(styles.gloss, reserve && styles.reserved, className);
  if (gloss.segments.length === 0) return reserve ? <p className={classes} /> : null;
  const label = t('label');
  return (
    <p className={classes} lang={gloss.lang} data-testid="goods-gloss">
      <span className={styles.mark} role="img" aria-label={label} title={label}>
        <GlossIcon />
      </span>{' '}
      <GlossWords segments={gloss.segments} />
    </p>
  );
}
