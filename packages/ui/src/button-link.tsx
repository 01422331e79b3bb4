import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  /** A portal URL, e.g. `routeUrl('login')`. */
  to: string;
}

/**
 * A link that looks like a button: a real `<a href>` (open in a new tab works), navigating inside
 * the portal without reloading it.
 */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
