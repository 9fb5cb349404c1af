import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { CurrencyPicker } from './CurrencyPicker';
import styles from './Footer.module.css';
import { LanguagePicker } from './LanguagePicker';

// The year of the build's first render is enough for a copyright line.
const year = new Date().getFullYear();

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-labelledby="footer-guides" className={styles.column}>
          <h2 id="footer-guides" className={styles.heading}>
            {t('footer.guides')}
          </h2>
          <AppLink to="userGuide">{t('footer.userGuide')}</AppLink>
          <AppLink to="userGuide.type" args={[{ type: 'fees' }]}>
            {t('footer.fees')}
          </AppLink>
          <AppLink to="userGuide.type" args={[{ type: 'shipping' }]}>
            {t('footer.shipping')}
          </AppLink>
          <AppLink to="calc">{t('footer.calc')}</AppLink>
        </nav>
        <nav aria-labelledby="footer-help" className={styles.column}>
          <h2 id="footer-help" className={styles.heading}>
            {t('footer.help')}
          </h2>
          <AppLink to="workOrder">{t('footer.contact')}</AppLink>
          <AppLink to="notice">{t('footer.notice')}</AppLink>
          <AppLink to="introduction.about">{t('footer.about')}</AppLink>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('footer.languages')}</h2>
          <LanguagePicker />
          <CurrencyPicker />
        </div>
      </div>
      <p className={styles.rights}>{t('footer.rights', { year, name: t('app.name') })}</p>
    </footer>
  );
}
