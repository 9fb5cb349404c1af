import { type ComponentType, lazy } from 'react';
import { useMatches } from 'react-router';
import type { RouteMeta } from '../../../generated/routes';
import type { RouteLoader } from '../../app/route-loader';

type PageModule = Promise<{ default: ComponentType }>;

const chunks = {
  list: (): PageModule => import('./ExperienceScreen'),
  detail: (): PageModule => import('./HaulDetailScreen'),
  user: (): PageModule => import('./UserHaulsScreen'),
  mine: (): PageModule => import('./ShopExpScreen'),
  publish: (): PageModule => import('./PublishScreen'),
  outer: (): PageModule => import('./OuterScreen'),
  monthly: (): PageModule => import('./MonthlyScreen'),
  reward: (): PageModule => import('./RewardScreen'),
};
type Page = keyof typeof chunks;

const byScreen: Partial<Record<string, Page>> = {
  'experience.detail': 'detail',
  'personal.shareOrder.outerDetail': 'detail',
  'personal.shareOrder.monthlyShareDetail': 'detail',
  'experience.user': 'user',
  'personal.shopExp': 'mine',
  'personal.order.publishExperience': 'publish',
  'personal.shareOrder.add.outer': 'outer',
  'personal.shareOrder.add.monthly': 'monthly',
  'personal.shareOrder.add.reward': 'reward',
};
const pageOf = (screen: string | undefined): Page => byScreen[screen ?? ''] ?? 'list';
const pages: Record<Page, ComponentType> = {
  list: lazy(chunks.list),
  detail: lazy(chunks.detail),
  user: lazy(chunks.user),
  mine: lazy(chunks.mine),
  publish: lazy(chunks.publish),
  outer: lazy(chunks.outer),
  monthly: lazy(chunks.monthly),
  reward: lazy(chunks.reward),
};

/**
 * The loader of every experience page: it fetches the page's chunk beside its loader and data, so the page
 * renders as soon as the data is there, with no second round trip.
 */
export const loader: RouteLoader = async (args, meta) => {
  const [route] = await Promise.all([import('./experience-route'), chunks[pageOf(meta.screen)]()]);
  return route.loader(args, meta);
};

/**
 * Every experience page, picked by the route (as the console is): the shell's screen table carries one small
 * entry for the ten routes instead of ten, which the home page's first load would pay for; each page is
 * still its own chunk.
 */
export default function ExperiencePages() {
  const Page = pages[pageOf((useMatches().at(-1)?.handle as RouteMeta | undefined)?.screen)];
  return <Page />;
}
