import { PublishPage } from './PublishScreen';

/** /personal/shareOrder/add/outer: a post about a haul on a social platform, with its screenshot. */
export default function OuterScreen() {
  return <PublishPage kind="outer" />;
}
