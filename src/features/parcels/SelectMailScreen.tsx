import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { DutyEstimate } from '../../components/shipping/DutyEstimate';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { defaultMethod } from '../../lib/default-method';
import { InsuranceChoice } from './InsuranceChoice';
import { MethodList } from './MethodList';
import { ParcelOptions } from './ParcelOptions';
import { ParcelSummary } from './ParcelSummary';
import styles from './Parcels.module.css';
import { parcelChanged, parcelQuery, parcelQuoteQuery } from './queries';
import { UnmergeButton } from './UnmergeButton';
import { useParcelId } from './use-parcel-id';

/** Every method priced for the parcel's address, the options, then on to payment. */
export default function SelectMailScreen() {
  const { t } = useTranslation('parcels');
  usePageTitle(t('select.title'));
  const id = useParcelId();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const { data: parcel } = useSuspenseQuery(parcelQuery(id));
  const { data: quote } = useSuspenseQuery(parcelQuoteQuery(id));
  const [method, setMethod] = useState<string | null>(parcel.method ?? defaultMethod(quote.methods));
  const [options, setOptions] = useState<readonly string[]>(parcel.options);
  const [insured, setInsured] = useState(parcel.insuranceYen > 0);
  const offer = quote.insurance.find((i) => i.method === method);
  const choose = useMutation({
    // Insurance is asked for only where the chosen method offers it at a price.
    mutationFn: () => api.parcelChoose({ id, method: method!, options: [...options], insured: insured && offer !== undefined && offer.yen > 0 }),
    onSuccess: async (answer) => {
      await parcelChanged(answer);
      void navigate(pathTo('personal.order.merge.mailpay', {}, { query: { id } }));
    },
  });
  const open = parcel.state === 'awaitingPayment';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('select.title')}</h1>
      <ParcelSummary parcel={parcel} />
      {!open && <p className={styles.problem}>{t('select.closed')}</p>}
      {quote.methods.every((m) => !m.available) && <p className={styles.problem}>{t('select.none')}</p>}
      <MethodList methods={quote.methods} value={method} onChange={setMethod} />
      {method !== null && <InsuranceChoice method={method} offer={offer} declaredYen={parcel.declaredYen} insured={insured} onChange={setInsured} />}
      <DutyEstimate declaredYen={parcel.declaredYen} postageYen={quote.methods.find((m) => m.method === method)?.shippingYen ?? 0} country={parcel.address.country} />
      <ParcelOptions options={quote.options} chosen={options} onChange={setOptions} />
      <div className={styles.actions}>
        <Button onClick={() => choose.mutate()} loading={choose.isPending} disabled={!open || method === null || choose.isPending} fullWidth>
          {t('select.continue')}
        </Button>
        {open && <UnmergeButton id={id} />}
      </div>
    </div>
  );
}
