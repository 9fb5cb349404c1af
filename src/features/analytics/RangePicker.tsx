import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import styles from './analytics.module.css';
import { type DayRange, isValidRange, presetOf, presetRange, presets } from './range';

/** Presets (7, 30, 90 days, this year) and a custom from–to; each choice goes into the address. */
export function RangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('analytics');
  const active = presetOf(range);
  const [draft, setDraft] = useState(range);
  const [checked, setChecked] = useState(false);
  const invalid = checked && !isValidRange(draft);
  // A preset or a navigation changes the range: the custom fields follow it.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
    setChecked(false);
  }
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isValidRange(draft)) onChange(draft);
  };
  return (
    <div className={styles.range}>
      <div role="group" aria-label={t('range.presets')} className={styles.presets}>
        {presets.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={active === preset ? 'primary' : 'secondary'}
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset))}
          >
            {preset === 'year' ? t('range.year') : t('range.lastDays', { days: preset })}
          </Button>
        ))}
      </div>
      <form className={styles.custom} onSubmit={apply} noValidate>
        <TextField label={t('range.from')} type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label={t('range.to')} type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <Button type="submit" size="md" variant={active === null ? 'primary' : 'secondary'}>
          {t('range.apply')}
        </Button>
        {invalid && (
          <p role="alert" className={styles.error}>
            {t('range.invalid')}
          </p>
        )}
      </form>
    </div>
  );
}
