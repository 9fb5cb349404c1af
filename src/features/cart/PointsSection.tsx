import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import styles from './confirm.module.css';

interface Props {
  balance: number;
  max: number;
  used: number;
  onChange: (points: number) => void;
}

/** Points pay part of the order (1 point = yenPerPoint yen, up to maxSharePercent of it); applied on leaving the field. */
export function PointsSection({ balance, max, used, onChange }: Props) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(used);
  const commit = () => {
    if (draft === null) return;
    const n = Math.floor(Number(draft));
    onChange(Number.isFinite(n) ? Math.min(Math.max(0, n), max) : 0);
    setDraft(null);
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('confirm.points')}</legend>
      <p className={styles.muted}>{balance === 0 ? t('points.none') : t('points.balance', { count: balance, max, percent: constants.points.maxSharePercent })}</p>
      {max > 0 && (
        <div className={styles.pointsRow}>
          <TextField
            label={t('points.use')}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            value={value}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), commit())}
          />
          <Button variant="secondary" onClick={() => onChange(max)}>
            {t('points.useMax')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
