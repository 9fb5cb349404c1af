import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import type { HrefArgs, RouteName } from '../../generated/routes';
import { preloadRoute } from '../lib/preload';
import { usePathTo } from './use-path-to';

type AppLinkProps<N extends RouteName> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: N;
  args?: HrefArgs<N>;
};

/** A link to a named route; its page chunk is preloaded when the pointer or focus comes near. */
export function AppLink<N extends RouteName>({ to, args, ...rest }: AppLinkProps<N>) {
  const pathTo = usePathTo();
  const target = pathTo(to, ...((args ?? []) as HrefArgs<N>));
  const preload = () => preloadRoute(to);
  return <Link to={target} onMouseEnter={preload} onFocus={preload} onTouchStart={preload} {...rest} />;
}
