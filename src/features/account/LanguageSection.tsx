import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type LanguageCode, languages } from '../../../generated/languages';
import { localizePath } from '../../../generated/routes';
import { Select } from '../../components/ui/Select';
import { edition, editionConfig } from '../../config/env';
import { rememberLanguage, splitLanguage } from '../../app/language';
import { api } from '../../lib/api/client';
import { useLanguage } from '../../lib/i18n';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { useAppState } from '../../stores/app-state';
import { settingsChanged } from './queries';
import styles from './Settings.module.css';
import { useAction } from './use-action';

/**
 * The service language is bound to the account (mails and messages come in it); the display currency
 * is this device's choice, the same one the header's picker makes.
 */
export function LanguageSection() {
  const { t } = useTranslation('account');
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const currency = useAppState((s) => s.currency);
  const isRmb = useAppState((s) => s.isRmb);
  const { data: home } = useQuery(homeInfoQuery());
  const { busy, error, run } = useAction();

  const changeLanguage = (language: LanguageCode) =>
    run(async () => {
      await api.bindLanguage({ language: languages.find((l) => l.code === language)!.service }, { silent: true });
      rememberLanguage(language);
      await settingsChanged();
      navigate(localizePath(splitLanguage(location.pathname).rest, edition, language) + location.search);
    });

  return (
    <section className={styles.section} aria-labelledby="settings-language">
      <h2 id="settings-language" className={styles.heading}>
        {t('language.heading')}
      </h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!editionConfig.forcedLanguage && (
        <Select label={t('language.language')} hint={t('language.languageHint')} value={current} disabled={busy} onChange={(e) => changeLanguage(e.target.value as LanguageCode)}>
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.service}>
              {l.name}
            </option>
          ))}
        </Select>
      )}
      {editionConfig.rmbOption ? (
        <label className={styles.row}>
          <span>{t('language.rmb')}</span>
          <input type="checkbox" checked={isRmb} onChange={(e) => useAppState.setState({ isRmb: e.target.checked })} />
        </label>
      ) : (
        <Select label={t('language.currency')} hint={t('language.currencyHint')} value={currency} onChange={(e) => useAppState.setState({ currency: e.target.value })}>
          {(home?.currencyList ?? [{ Id: currency, Symbol: '' }]).map((c) => (
            <option key={c.Id} value={c.Id}>
              {c.Id} {c.Symbol}
            </option>
          ))}
        </Select>
      )}
    </section>
  );
}
