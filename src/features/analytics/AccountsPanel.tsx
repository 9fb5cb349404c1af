import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, Figure, Panel } from './Panel';
import { axisTick, chartHeight, colors } from './chart-style';
import { formatCompact, formatCount, shortDay } from './format';
import { accountsQuery } from './queries';
import type { DayRange } from './range';

export function AccountsPanel({ range }: { range: DayRange }) {
  const { t } = useTranslation('analytics');
  const { data } = useSuspenseQuery(accountsQuery(range));
  return (
    <Panel
      id="accounts"
      title={t('accounts.title')}
      range={range}
      figures={<Figure label={t('accounts.accounts')} value={formatCount(data.accounts)} testId="accounts-total" />}
      csv={{ name: 'accounts', header: [t('day'), t('accounts.accounts')], rows: () => data.days.map((d) => [d.day, d.accounts]) }}
    >
      <ChartFrame>
        <ResponsiveContainer width="100%" height={chartHeight}>
          <BarChart data={data.days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colors.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={16} />
            <YAxis tickFormatter={formatCompact} tick={axisTick} width={40} allowDecimals={false} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Bar dataKey="accounts" name={t('accounts.accounts')} fill={colors.success} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
    </Panel>
  );
}
