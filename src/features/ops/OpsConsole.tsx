import { useMatches } from 'react-router';
import type { RouteMeta } from '../../../generated/routes';
import { OpsContentScreen } from './OpsContentScreen';
import { OpsContentsScreen } from './OpsContentsScreen';
import { OpsHomeScreen } from './OpsHomeScreen';
import { OpsIdentityScreen } from './OpsIdentityScreen';
import { OpsOrderScreen } from './OpsOrderScreen';
import { OpsQueueScreen } from './OpsQueueScreen';
import { OpsWorkOrderScreen } from './OpsWorkOrderScreen';
import { OpsWorkOrdersScreen } from './OpsWorkOrdersScreen';

/** The operations console: one lazily loaded part of the app whose pages are picked by the route. */
export default function OpsConsole() {
  const screen = (useMatches().at(-1)?.handle as RouteMeta | undefined)?.screen;
  if (screen === 'ops.queue') return <OpsQueueScreen />;
  if (screen === 'ops.order') return <OpsOrderScreen />;
  if (screen === 'ops.workOrders') return <OpsWorkOrdersScreen />;
  if (screen === 'ops.workOrder') return <OpsWorkOrderScreen />;
  if (screen === 'ops.identities') return <OpsIdentityScreen />;
  if (screen === 'ops.contents') return <OpsContentsScreen />;
  if (screen === 'ops.content') return <OpsContentScreen />;
  return <OpsHomeScreen />;
}
