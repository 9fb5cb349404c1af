import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type LanguageCode, languages } from '../../../generated/languages';
import { localizePath } from '../../../generated/routes';
import { edition, editionConfig } from '../../config/env';
import { api } from '../../lib/api/client';
import { isLoggedIn } from '../../lib/session';
import { rememberLanguage, splitLanguage } from '../language';
import styles from './pickers.module.css';
import { useLanguage } from '../../lib/i18n';

/** A native select: on phones it opens the system picker, which reads every script correctly. */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const current = useLanguage();
  if (editionConfig.forcedLanguage) return null;

  const change = (language: LanguageCode) => {
    rememberLanguage(language);
    if (isLoggedIn()) void api.bindLanguage({ language: languages.find((l) => l.code === language)!.service }, { silent: true }).catch(() => {});
    const { rest } = splitLanguage(location.pathname);
    navigate(localizePath(rest, edition, language) + location.search + location.hash);
  };

  return (
    <span className={styles.picker}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t('header.language')}
      </label>
      <select id={id} className={styles.select} value={current} onChange={(e) => change(e.target.value as LanguageCode)}>
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.service}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}
