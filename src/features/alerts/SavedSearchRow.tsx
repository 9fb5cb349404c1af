import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedSearch } from '../../../generated/api/schemas';
import { localizePath } from '../../../generated/routes';
import { usePrice } from '../../components/goods/use-price';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { toast } from '../../components/ui/toast-store';
import { edition } from '../../config/env';
import { api } from '../../lib/api/client';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { savedSearchesChanged } from './searches-route';
import { querySummary } from './query-summary';
import { RenameForm } from './RenameForm';
import styles from './SavedSearches.module.css';

export function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation(['alerts', 'translation']);
  const language = useLanguage();
  const price = usePrice();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = search.name || t('list.allListings');
  const summary = querySummary(search, t, (yen) => price(yen).yen);

  const pause = useMutation({
    mutationFn: (paused: boolean) => api.pauseSavedSearch({ id: search.id, paused }),
    onSuccess: async (saved) => {
      toast.success(saved.paused ? t('list.pausedToast') : t('list.resumedToast'));
      await savedSearchesChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => api.deleteSavedSearch({ id: search.id }),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(t('list.deleted'));
      await savedSearchesChanged();
    },
  });

  return (
    <li className={styles.row} data-testid="saved-search" data-paused={search.paused}>
      <div className={styles.main}>
        {renaming ? (
          <RenameForm search={search} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className={styles.name}>
            <Link to={localizePath(search.path, edition, language)} dir="auto" data-testid="saved-search-open">
              {name}
            </Link>
          </h2>
        )}
        {summary && <p className={styles.summary}>{summary}</p>}
        <p className={styles.status}>
          <span className={search.paused ? styles.paused : styles.active}>{search.paused ? t('list.paused') : t('list.active')}</span>
          <span>{search.lastAlertAt ? t('list.lastAlert', { date: formatDate(Date.parse(search.lastAlertAt), 2, language) }) : t('list.noAlert')}</span>
          {search.pendingCount > 0 && <span>{t('list.pending', { count: search.pendingCount })}</span>}
        </p>
      </div>
      <div className={styles.actions} role="group" aria-label={t('list.actions', { name })}>
        <Button size="sm" variant="secondary" onClick={() => pause.mutate(!search.paused)} loading={pause.isPending} data-testid="saved-search-pause">
          {search.paused ? t('list.resume') : t('list.pause')}
        </Button>
        {!renaming && (
          <Button size="sm" variant="secondary" onClick={() => setRenaming(true)} data-testid="saved-search-rename">
            {t('list.rename')}
          </Button>
        )}
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('list.deleteTitle')}
          description={t('list.deleteBody', { name })}
          closeLabel={t('translation:common.close')}
          trigger={
            <Button size="sm" variant="secondary" data-testid="saved-search-delete">
              {t('list.delete')}
            </Button>
          }
          footer={
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('translation:common.cancel')}
              </Button>
              <Button variant="danger" onClick={() => remove.mutate()} loading={remove.isPending} data-testid="saved-search-delete-confirm">
                {t('list.delete')}
              </Button>
            </div>
          }
        />
      </div>
    </li>
  );
}
