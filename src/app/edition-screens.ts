import type { Screen } from './screens';

// Screens of one edition only. The condition is a constant of the build (vite.config.ts `define`), so
// another edition's bundle drops the branch and never carries the code (the analytics edition's charts).
const isAnalytics = import.meta.env.EDITION === 'analytics';

const missing = (): Promise<never> => Promise.reject(new Error('not in this edition'));

/** The analytics dashboard: a route only the analytics edition serves. */
export const analyticsScreen: Screen = isAnalytics
  ? { component: () => import('../features/analytics/AnalyticsScreen'), loader: () => import('../features/analytics/analytics-route') }
  : { component: missing };

/** The edition's own login page (staff sign-in without sign-up or social links), if it has one. */
export const editionLogin: Screen | null = isAnalytics
  ? { component: () => import('../features/analytics/StaffLoginScreen'), loader: () => import('../features/analytics/login-route') }
  : null;
