import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';

// Registration's first steps take an invite code, whose field speaks the invite page's strings.
const withInviteCode = new Set(['register', 'register.info', 'register.infoChina']);

/** Log-in, registration and password reset: nothing to fetch but their strings (locales/auth/). */
export const loader: RouteLoader = async (_args, meta) => {
  await Promise.all([loadNamespace('auth'), withInviteCode.has(meta.screen) ? loadNamespace('invite') : null]);
  return null;
};
