import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { type HrefArgs, type RouteName, href, localizePath } from '../../generated/routes';
import { edition } from '../config/env';
import { preloadRoute } from '../lib/preload';
import { useLanguage } from '../lib/i18n';

/** A function that builds localized paths of named routes for the current language. */
export function usePathTo() {
  const language = useLanguage();
  return <N extends RouteName>(name: N, ...args: HrefArgs<N>): string =>
    localizePath(href(name, ...args), edition, language);
}

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
