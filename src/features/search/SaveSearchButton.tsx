import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SavedQuery } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';
import { usePathTo } from '../../components/use-path-to';
import { api } from '../../lib/api/client';
import { findSavedSearchQuery, savedSearchesChanged } from '../../lib/queries/saved-searches';
import { isLoggedIn } from '../../lib/session';
import type { SearchKind } from './presets';

/** Saves the search on screen (or forgets it); a guest goes to login first and comes back to this search. */
export function SaveSearchButton({ screen, query }: { screen: SearchKind; query: SavedQuery }) {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const location = useLocation();
  const pathTo = usePathTo();
  const loggedIn = isLoggedIn();
  const found = useQuery({ ...findSavedSearchQuery(query), enabled: loggedIn });
  const saved = found.data?.saved ?? null;
  const toggle = useMutation({
    mutationFn: async () => {
      if (saved) await api.deleteSavedSearch({ id: saved.id });
      else await api.saveSearch({ screen, query });
    },
    onSuccess: async () => {
      toast.success(saved ? t('save.removed') : t('save.saved'));
      await savedSearchesChanged();
    },
  });

  const onClick = () => {
    if (!loggedIn) {
      navigate(pathTo('login', {}, { query: { redirect: location.pathname + location.search } }));
      return;
    }
    toggle.mutate();
  };

  return (
    <Button
      variant={saved ? 'secondary' : 'primary'}
      size="sm"
      onClick={onClick}
      loading={toggle.isPending || (loggedIn && found.isPending)}
      aria-pressed={saved !== null}
      data-testid="save-search"
    >
      {saved ? t('save.savedButton') : t('save.button')}
    </Button>
  );
}
