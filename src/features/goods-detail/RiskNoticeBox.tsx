import type { RiskNotice } from '../../../generated/api/schemas';
import { AlertIcon } from '../../components/ui/Icons';
import styles from './parts.module.css';

/** The marketplace's warnings for this kind of item, in the server's words. */
export function RiskNoticeBox({ notice }: { notice: RiskNotice }) {
  return (
    <aside className={styles.risk} aria-labelledby="risk-title">
      <h2 id="risk-title" className={styles.boxTitle}>
        <AlertIcon size={18} /> <span dir="auto">{notice.Title}</span>
      </h2>
      <ul className={styles.riskList}>
        {notice.NoteList.map((note, index) => (
          <li key={index}>
            <strong dir="auto">{note.title}</strong>
            <p dir="auto">{note.msg}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
