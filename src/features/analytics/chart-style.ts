// The charts' colours: the design tokens' own, readable on the card's white (recharts takes colours as
// props, not classes).
export const colors = {
  brand: 'var(--color-brand)',
  accent: 'var(--color-accent)',
  success: 'var(--color-success)',
  warning: 'var(--color-warning)',
  muted: 'var(--color-text-muted)',
  grid: 'var(--color-border)',
} as const;

export const axisTick = { fontSize: 12, fill: 'var(--color-text-muted)' } as const;
export const chartHeight = 240;
export const legendStyle = { fontSize: 12 } as const;
