// The shop's links over React Router's own hooks. React Router's <Link> and <NavLink> carry
// its framework mode's prefetching and view transitions, which this app never uses, into the
// home page's first load (docs/performance.md): these are the same links without them.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;
export type LinkProps = AnchorProps & {
  to: To;
  replace?: boolean;
  state?: unknown;
  className?: string;
};

/** An in-app link: a real `href`, and a client-side navigation on a plain left click. */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!e.defaultPrevented) navigate(e);
  };
  return (
    <a {...rest} href={href} target={target} onClick={click}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  className?: string | ((s: { isActive: boolean }) => string);
  children?: ReactNode;
};

/** A link that knows when its page is shown: `aria-current="page"` and the active class. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const path = useResolvedPath(rest.to).pathname;
  const here = useLocation().pathname;
  const isActive =
    here === path || (!end && here.startsWith(path.endsWith('/') ? path : `${path}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
