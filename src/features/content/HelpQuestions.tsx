import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from './Content.module.css';
import type { HelpQuestion } from './help-facts';

interface HelpQuestionsProps {
  /** The questions to show, already filtered by the search. */
  shown: readonly HelpQuestion[];
  facts: Record<string, string | number>;
  /** While the shopper searches, the answers found are open. */
  searching: boolean;
}

/**
 * The help centre's common questions (locales/help/), each at its own anchor (/userGuide#storage) that other
 * pages link to; the one an address points at is open.
 */
export function HelpQuestions({ shown, facts, searching }: HelpQuestionsProps) {
  const { t } = useTranslation('help');
  const { hash } = useLocation();
  return (
    <div className={styles.questions}>
      {shown.map((key) => (
        <details key={key} id={key} className={styles.question} open={searching || hash === `#${key}`}>
          <summary className={styles.questionTitle}>{t(`questions.${key}.q`)}</summary>
          <p className={styles.answer}>{t(`questions.${key}.a`, facts)}</p>
        </details>
      ))}
    </div>
  );
}
