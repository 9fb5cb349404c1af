import type { HrefArgs, RouteName } from '../../../generated/routes';
import { AppLink } from '../../components/AppLink';
import { ChevronIcon } from '../../components/ui/Icons';
import styles from './ops.module.css';

/** The way up: the console's front page or an order's queue. */
export function BackLink<N extends RouteName>({ to, args, label }: { to: N; args?: HrefArgs<N>; label: string }) {
  return (
    <AppLink to={to} args={args} className={styles.back}>
      <ChevronIcon direction="start" size={16} />
      {label}
    </AppLink>
  );
}
