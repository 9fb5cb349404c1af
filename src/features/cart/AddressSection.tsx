import { useTranslation } from 'react-i18next';
import type { CheckoutAddress } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import styles from './confirm.module.css';

interface Props {
  addresses: readonly CheckoutAddress[];
  chosen: number | null | undefined;
  onChoose: (id: number) => void;
  returnTo: string;
}

/** Where the order ships: one of the shopper's addresses; adding one is the address book's page. */
export function AddressSection({ addresses, chosen, onChoose, returnTo }: Props) {
  const { t } = useTranslation('cart');
  const add = (
    <AppLink to="personal.address" args={[{}, { query: { return: returnTo } }]} className={styles.textLink}>
      {t('confirm.addAddress')}
    </AppLink>
  );
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('confirm.address')}</legend>
      {addresses.length === 0 ? (
        <p className={styles.warning} role="status">
          {t('confirm.noAddress')} {add}
        </p>
      ) : (
        <>
          {addresses.map((a) => (
            <label key={a.id} className={styles.option}>
              <input type="radio" name="address" checked={chosen === a.id} onChange={() => onChoose(a.id)} />
              <span>
                {/* Isolated: an address line starting with a house number ("5 Elm St") keeps it in front in Arabic. */}
                <strong>
                  <bdi>{a.recipient}</bdi>
                </strong>{' '}
                <bdi className={styles.muted}>{a.phone}</bdi>
                <br />
                <bdi>{[a.line1, a.line2, a.city, a.region, a.postcode, a.country].filter(Boolean).join(', ')}</bdi>
              </span>
            </label>
          ))}
          {add}
        </>
      )}
    </fieldset>
  );
}
