import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { useDocumentDir } from './direction';
import styles from './Tabs.module.css';

/** Radix Tabs: arrow keys move between tabs (mirrored in Arabic), Tab moves into the panel. */
export function Tabs(props: ComponentPropsWithRef<typeof RadixTabs.Root>) {
  const dir = useDocumentDir();
  return <RadixTabs.Root dir={dir} {...props} />;
}

/** A tab list says what it switches between, e.g. aria-label={t('orders.status')}. */
export function TabList({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.List> & { 'aria-label': string }) {
  return <RadixTabs.List {...props} className={cx(styles.list, className)} />;
}

export function Tab({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger {...props} className={cx(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content {...props} className={cx(styles.panel, className)} />;
}
