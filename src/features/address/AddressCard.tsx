import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Address } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { usePathTo } from '../../components/use-path-to';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Chip } from '../../components/ui/Chip';
import { Dialog } from '../../components/ui/Dialog';
import { addressLines } from '../../lib/address-rules';
import { countryName } from '../../lib/destination';
import { useLanguage } from '../../lib/i18n';
import styles from './Address.module.css';
import { useDeleteAddress, useSetDefaultAddress } from './use-address-actions';

/** One address as its country prints it, with its actions; deleting asks first. */
export function AddressCard({ address, editHref }: { address: Address; editHref: string }) {
  const { t } = useTranslation('address');
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const name = address.recipient;
  const headingId = `address-${address.id}-name`;
  const pathTo = usePathTo();
  // Customs of these destinations clear a parcel only with the receiver's verified ID number.
  const needsIdentity = Object.hasOwn(constants.personal.identityDocuments, address.country);

  return (
    <Card as="li" className={styles.card} aria-labelledby={headingId} data-testid="address-card">
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        {address.isDefault && (
          <Chip tone="brand" solid>
            {t('defaultBadge')}
          </Chip>
        )}
      </div>
      <address className={styles.lines}>
        {addressLines(address)
          .filter((line) => line !== name)
          .map((line) => (
            // Isolated: a Latin line such as "1 Main St" keeps its order on a right-to-left page.
            <span key={line}>
              <bdi>{line}</bdi>
            </span>
          ))}
        <span>{countryName(address.country, language)}</span>
        <span>
          <bdi dir="ltr">{address.phone}</bdi>
        </span>
      </address>
      {needsIdentity && (
        <p className={styles.lines}>
          <Link to={pathTo('personal.auth')}>{t('identityNeeded')}</Link>
        </p>
      )}
      <div className={styles.actions}>
        <Link to={editHref} className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-label={t('editLabel', { name })}>
          {t('edit')}
        </Link>
        {!address.isDefault && (
          <Button variant="secondary" size="sm" loading={makeDefault.isPending} aria-label={t('setDefaultLabel', { name })} onClick={() => makeDefault.mutate(address.id)}>
            {t('setDefault')}
          </Button>
        )}
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="ghost" size="sm" aria-label={t('deleteLabel', { name })}>
              {t('delete')}
            </Button>
          }
          title={t('deleteTitle')}
          description={t('deleteBody', { name })}
          closeLabel={t('close')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(address.id, { onSuccess: () => setConfirming(false) })}>
                {t('deleteConfirm')}
              </Button>
            </>
          }
        />
      </div>
    </Card>
  );
}
