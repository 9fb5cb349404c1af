import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { type CsvValue, downloadCsv, toCsv } from './csv';
import styles from './analytics.module.css';
import type { DayRange } from './range';

export interface PanelCsv {
  /** The file's name without range and extension: sales → sales_2026-10-27_2026-11-25.csv */
  name: string;
  header: readonly string[];
  rows: () => readonly (readonly CsvValue[])[];
}

/** One panel: its title, headline figures, chart or tables, and the CSV of the figures it draws. */
export function Panel({ id, title, range, csv, figures, children }: {
  id: string;
  title: string;
  range: DayRange;
  csv: PanelCsv;
  figures?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('analytics');
  const download = () => downloadCsv(`${csv.name}_${range.from}_${range.to}.csv`, toCsv(csv.header, csv.rows()));
  return (
    <Card as="section" className={styles.panel} aria-labelledby={`${id}-title`} data-panel={id}>
      <header className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {title}
        </h2>
        <Button variant="secondary" size="sm" onClick={download}>
          {t('csv')}
        </Button>
      </header>
      {figures && <dl className={styles.figures}>{figures}</dl>}
      {children}
    </Card>
  );
}

export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * Charts keep a left-to-right time axis in every language (SVG text does not follow the page's direction:
 * in Arabic the axis labels would sit on the bars).
 */
export function ChartFrame({ children }: { children: ReactNode }) {
  return <div dir="ltr">{children}</div>;
}
