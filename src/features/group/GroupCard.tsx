import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupSummary } from '../../../generated/api/schemas';
import { Card } from '../../components/ui/Card';
import { Chip } from '../../components/ui/Chip';
import { usePathTo } from '../../components/use-path-to';
import { GroupFacts, StateChip } from './GroupFacts';
import styles from './group.module.css';

/** A group in a list; its name opens the group's page when the caller can see it. */
export function GroupCard({ group, children }: { group: GroupSummary; children?: ReactNode }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const visible = group.role === 'leader' || group.role === 'member';
  const page = group.role === 'leader' ? 'personal.group.manageGroup' : 'personal.group.groupDetail';
  return (
    <Card as="li" className={styles.card} data-testid="group-card">
      <div className={styles.head}>
        <h2 className={styles.name}>{visible ? <Link to={pathTo(page, {}, { query: { id: group.id } })}>{group.name}</Link> : group.name}</h2>
        <div className={styles.row}>
          <StateChip group={group} />
          {group.full && group.applicationsOpen && <Chip tone="neutral">{t('apply.full')}</Chip>}
          {group.role !== 'none' && <Chip>{t(`role.${group.role === 'applicant' ? group.application ?? 'pending' : group.role}`)}</Chip>}
        </div>
      </div>
      <GroupFacts group={group} />
      {children}
    </Card>
  );
}
