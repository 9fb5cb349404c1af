import { useTranslation } from 'react-i18next';
import type { SavedCards } from '../../../generated/api/schemas';
import styles from './card.module.css';

/** A saved card's id, or 'new' for a card typed in now. */
export type PayWith = number | 'new';

/** The card a top-up charges: one of the saved cards (an expired one cannot be chosen) or a new card. */
export function PayWithChoice({ cards, value, onChange }: { cards: SavedCards['items']; value: PayWith; onChange: (value: PayWith) => void }) {
  const { t } = useTranslation('wallet');
  const option = (key: PayWith, label: string, disabled = false) => (
    <label key={key} className={styles.choice} data-checked={value === key} data-disabled={disabled || undefined}>
      <input type="radio" name="pay-with" checked={value === key} disabled={disabled} onChange={() => onChange(key)} className={styles.choiceRadio} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('recharge.payWith')}</legend>
      {cards.map((card) =>
        option(
          card.id,
          t(card.expired ? 'recharge.savedCardExpired' : 'recharge.savedCard', {
            brand: card.brand.toUpperCase(), last4: card.last4, expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
          }),
          card.expired,
        ),
      )}
      {option('new', t('recharge.newCard'))}
    </fieldset>
  );
}

/** What the form starts with: the default card when it can pay, else the first that can, else a new card. */
export function initialPayWith(cards: SavedCards['items']): PayWith {
  const usable = cards.filter((c) => !c.expired);
  return (usable.find((c) => c.isDefault) ?? usable[0])?.id ?? 'new';
}
