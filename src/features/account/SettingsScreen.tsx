import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/page-title';
import { DeleteSection } from './DeleteSection';
import { EmailSection } from './EmailSection';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { SocialSection } from './SocialSection';
import styles from './Settings.module.css';

/** /personal/setting: language and currency, password, email, sign-in ways, and deleting the account. */
export default function SettingsScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
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
