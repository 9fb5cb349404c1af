import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HaulDetail } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { Button } from '../../components/ui/Button';
import { HeartIcon } from '../../components/ui/Icons';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { isLoggedIn } from '../../lib/session';
import { haulQuery } from './queries';

/** Like (once) or unlike an approved haul; a visitor is offered the login instead. */
export function LikeButton({ haul }: { haul: HaulDetail }) {
  const { t } = useTranslation('experience');
  const like = useMutation({
    mutationFn: () => api.likeExperience({ id: haul.id, liked: !haul.liked }),
    onSuccess: (answer) => queryClient.setQueryData(haulQuery(haul.id).queryKey, { ...haul, ...answer }),
  });
  if (!isLoggedIn()) {
    return <AppLink to="login">{t('loginToLike', { n: haul.likes })}</AppLink>;
  }
  return (
    <Button variant={haul.liked ? 'primary' : 'secondary'} size="sm" aria-pressed={haul.liked} onClick={() => like.mutate()} disabled={like.isPending} data-testid="haul-like">
      <HeartIcon filled={haul.liked} aria-hidden="true" /> {t('like', { n: haul.likes })}
    </Button>
  );
}
