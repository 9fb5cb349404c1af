import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { maxOf } from '../../lib/api/limits';
import { savedSearchesChanged } from './searches-route';
import styles from './SavedSearches.module.css';

/** Renames a saved search in place; an empty name is refused here as the server would. */
export function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const { t } = useTranslation(['alerts', 'translation']);
  const [name, setName] = useState(search.name);
  const rename = useMutation({
    mutationFn: () => api.renameSavedSearch({ id: search.id, name: name.trim() }),
    onSuccess: async () => {
      toast.success(t('list.renamed'));
      await savedSearchesChanged();
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) rename.mutate();
  };
  return (
    <form className={styles.rename} onSubmit={submit}>
      <TextField
        label={t('list.nameLabel')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={maxOf('Sig.Front.User.AppSavedSearch.Rename', 'name')}
        required
        data-testid="saved-search-name"
      />
      <div className={styles.renameActions}>
        <Button type="submit" size="sm" loading={rename.isPending} disabled={!name.trim()}>
          {t('list.saveName')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          {t('translation:common.cancel')}
        </Button>
      </div>
    </form>
  );
}
