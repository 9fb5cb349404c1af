import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SavedQuery } from '../../../generated/api/schemas';
import { Button, buttonClassName } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';
import { usePathTo } from '../../components/use-path-to';
import { api } from '../../lib/api/client';
import { isLoggedIn } from '../../lib/session';
import type { SearchKind } from './presets';
import { findSavedSearchQuery, savedSearchesChanged } from './saved-search-queries';

/**
 * Saves the search on screen; once saved it says so and leads to the saved searches, where alerts are
 * paused or the search deleted. A guest goes to login first and comes back to this search.
 */
export function SaveSearchButton({ screen, query }: { screen: SearchKind; query: SavedQuery }) {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const location = useLocation();
  const pathTo = usePathTo();
  const loggedIn = isLoggedIn();
  const found = useQuery({ ...findSavedSearchQuery(query), enabled: loggedIn });
  const save = useMutation({
    mutationFn: () => api.saveSearch({ screen, query }),
    onSuccess: async () => {
      toast.success(t('save.saved'));
      await savedSearchesChanged();
    },
  });

  if (found.data?.saved) {
    return (
      <Link to={pathTo('personal.searches')} className={buttonClassName({ variant: 'secondary', size: 'sm' })} data-testid="save-search" data-saved="true">
        {t('save.savedButton')}
      </Link>
    );
  }
  const onClick = () => {
    if (!loggedIn) navigate(pathTo('login', {}, { query: { redirect: location.pathname + location.search } }));
    else save.mutate();
  };
  return (
    <Button size="sm" onClick={onClick} loading={save.isPending || (loggedIn && found.isPending)} data-testid="save-search" data-saved="false">
      {t('save.button')}
    </Button>
  );
}
