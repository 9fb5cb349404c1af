import { useTranslation } from 'react-i18next';
import { usePrice } from '../goods/use-price';
import styles from './card.module.css';
import { CardFields } from './CardFields';
import type { CardField } from './card-input';
import type { PayMethod } from './pay-split';
import { PayWithChoice } from './PayWithChoice';
import { TestCards } from './TestCards';
import type { PayChoiceState } from './use-pay-choice';

interface Props {
  choice: PayChoiceState;
  totalYen: number;
  walletYen: number;
  /** A card field the gateway refused, with its message. */
  problem?: { field: CardField | null; message: string } | null;
}

/** How to pay: the wallet, the wallet and a card for the shortfall, or a card for the whole; then which card, and what is charged where. */
export function PayChoice({ choice, totalYen, walletYen, problem }: Props) {
  const { t } = useTranslation('wallet');
  const price = usePrice();
  const yen = (n: number) => price(n).yen;
  const labels: Record<PayMethod, string> = {
    wallet: t('payChoice.wallet', { balance: yen(walletYen) }),
    shortfall: t('payChoice.shortfall', { wallet: yen(walletYen), card: yen(totalYen - walletYen) }),
    whole: t('payChoice.whole', { amount: yen(totalYen) }),
  };
  const { split } = choice;
  return (
    <div className={styles.fieldset} data-testid="pay-choice">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('payChoice.title')}</legend>
        {choice.offered.map((method) => (
          <label key={method} className={styles.choice} data-checked={choice.method === method}>
            <input type="radio" name="pay-method" value={method} checked={choice.method === method} onChange={() => choice.setMethod(method)} className={styles.choiceRadio} />
            <span>{labels[method]}</span>
          </label>
        ))}
      </fieldset>
      {choice.method !== 'wallet' && (
        <>
          {choice.saved.length > 0 && <PayWithChoice cards={choice.saved} value={choice.payWith} onChange={choice.setPayWith} />}
          {choice.payWith === 'new' && <CardFields value={choice.card} onChange={choice.setCard} errorField={problem?.field ?? null} error={problem?.message} />}
          <p className={styles.note}>{t('recharge.secure')}</p>
          {choice.config?.mode === 'test' && choice.payWith === 'new' && <TestCards cards={choice.config.testCards} />}
        </>
      )}
      {problem && problem.field === null && (
        <p className={styles.error} role="alert" data-testid="card-problem">
          {problem.message}
        </p>
      )}
      <p className={styles.note} data-testid="pay-split">
        {split.cardYen === 0
          ? t('payChoice.fromWallet', { wallet: yen(split.walletYen) })
          : split.walletYen === 0
            ? t('payChoice.fromCard', { card: yen(split.cardYen) })
            : t('payChoice.fromBoth', { wallet: yen(split.walletYen), card: yen(split.cardYen) })}
      </p>
    </div>
  );
}
