import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, Figure, Panel } from './Panel';
import { axisTick, chartHeight, colors, legendStyle } from './chart-style';
import { formatCompact, formatCount, formatYen, shortDay, shortName } from './format';
import { salesQuery } from './queries';
import type { DayRange } from './range';

export function SalesPanel({ range }: { range: DayRange }) {
  const { t } = useTranslation('analytics');
  const { data } = useSuspenseQuery(salesQuery(range));
  const siteName = (site: string) => (site === 'other' ? t('sales.other') : t(`sites.${site}`, { ns: 'translation' }));
  const sites = data.sites.map((s) => ({ ...s, name: siteName(s.site) }));
  return (
    <Panel
      id="sales"
      title={t('sales.title')}
      range={range}
      figures={
        <>
          <Figure label={t('sales.orders')} value={formatCount(data.orders)} testId="sales-orders" />
          <Figure label={t('sales.sales')} value={formatYen(data.salesYen)} testId="sales-yen" />
        </>
      }
      csv={{
        name: 'sales',
        header: [t('day'), t('site'), t('sales.orders'), t('sales.salesYen')],
        rows: () => data.rows.map((r) => [r.day, r.site, r.orders, r.salesYen]),
      }}
    >
      <ChartFrame>
        <ResponsiveContainer width="100%" height={chartHeight}>
          <ComposedChart data={data.days} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colors.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={16} />
            <YAxis yAxisId="yen" tickFormatter={formatCompact} tick={axisTick} width={56} />
            <YAxis yAxisId="orders" orientation="right" tickFormatter={formatCompact} tick={axisTick} width={40} />
            <Legend iconSize={10} wrapperStyle={legendStyle} />
            <Tooltip formatter={(value, name) => (name === t('sales.sales') ? formatYen(Number(value)) : formatCount(Number(value)))} />
            <Bar yAxisId="orders" dataKey="orders" name={t('sales.orders')} fill={colors.brand} fillOpacity={0.35} isAnimationActive={false} />
            <Line yAxisId="yen" dataKey="salesYen" name={t('sales.sales')} stroke={colors.accent} dot={false} strokeWidth={2} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartFrame>
      <h3 className="visually-hidden">{t('sales.bySite')}</h3>
      <ChartFrame>
        <ResponsiveContainer width="100%" height={Math.max(80, sites.length * 28 + 24)}>
          <BarChart data={sites} layout="vertical" margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <XAxis type="number" tickFormatter={formatCompact} tick={axisTick} />
            <YAxis type="category" dataKey="name" tick={axisTick} width={150} tickFormatter={shortName} />
            <Tooltip formatter={(value) => formatYen(Number(value))} />
            <Bar dataKey="salesYen" name={t('sales.sales')} fill={colors.brand} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
    </Panel>
  );
}
