import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { useLanguage } from '../../lib/i18n';
import { rememberUser, useUser } from '../../lib/queries/user-info';
import { returnPath } from '../../lib/return-path';
import { AuthCard } from './AuthCard';
import { useSubmit } from './use-submit';
import { maxOf } from '../../lib/api/limits';

/** The last step: the name shown on orders and reviews; it can wait. */
export default function RegisterUpdateScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const language = useLanguage();
  const [params] = useSearchParams();
  const { user } = useUser();
  // The account's name until the shopper edits it: the user may arrive after the first render.
  const [edited, setNickname] = useState<string | null>(null);
  const nickname = edited ?? user?.nickname ?? '';
  const { busy, error, run } = useSubmit();
  const finish = () => {
    toast.success(t('register.done'));
    navigate(returnPath(params, language), { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = nickname.trim();
    if (!name) return finish();
    run(async () => {
      rememberUser(await api.updateUserInfo({ nickname: name }, { silent: true }));
      finish();
    });
  };

  return (
    <AuthCard
      title={t('register.updateTitle')}
      intro={t('register.updateIntro')}
      onSubmit={submit}
      formError={error}
      footer={
        <Button variant="ghost" onClick={finish}>
          {t('register.skip')}
        </Button>
      }
    >
      <TextField label={t('nickname')} autoComplete="nickname" maxLength={maxOf('Sig.Front.User.AppUserSetting.UpdateUserInfo', 'nickname')} value={nickname} onChange={(e) => setNickname(e.target.value)} />
      <Button type="submit" fullWidth loading={busy}>
        {t('register.save')}
      </Button>
    </AuthCard>
  );
}
