import type { CartLine } from '../../../generated/api/schemas';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import styles from './cart.module.css';
import { LineFlag } from './LineFlag';
import { Money } from './Money';

/** The item a helper page is about: picture, title, price now and what changed. */
export function LineSummary({ line }: { line: CartLine }) {
  return (
    <div className={styles.line}>
      <span />
      <div className={styles.thumb}>
        <Image src={line.imageUrl} alt="" width={72} height={72} fallbackSrc={editionConfig.imagePlaceholder} />
      </div>
      <div className={styles.lineBody}>
        <span lang="ja" dir="auto" className={styles.lineTitle}>
          {line.title}
        </span>
        <LineFlag line={line} />
        <Money yen={line.priceYen} strong />
      </div>
    </div>
  );
}
