import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { classNames } from './class-names';
import { Spinner } from './feedback';

export type ButtonVariant = 'primary' | 'default' | 'link';
export type ButtonSize = 'small' | 'middle' | 'large';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
  /** An icon before the text. */
  icon?: ReactNode;
}

const lookOf = ({ variant = 'default', size = 'middle', block }: Look, className?: string) =>
  classNames(
    'plain-button',
    `plain-button-${variant}`,
    size !== 'middle' && `plain-button-${size}`,
    block && 'plain-button-block',
    className,
  );

/**
 * A button (`type="button"` unless told otherwise). While `loading` it shows a spinner and says it
 * is busy (`aria-busy`): it stays focusable and a click does nothing.
 */
export function Button({
  variant,
  size,
  block,
  icon,
  loading,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ComponentProps<'button'> & Look & { loading?: boolean }) {
  return (
    <button
      {...rest}
      type={type}
      className={lookOf({ variant, size, block }, className)}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner decorative /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}

/** A link of the portal (react-router) that looks like a button. */
export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: LinkProps & Look) {
  return (
    <Link {...rest} className={lookOf({ variant, size, block }, className)}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
