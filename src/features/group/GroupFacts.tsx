import { useTranslation } from 'react-i18next';
import type { GroupSummary } from '../../../generated/api/schemas';
import { Chip, type ChipTone } from '../../components/ui/Chip';
import { formatDate } from '../../lib/dates';
import { countryName } from '../../lib/destination';
import { useLanguage } from '../../lib/i18n';
import styles from './group.module.css';

const tones: Record<GroupSummary['state'], ChipTone> = { recruiting: 'brand', collecting: 'accent', awaitingPayment: 'warning', ready: 'success', dissolved: 'neutral' };

export function StateChip({ group }: { group: GroupSummary }) {
  const { t } = useTranslation('group');
  return <Chip tone={tones[group.state]}>{t(`state.${group.state}`)}</Chip>;
}

/** Who leads the group, where the parcel goes, until when it takes applications, and its rules. */
export function GroupFacts({ group, rules = true }: { group: GroupSummary; rules?: boolean }) {
  const { t } = useTranslation('group');
  const language = useLanguage();
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('facts.leader')}</dt>
        <dd>{group.leaderName}</dd>
        <dt>{t('facts.destination')}</dt>
        <dd>{countryName(group.country, language)}</dd>
        <dt>{t('facts.deadline')}</dt>
        <dd>
          <time dateTime={group.deadline}>{formatDate(new Date(group.deadline), 2, language)}</time>
        </dd>
        <dt>{t('facts.members')}</dt>
        <dd>{t('facts.memberCount', { count: group.memberCount })}</dd>
      </dl>
      {rules && <p className={styles.rules}>{group.rules}</p>}
    </>
  );
}
