import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { editionConfig } from '../../config/env';
import { Image } from '../../components/ui/Image';
import { httpsImage } from '../../lib/image';
import styles from './group.module.css';

interface Props {
  title: string;
  imageUrl?: string | null;
  weightGrams: number;
  /** A control at the row's end (remove, a checkbox). */
  action?: ReactNode;
}

/** One warehouse order: its picture, title and weight. */
export function ItemRow({ title, imageUrl, weightGrams, action }: Props) {
  const { t } = useTranslation('group');
  return (
    <div className={styles.item}>
      <Image src={imageUrl ? httpsImage(imageUrl) : ''} alt="" width={56} height={56} fallbackSrc={editionConfig.imagePlaceholder} />
      <div>
        <span className={styles.itemTitle} lang="ja">
          {title}
        </span>
        <span className={styles.muted}>{t('weight', { grams: weightGrams })}</span>
      </div>
      {action}
    </div>
  );
}
