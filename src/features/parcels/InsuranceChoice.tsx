import { useTranslation } from 'react-i18next';
import type { ParcelInsuranceQuote } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Checkbox } from '../../components/ui/Checkbox';
import styles from './Parcels.module.css';

/**
 * Insurance for the chosen method on the parcel's declared value: what the method covers unasked, and
 * the fee to cover the whole value. The server prices it again when the choice is sent.
 */
export function InsuranceChoice({ method, offer, declaredYen, insured, onChange }: {
  method: string;
  offer: ParcelInsuranceQuote | undefined;
  declaredYen: number;
  insured: boolean;
  onChange: (insured: boolean) => void;
}) {
  const { t } = useTranslation('parcels');
  const { t: shell } = useTranslation(['translation', 'goods']);
  const price = usePrice();
  const name = shell(`goods:methods.${method}`);
  return (
    <fieldset className={styles.fieldset} data-testid="insurance">
      <legend className={styles.subtitle}>{t('insurance.title')}</legend>
      {!offer ? (
        <p className={styles.meta}>{t('insurance.notOffered', { method: name })}</p>
      ) : (
        <>
          {offer.includedCoverYen > 0 && <p className={styles.meta}>{t('insurance.included', { method: name, cover: price(offer.includedCoverYen).yen })}</p>}
          {offer.yen === 0 ? (
            <p className={styles.meta}>{t('insurance.coveredInFull', { cover: price(offer.coverYen).yen })}</p>
          ) : (
            <Checkbox
              label={t('insurance.insure', { cover: price(offer.coverYen).yen, fee: price(offer.yen).yen })}
              hint={offer.coverYen < declaredYen ? t('insurance.capped', { cover: price(offer.coverYen).yen }) : undefined}
              checked={insured}
              onChange={(e) => onChange(e.target.checked)}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
