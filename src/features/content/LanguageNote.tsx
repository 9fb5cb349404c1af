import { useTranslation } from 'react-i18next';
import { languageOf, languages, type ServiceLanguage } from '../../../generated/languages';
import { useLanguage } from '../../lib/i18n';
import styles from './Content.module.css';

/** Says so when the text is shown in another language than the page's (no translation, or no help file). */
export function LanguageNote({ shown, guide = false }: { shown: ServiceLanguage; guide?: boolean }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  if (languageOf(language).service === shown) return null;
  const name = languages.find((l) => l.service === shown)?.name ?? shown;
  return (
    <p className={styles.note} role="note" data-testid="language-note">
      {t(guide ? 'note.guide' : 'note.other', { language: name })}
    </p>
  );
}
