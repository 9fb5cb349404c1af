import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/page-title';
import { Card } from '../../components/ui/Card';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { IdentityForm } from './IdentityForm';
import styles from './personal.module.css';
import { identityQuery } from './queries';

/** /personal/auth: identity verification for destinations whose customs want the receiver's ID number. */
export default function AuthScreen() {
  const { t } = useTranslation('personal');
  usePageTitle(t('auth.title'));
  const language = useLanguage();
  const { data } = useSuspenseQuery(identityQuery());
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const statusClass = data.status === 'verified' ? styles.verified : data.status === 'rejected' ? styles.rejected : styles.status;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('auth.title')}</h1>
      <p className={styles.muted}>{t('auth.why', { countries: data.documents.map((d) => regions.of(d.country)).join(', ') })}</p>
      {data.status !== 'none' && (
        <Card as="section" className={styles.stack} aria-labelledby="auth-current">
          <div className={styles.row}>
            <h2 id="auth-current" className={styles.subtitle}>
              {t('auth.current')}
            </h2>
            <span className={statusClass} data-testid="identity-status">
              {t(`auth.status.${data.status}`)}
            </span>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt className={styles.muted}>{t('auth.document')}</dt>
              <dd>
                {t(`auth.documents.${data.document}`)} · {regions.of(data.country ?? '')}
              </dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('auth.legalName')}</dt>
              <dd>{data.legalName}</dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('auth.number')}</dt>
              <dd>
                <bdi dir="ltr" className={styles.number} data-testid="identity-number">
                  {data.maskedNumber}
                </bdi>
              </dd>
            </div>
          </dl>
          {data.status === 'rejected' && <p className={styles.error}>{t('auth.rejectedBecause', { reason: data.reason })}</p>}
          {data.status === 'pending' && <p className={styles.muted}>{t('auth.pendingNote', { date: formatDate(data.submittedAt ? Date.parse(data.submittedAt) : null, 2, language) })}</p>}
        </Card>
      )}
      {data.status !== 'verified' && <IdentityForm documents={data.documents} resubmit={data.status !== 'none'} />}
    </div>
  );
}
