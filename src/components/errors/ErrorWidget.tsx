import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { AlertIcon } from '../ui/Icons';

export type ErrorVariant = 'nonsupportGoods' | 'nonsupportSeller' | 'notFound' | 'mailEmpty' | 'notLoggedIn' | 'error';

interface ErrorWidgetProps {
  variant: ErrorVariant;
  /** Replaces the variant's title, e.g. "Page Not Found: /x". */
  title?: string;
  description?: string;
  status?: number;
  onRefresh?: () => void;
  /** Where the "contact support" button leads (a path of ours); shown for errors and blocked items. */
  contactHref?: string;
  /** The unblock request of a blocked item (spec §2). */
  action?: ReactNode;
}

const titles: Record<ErrorVariant, string> = {
  nonsupportGoods: 'errors.nonsupportGoods',
  nonsupportSeller: 'errors.nonsupportSeller',
  notFound: 'errors.notFound',
  mailEmpty: 'errors.mailEmpty',
  notLoggedIn: 'errors.notLoggedIn',
  error: 'errors.error',
};

/** The error widget of spec §2 in all its variants; pages add their own buttons through props. */
export function ErrorWidget({ variant, title, description, status, onRefresh, contactHref, action }: ErrorWidgetProps) {
  const { t } = useTranslation();
  const body = description ?? (variant === 'nonsupportGoods' ? t('errors.nonsupportGoodsBody') : undefined);
  return (
    <EmptyState
      headingLevel={1}
      icon={<AlertIcon />}
      title={title ?? t(titles[variant])}
      description={[status ? t('errors.errorWithStatus', { status }) : null, body].filter(Boolean).join(' · ') || undefined}
      action={
        <>
          {action}
          {onRefresh && (
            <Button variant="primary" onClick={onRefresh}>
              {t('errors.refresh')}
            </Button>
          )}
          {contactHref && (
            <Link to={contactHref} className={buttonClassName({ variant: 'secondary' })}>
              {t('errors.contactService')}
            </Link>
          )}
        </>
      }
    />
  );
}
