import { useTranslation } from 'react-i18next';
import { DeleteSection } from './DeleteSection';
import { EmailSection } from './EmailSection';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { SocialSection } from './SocialSection';
import styles from './Settings.module.css';

/** Everything on the settings page; its own chunk, so the route's entry lists one file for it. */
export default function SettingsSections() {
  const { t } = useTranslation('account');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <LanguageSection />
      <PasswordSection />
      <EmailSection />
      <SocialSection />
      <DeleteSection />
    </div>
  );
}
