import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, Figure, Panel } from './Panel';
import { axisTick, chartHeight, colors, legendStyle } from './chart-style';
import { formatCompact, formatCount, formatYen, shortDay } from './format';
import { refundsQuery } from './queries';
import type { DayRange } from './range';

export function RefundsPanel({ range }: { range: DayRange }) {
  const { t } = useTranslation('analytics');
  const { data } = useSuspenseQuery(refundsQuery(range));
  return (
    <Panel
      id="refunds"
      title={t('refunds.title')}
      range={range}
      figures={
        <>
          <Figure label={t('refunds.refunds')} value={formatCount(data.refunds)} testId="refunds-total" />
          <Figure label={t('refunds.refundYen')} value={formatYen(data.refundYen)} />
          <Figure label={t('refunds.failedPurchases')} value={formatCount(data.failedPurchases)} />
          <Figure label={t('refunds.sellerCancels')} value={formatCount(data.sellerCancels)} />
        </>
      }
      csv={{
        name: 'refunds',
        header: [t('day'), t('refunds.refunds'), t('refunds.refundYen'), t('refunds.failedPurchases'), t('refunds.sellerCancels')],
        rows: () => data.days.map((d) => [d.day, d.refunds, d.refundYen, d.failedPurchases, d.sellerCancels]),
      }}
    >
      <ChartFrame>
        <ResponsiveContainer width="100%" height={chartHeight}>
          <ComposedChart data={data.days} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colors.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={16} />
            <YAxis yAxisId="yen" tickFormatter={formatCompact} tick={axisTick} width={56} />
            <YAxis yAxisId="count" orientation="right" tick={axisTick} width={32} allowDecimals={false} />
            <Legend iconSize={10} wrapperStyle={legendStyle} />
            <Tooltip formatter={(value, name) => (name === t('refunds.refundYen') ? formatYen(Number(value)) : formatCount(Number(value)))} />
            <Bar yAxisId="count" dataKey="failedPurchases" stackId="f" name={t('refunds.failedPurchases')} fill={colors.warning} isAnimationActive={false} />
            <Bar yAxisId="count" dataKey="sellerCancels" stackId="f" name={t('refunds.sellerCancels')} fill={colors.muted} isAnimationActive={false} />
            <Line yAxisId="yen" dataKey="refundYen" name={t('refunds.refundYen')} stroke={colors.accent} dot={false} strokeWidth={2} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartFrame>
    </Panel>
  );
}
