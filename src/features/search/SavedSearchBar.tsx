import { useTranslation } from 'react-i18next';
import type { SavedQuery } from '../../../generated/api/schemas';
import type { SearchKind } from './presets';
import { SaveSearchButton } from './SaveSearchButton';
import styles from './SearchScreen.module.css';

/** The save button, and the line an alert's link adds: how many of the results are new since the alert. */
export default function SavedSearchBar({ screen, query, newCount }: { screen: SearchKind; query: SavedQuery | null; newCount: number | null }) {
  const { t } = useTranslation('alerts');
  if (!query && newCount === null) return null;
  return (
    <div className={styles.saveBar}>
      {newCount !== null && (
        <p className={styles.alertLine} role="status" data-testid="alert-line">
          {t('alert.line', { count: newCount })}
        </p>
      )}
      {query && <SaveSearchButton screen={screen} query={query} />}
    </div>
  );
}
