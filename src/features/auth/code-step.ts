import { useSearchParams } from 'react-router';

/** The address a code went to and how long it lasts, as the step before put them in the query. */
export function useCodeStep(): { email: string; minutes: number } {
  const [params] = useSearchParams();
  return {
    email: params.get('email') ?? '',
    minutes: Math.max(1, Math.round(Number(params.get('ttl') ?? 600) / 60)),
  };
}
