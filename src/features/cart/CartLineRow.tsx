import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLine } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { CardGloss } from '../../components/goods/CardGloss';
import { Button } from '../../components/ui/Button';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import { useLanguage } from '../../lib/i18n';
import styles from './cart.module.css';
import { lineDetailPath } from './item-link';
import { LineFlag } from './LineFlag';
import { Money } from './Money';
import { QuantityStepper } from './QuantityStepper';
import { useRemoveLines } from './queries';

interface Props {
  line: CartLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

export function CartLineRow({ line, selected, onSelect }: Props) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const remove = useRemoveLines();
  const detail = lineDetailPath(line, language);
  const buyable = line.status !== 'soldOut' && line.status !== 'unavailable';
  const title = (
    <span lang="ja" dir="auto" className={styles.lineTitle}>
      {line.title}
    </span>
  );
  return (
    <li className={styles.line} data-testid="cart-line">
      <input
        type="checkbox"
        className={styles.select}
        checked={selected && buyable}
        disabled={!buyable}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={t('line.select', { title: line.title })}
      />
      <div className={styles.thumb}>
        <Image src={line.imageUrl} alt="" width={72} height={72} fallbackSrc={editionConfig.imagePlaceholder} />
      </div>
      <div className={styles.lineBody}>
        {detail ? <Link to={detail}>{title}</Link> : title}
        <CardGloss title={line.title} />
        <LineFlag line={line} />
        <div className={styles.lineFigures}>
          <Money yen={line.priceYen} strong />
          <span className={styles.muted}>
            {t('line.fee')} <Money yen={line.proxyFeeYen} />
          </span>
          {line.domesticYen > 0 && (
            <span className={styles.muted}>
              {t('line.domestic')} <Money yen={line.domesticYen} />
            </span>
          )}
        </div>
        {line.remark && <p className={styles.remark}>{t('line.remarkShown', { remark: line.remark })}</p>}
        <div className={styles.lineActions}>
          <QuantityStepper line={line} />
          <AppLink to="cart.remark" args={[{}, { query: { line: line.id } }]} className={styles.textLink}>
            {line.remark ? t('line.editRemark') : t('line.addRemark')}
          </AppLink>
          <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate([line.id])} aria-label={t('line.removeLabel', { title: line.title })}>
            {t('line.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
