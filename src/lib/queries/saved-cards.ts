import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';

/**
 * The shopper's saved cards: managed in the personal centre, charged by the top-up page. Under the personal
 * centre's key prefix, so that a change there refreshes the hub's count too.
 */
export const savedCardsQuery = () => queryOptions({ queryKey: ['personal', 'cards'], queryFn: () => api.cardList(), staleTime: 0 });
