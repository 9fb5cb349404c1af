import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDestinationCountry } from '../../components/shipping/use-destination-country';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { HomeIcon } from '../../components/ui/Icons';
import { addressesQuery } from '../../lib/queries/addresses';
import { shippingOptionsQuery } from '../../lib/queries/shipping';
import styles from './Address.module.css';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { emptyForm, formOf } from './form-values';

/** The list, or the form when the address says so (?add=1, ?edit=<id>), so Back closes the form. */
export function AddressBook({ back }: { back: string | null }) {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { data: book } = useSuspenseQuery(addressesQuery());
  const { data: options } = useSuspenseQuery(shippingOptionsQuery());
  const destinations = options.countries.map((c) => c.code);
  const guessed = useDestinationCountry(destinations);
  const full = book.items.length >= book.max;

  const open = (patch: Record<string, string | null>) =>
    setSearch((s) => {
      const next = new URLSearchParams(s);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  const closeForm = () => open({ add: null, edit: null });

  const editId = Number(search.get('edit'));
  const editing = book.items.find((a) => a.id === editId);
  if (editing || (search.get('add') && !full)) {
    return (
      <AddressForm
        key={editing?.id ?? 'new'}
        id={editing?.id ?? null}
        initial={editing ? formOf(editing) : emptyForm(guessed ?? '')}
        destinations={destinations}
        offerDefault={!editing && book.items.length > 0}
        onCancel={closeForm}
        onDone={() => (back && !editing ? navigate(back) : closeForm())}
      />
    );
  }

  const add = (
    <Button onClick={() => open({ add: '1', edit: null })} disabled={full}>
      {t('add')}
    </Button>
  );
  if (book.items.length === 0) {
    return <EmptyState icon={<HomeIcon size={32} />} title={t('emptyTitle')} description={t('emptyBody')} action={add} />;
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {book.items.map((address) => (
          <AddressCard key={address.id} address={address} editHref={`?${withParam(search, 'edit', String(address.id))}`} />
        ))}
      </ul>
      <div className={styles.addBar}>
        {add}
        <p className={styles.note}>{full ? t('limitReached', { max: book.max }) : t('limit', { max: book.max })}</p>
      </div>
    </>
  );
}

function withParam(search: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(search);
  next.set(key, value);
  next.delete('add');
  return next.toString();
}
