import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { classNames } from './class-names';

export interface FieldProps {
  /** What the field asks, drawn as its `<label>`. */
  label: ReactNode;
  /** Marks the label (`*`, as antd does) and the control (`aria-required`). */
  required?: boolean;
  /** A sentence under the control that helps fill it in. */
  help?: ReactNode;
  /** What is wrong with the value: shown under the control, read out at once (`role="alert"`). */
  error?: string;
  className?: string;
  /** One control with an `id` (TextInput, Select …): the label, the help and the error are tied to it. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string }>;
}

/** The ids of a control's error and help texts (`aria-describedby`). */
export const errorId = (id: string) => `${id}_error`;
export const helpId = (id: string) => `${id}_help`;

/**
 * A labelled control: label above (with the required mark, drawn by CSS so the name stays the label alone), the control, then its error and its
 * help, both tied to the control through `aria-describedby`; the control says it is invalid
 * (`aria-invalid`) while an error shows.
 */
/** A field's message (an alert) and help under it, named by the ids its control's aria-describedby uses. */
export function FieldMessages({ id, error, help }: { id: string; error?: ReactNode; help?: ReactNode }) {
  return (
    <>
      {error && (
        <div id={errorId(id)} className="plain-field-error" role="alert">
          {error}
        </div>
      )}
      {help && (
        <div id={helpId(id)} className="plain-field-help">
          {help}
        </div>
      )}
    </>
  );
}

export function Field({ label, required, help, error, className, children }: FieldProps) {
  if (!isValidElement(children) || !children.props.id) throw new Error('Field: its one child must be a control with an id.');
  const id = children.props.id;
  const described = [children.props['aria-describedby'], error ? errorId(id) : undefined, help ? helpId(id) : undefined].filter(Boolean).join(' ');
  const control = cloneElement(children as ReactElement<Record<string, unknown>>, {
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': described || undefined,
  });
  return (
    <div className={classNames('plain-field', Boolean(error || help) && 'plain-has-message', className)}>
      <label className={classNames('plain-label', required && 'plain-required')} htmlFor={id}>
        {label}
      </label>
      {control}
      <FieldMessages id={id} error={error} help={help} />
    </div>
  );
}
