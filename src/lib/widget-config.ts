import { queryOptions } from '@tanstack/react-query';
import { api } from './api/client';

/** Which captcha and social-login implementations this server wants, and their public keys. */
export const widgetConfigQuery = () => queryOptions({ queryKey: ['widgetConfig'], queryFn: () => api.widgetConfig({ silent: true }), staleTime: Infinity });
