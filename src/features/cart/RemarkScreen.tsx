import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { constants } from '../../../generated/constants';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { Button, buttonClassName } from '../../components/ui/Button';
import styles from './cart.module.css';
import { LineMissing } from './LineMissing';
import { LineSummary } from './LineSummary';
import { useSetRemark } from './queries';
import { useLineParam } from './use-line-param';

const max = constants.checkout.remarkMaxLength;

/** /cart/remark?line=: the shopper's note to our buyers for one line (size, colour, a question for the seller). */
export default function RemarkScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('remark.title'));
  const line = useLineParam();
  const [value, setValue] = useState(line?.remark ?? '');
  const save = useSetRemark();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const id = useId();
  if (!line) return <LineMissing />;
  return (
    <form
      className={styles.page}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ lineId: line.id, remark: value }, { onSuccess: () => navigate(pathTo('cart')) });
      }}
    >
      <h1 className={styles.title}>{t('remark.title')}</h1>
      <LineSummary line={line} />
      <label htmlFor={id}>{t('remark.label')}</label>
      <textarea id={id} className={styles.textarea} maxLength={max} value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className={styles.muted}>
        {t('remark.hint')} {t('remark.length', { length: value.length, max })}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
        <AppLink to="cart" className={buttonClassName({ variant: 'secondary' })}>
          {t('backToCart')}
        </AppLink>
      </div>
    </form>
  );
}
