import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants';
import { addressFieldProps } from '../../components/address-field';
import { editionConfig } from '../../config/env';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import type { AnybuyPageItem } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { Image } from '../../components/ui/Image';
import { TextField } from '../../components/ui/TextField';
import { readPastedAddress } from '../../lib/pasted-address';
import { anybuyQuery } from './anybuy-params';
import { AnybuyKnownItem } from './AnybuyKnownItem';
import { AnybuyPageRead, readableHost } from './AnybuyPageRead';
import { AnybuySiteNote } from './AnybuySiteNote';
import styles from './cart.module.css';
import { useAnybuyLink } from './use-anybuy-link';

const limits = constants.anybuy;

/**
 * /cart/anybuy[?url=…]: buy anything by its link (pasted links elsewhere arrive with it filled in). A
 * marketplace item we hold fills in the item from our catalog; any other, the shopper.
 */
export default function AnybuyScreen() {
  const [search] = useSearchParams();
  // Another link pasted in the header while here starts the form afresh with it.
  const pasted = search.get('url') ?? '';
  return <AnybuyForm key={pasted} pasted={pasted} />;
}

function AnybuyForm({ pasted }: { pasted: string }) {
  const { t } = useTranslation('cart');
  usePageTitle(t('anybuy.title'));
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [url, setUrl] = useState(() => readPastedAddress(pasted)?.url ?? '');
  const [form, setForm] = useState({ title: '', price: '', quantity: '1', options: '', note: '', seller: '' });
  const [picture, setPicture] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const { found, item, looking } = useAnybuyLink(url);
  const isUrl = found !== null;
  const price = item ? item.JPYPrice : Number(form.price);
  const quantity = Number(form.quantity);
  const errors = {
    url: isUrl ? undefined : t('anybuy.urlInvalid'),
    title: item || (form.title.trim() && form.title.length <= limits.titleMaxLength) ? undefined : t('anybuy.titleInvalid', { max: limits.titleMaxLength }),
    price: Number.isInteger(price) && price >= 1 && price <= limits.maxPriceYen ? undefined : t('anybuy.priceInvalid', { max: limits.maxPriceYen }),
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= constants.cart.maxQuantity ? undefined : t('update.invalid', { max: constants.cart.maxQuantity }),
  };
  const valid = Object.values(errors).every((e) => e === undefined) && !looking;
  const show = (message: string | undefined) => (tried ? message : undefined);
  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });
  // What the page said fills only what it knew; the shopper's own entries stay where it knew nothing.
  const prefill = (read: AnybuyPageItem) => {
    setForm((now) => ({ ...now, title: read.title, price: read.priceYen === null ? now.price : String(read.priceYen), seller: read.seller ?? now.seller }));
    if (read.imageUrl) setPicture(read.imageUrl);
  };

  const submit = () => {
    setTried(true);
    if (!valid) return;
    const query = anybuyQuery({
      url: found!.url, ...(item ? { site: item.Site, itemId: item.Id } : found?.site ? { site: found.site } : {}), title: item ? item.Name : form.title.trim(), priceYen: price, quantity,
      options: form.options.trim() || undefined, remark: form.note.trim() || undefined,
      ...(item ? {} : { imageUrl: picture ?? undefined, sellerName: form.seller.trim() || undefined }),
    });
    navigate(pathTo('cart.anybuyCreateOrder', {}, { query }));
  };

  return (
    <form className={styles.page} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <h1 className={styles.title}>{t('anybuy.title')}</h1>
      <p className={styles.muted}>{t('anybuy.intro')}</p>
      <TextField
        label={t('anybuy.url')}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        {...addressFieldProps(url, found, setUrl)}
        error={show(errors.url)}
        required
      />
      {found && !item && <AnybuySiteNote found={found} looking={looking} />}
      {found && !item && !looking && readableHost(found.host) && <AnybuyPageRead key={found.url} url={found.url} onRead={prefill} />}
      {item ? (
        <AnybuyKnownItem item={item} />
      ) : (
        <>
          <TextField label={t('anybuy.itemTitle')} maxLength={limits.titleMaxLength} {...field('title')} error={show(errors.title)} required />
          <TextField label={t('anybuy.price')} type="number" inputMode="numeric" min={1} max={limits.maxPriceYen} {...field('price')} hint={t('anybuy.priceHint')} error={show(errors.price)} required />
          <TextField label={t('anybuy.seller')} maxLength={limits.page.sellerMaxLength} {...field('seller')} />
          {picture && (
            <div className={styles.siteNote} data-testid="anybuy-picture">
              <Image src={picture} alt={t('anybuy.picture')} width={72} height={72} fallbackSrc={editionConfig.imagePlaceholder} />
              <Button type="button" size="sm" variant="secondary" onClick={() => setPicture(null)}>
                {t('anybuy.removePicture')}
              </Button>
            </div>
          )}
        </>
      )}
      <TextField label={t('update.quantity')} type="number" inputMode="numeric" min={1} max={constants.cart.maxQuantity} {...field('quantity')} error={show(errors.quantity)} />
      <TextField label={t('anybuy.options')} maxLength={limits.optionsMaxLength} {...field('options')} hint={t('anybuy.optionsHint')} />
      <TextField label={t('anybuy.note')} maxLength={constants.checkout.remarkMaxLength} {...field('note')} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={tried && !valid}>
          {t('anybuy.continue')}
        </Button>
      </div>
    </form>
  );
}
