import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { Button, buttonClassName } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import styles from './cart.module.css';
import { LineMissing } from './LineMissing';
import { LineSummary } from './LineSummary';
import { useUpdateQuantity } from './queries';
import { useLineParam } from './use-line-param';

/** /cart/update?line=: the quantity of one line, typed rather than stepped (for larger numbers). */
export default function UpdateScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('update.title'));
  const line = useLineParam();
  const [value, setValue] = useState(String(line?.quantity ?? 1));
  const update = useUpdateQuantity();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  if (!line) return <LineMissing />;
  const quantity = Number(value);
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= line.maxQuantity;
  return (
    <form
      className={styles.page}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) update.mutate({ lineId: line.id, quantity }, { onSuccess: () => navigate(pathTo('cart')) });
      }}
    >
      <h1 className={styles.title}>{t('update.title')}</h1>
      <LineSummary line={line} />
      {line.quantityEditable ? (
        <TextField
          label={t('update.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={line.maxQuantity}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          hint={t('update.hint', { max: line.maxQuantity })}
          error={valid ? undefined : t('update.invalid', { max: line.maxQuantity })}
        />
      ) : (
        <p className={styles.muted}>{t('update.single')}</p>
      )}
      <div className={styles.actions}>
        {line.quantityEditable && (
          <Button type="submit" loading={update.isPending} disabled={!valid}>
            {t('save')}
          </Button>
        )}
        <AppLink to="cart" className={buttonClassName({ variant: 'secondary' })}>
          {t('backToCart')}
        </AppLink>
      </div>
    </form>
  );
}
