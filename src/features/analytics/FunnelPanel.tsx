import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, Panel } from './Panel';
import { axisTick, chartHeight, colors } from './chart-style';
import { formatCount, formatPercent } from './format';
import { funnelQuery } from './queries';
import type { DayRange } from './range';
import styles from './analytics.module.css';

export function FunnelPanel({ range }: { range: DayRange }) {
  const { t } = useTranslation('analytics');
  const { data } = useSuspenseQuery(funnelQuery(range));
  const steps = data.steps.map((s) => ({ ...s, name: t(`funnel.${s.step}`) }));
  // Each step against the one before it: where shoppers drop off.
  const ratio = (i: number) => (i === 0 || steps[i - 1]!.visitors === 0 ? null : steps[i]!.visitors / steps[i - 1]!.visitors);
  return (
    <Panel
      id="funnel"
      title={t('funnel.title')}
      range={range}
      csv={{
        name: 'funnel',
        header: [t('funnel.step'), t('funnel.visitors'), t('funnel.events')],
        rows: () => data.steps.map((s) => [s.step, s.visitors, s.events]),
      }}
    >
      <ChartFrame>
        <ResponsiveContainer width="100%" height={chartHeight}>
          <BarChart data={steps} layout="vertical" margin={{ top: 8, right: 48, bottom: 0, left: 0 }}>
            <XAxis type="number" hide />
            <YAxis type="category" dataKey="name" tick={axisTick} width={100} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Bar dataKey="visitors" name={t('funnel.visitors')} fill={colors.brand} isAnimationActive={false}>
              <LabelList dataKey="visitors" position="right" formatter={(v: unknown) => formatCount(Number(v))} className={styles.barLabel} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <ol className={styles.steps}>
        {steps.map((s, i) => (
          <li key={s.step} data-step={s.step}>
            <span>{s.name}</span>
            <strong>{formatCount(s.visitors)}</strong>
            <span className={styles.muted}>{ratio(i) === null ? '' : t('funnel.ofPrevious', { percent: formatPercent(ratio(i)!) })}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
