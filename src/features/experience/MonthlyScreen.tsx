import { PublishPage } from './PublishScreen';

/** /personal/shareOrder/add/monthly: this month's haul contest entry. */
export default function MonthlyScreen() {
  return <PublishPage kind="monthly" />;
}
