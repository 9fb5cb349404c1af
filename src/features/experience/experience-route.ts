import type { RouteLoader } from '../../app/route-loader';
import { loader as detail } from './detail-route';
import { loader as list } from './list-route';
import { loader as mine } from './mine-route';
import { loader as publish } from './publish-route';
import { loader as user } from './user-route';

/** The experience pages' one loader module (see ExperiencePages): the page's own loader, by route. */
export const loader: RouteLoader = (args, meta) => {
  switch (meta.screen) {
    case 'experience.detail':
    case 'personal.shareOrder.outerDetail':
    case 'personal.shareOrder.monthlyShareDetail':
      return detail(args, meta);
    case 'experience.user':
      return user(args, meta);
    case 'personal.shopExp':
      return mine(args, meta);
    case 'personal.order.publishExperience':
    case 'personal.shareOrder.add.outer':
    case 'personal.shareOrder.add.monthly':
    case 'personal.shareOrder.add.reward':
      return publish(args, meta);
    default:
      return list(args, meta);
  }
};
