import { useTranslation } from 'react-i18next';
import type { TestCard } from '../../../generated/api/schemas';
import { groupCardNumber } from './card-input';
import styles from './card.module.css';

/** Test mode only: the cards the test gateway knows, so anyone can try each outcome. */
export function TestCards({ cards }: { cards: TestCard[] }) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.testMode}>
      <p className={styles.testTitle}>{t('recharge.testMode')}</p>
      <ul className={styles.testList}>
        {cards.map((card) => (
          <li key={card.number}>
            <code dir="ltr">{groupCardNumber(card.number)}</code> — {t(`recharge.outcomes.${card.outcome}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
