import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLocation, useNavigate, type To } from './routing';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier key, another tab. */
const leavesToBrowser = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button !== 0 ||
  (!!target && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/**
 * An in-app link: a real <a href> (it works before the app hydrates, and opens in a new tab), and a
 * client-side navigation on a plain click. A link to the page already shown replaces its history
 * entry rather than adding the same page again.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leavesToBrowser(event, target)) return;
        event.preventDefault();
        const here = location.pathname + location.search + location.hash;
        navigate(href, { replace: replace ?? here === href, state });
      }}
    />
  );
}
