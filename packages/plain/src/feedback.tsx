import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { PLAIN_NS } from './i18n';
import { Icon, type IconName } from './icons';

/**
 * A turning ring. On its own it is a status that says "Loading …" to assistive technology; inside
 * a busy button it is `decorative` (the button says it is busy).
 */
export function Spinner({ size = 'small', decorative, label }: { size?: 'small' | 'large'; decorative?: boolean; label?: string }) {
  const { t } = useTranslation(PLAIN_NS);
  const ring = <span className={classNames('plain-spinner', size === 'large' && 'plain-spinner-large')} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" aria-label={label ?? t('loading')}>
      {ring}
    </span>
  );
}

export type Status = 'success' | 'info' | 'warning' | 'error';

const STATUS_ICONS: Record<Status, IconName> = {
  success: 'checkCircle',
  info: 'infoCircle',
  warning: 'exclamationCircle',
  error: 'closeCircle',
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  type?: Status;
  title: ReactNode;
  description?: ReactNode;
  /** A button beside the text (e.g. "Clear the form"). */
  action?: ReactNode;
}

/**
 * A notice in a coloured box with its icon. A warning or an error is read out at once
 * (`role="alert"`); information and success politely (`role="status"`), unless `role` says otherwise.
 */
export function Alert({ type = 'info', title, description, action, className, role, ...rest }: AlertProps) {
  return (
    <div {...rest} role={role ?? (type === 'error' || type === 'warning' ? 'alert' : 'status')} className={classNames('plain-alert', `plain-alert-${type}`, className)}>
      <Icon name={STATUS_ICONS[type]} className="plain-alert-icon" />
      <div className="plain-alert-content">
        <div className="plain-alert-title">{title}</div>
        {description && <div className="plain-alert-description">{description}</div>}
      </div>
      {action && <div className="plain-alert-action">{action}</div>}
    </div>
  );
}

export interface CardProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A heading over the body, if any. */
  title?: ReactNode;
  size?: 'default' | 'small';
  bodyStyle?: ComponentProps<'div'>['style'];
}

/** A white box with a light border: a page's block of content. */
export function Card({ title, size = 'default', bodyStyle, className, children, ...rest }: CardProps) {
  return (
    <div {...rest} className={classNames('plain-card', size === 'small' && 'plain-card-small', className)}>
      {title && <div className="plain-card-head">{title}</div>}
      <div className="plain-card-body" style={bodyStyle}>
        {children}
      </div>
    </div>
  );
}

export interface ResultProps extends Omit<ComponentProps<'div'>, 'title'> {
  status: Status;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Buttons or links under the text. */
  extra?: ReactNode;
  /**
   * A text title is a heading of this level: 1 where the result is the page (a link that no longer
   * works), 2 inside a page that has its own. A title that is an element (the page's own heading,
   * focused after an action) is drawn as given.
   */
  level?: 1 | 2 | 3;
}

/** The outcome of what the user did or opened: a large status icon, a title, a sentence and what to do next. */
export function Result({ status, title, subTitle, extra, level = 1, className, children, ...rest }: ResultProps) {
  const Heading = typeof title === 'string' ? (`h${level}` as const) : 'div';
  return (
    <div {...rest} className={classNames('plain-result', `plain-result-${status}`, className)}>
      <div className="plain-result-icon">
        <Icon name={STATUS_ICONS[status]} />
      </div>
      <Heading className="plain-result-title">{title}</Heading>
      {subTitle && <div className="plain-result-subtitle">{subTitle}</div>}
      {extra && <div className="plain-result-extra">{extra}</div>}
      {children}
    </div>
  );
}
