import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupMember } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Card } from '../../components/ui/Card';
import { Chip } from '../../components/ui/Chip';
import styles from './group.module.css';

interface Props {
  members: readonly GroupMember[];
  /** Controls for one member (the leader's approve and reject). */
  actions?: (member: GroupMember) => ReactNode;
}

/** The members with their items' weight and, once the list is closed, their share and whether it is paid. */
export function MemberList({ members, actions }: Props) {
  const { t } = useTranslation('group');
  const price = usePrice();
  return (
    <ul className={styles.list} aria-label={t('members.title')} data-testid="group-members">
      {members.map((m) => (
        <Card as="li" key={m.userId} className={styles.card}>
          <div className={styles.head}>
            <strong>{m.nickname}</strong>
            <div className={styles.row}>
              {m.isLeader && <Chip tone="brand">{t('role.leader')}</Chip>}
              {m.status !== 'approved' && <Chip tone={m.status === 'pending' ? 'warning' : 'neutral'}>{t(`role.${m.status}`)}</Chip>}
              {m.shareYen != null && <Chip tone={m.paid ? 'success' : 'warning'}>{m.paid ? t('members.paid') : t('members.unpaid')}</Chip>}
            </div>
          </div>
          {m.message && <p className={styles.rules}>{m.message}</p>}
          {m.status === 'approved' && (
            <span className={styles.muted}>
              {t('members.items', { count: m.itemCount })} · {t('weight', { grams: m.weightGrams })}
              {m.shareYen != null && ` · ${t('members.share', { amount: price(m.shareYen).yen })}`}
              {m.storageYen != null && m.storageYen > 0 && ` · ${t('members.storage', { amount: price(m.storageYen).yen })}`}
            </span>
          )}
          {actions?.(m)}
        </Card>
      ))}
    </ul>
  );
}
