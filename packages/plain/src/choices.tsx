import type { ComponentProps, ReactNode } from 'react';
import { classNames } from './class-names';
import { errorId, FieldMessages, helpId } from './field';

/** A checkbox with its label beside it; `value` is whether it is ticked. */
export function Checkbox({
  value,
  onValueChange,
  onChange,
  children,
  className,
  ...rest
}: Omit<ComponentProps<'input'>, 'value' | 'type' | 'checked' | 'defaultChecked'> & {
  value?: boolean;
  onValueChange?: (checked: boolean) => void;
  /** The label, beside the box. */
  children: ReactNode;
}) {
  return (
    <label className={classNames('plain-choice', className)}>
      <input
        {...rest}
        type="checkbox"
        checked={value ?? false}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.checked);
        }}
      />
      <span>{children}</span>
    </label>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

export interface RadioGroupProps<V extends string> {
  /** The group's `name`; its first radio gets this `id` (a form focuses it, `useForm().focusField`). */
  id: string;
  name?: string;
  /** What the group asks, drawn as its `<legend>`. */
  label: ReactNode;
  options: readonly RadioOption<V>[];
  value?: V | null;
  onValueChange?: (value: V) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  help?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice of a few, as radio buttons in a `fieldset` whose `legend` asks the question: arrow
 * keys move between them (the browser's own), the error and the help are tied to the group.
 */
export function RadioGroup<V extends string>({
  id,
  name = id,
  label,
  options,
  value,
  onValueChange,
  onBlur,
  required,
  error,
  help,
  disabled,
  className,
}: RadioGroupProps<V>) {
  const described = [error ? errorId(id) : undefined, help ? helpId(id) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={classNames('plain-radio-group', Boolean(error || help) && 'plain-has-message', className)}
      aria-describedby={described}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      onBlur={(event) => {
        // Left the group, not moved within it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <legend className={classNames('plain-label', required && 'plain-required')}>
        {label}
      </legend>
      <div className="plain-radio-options">
        {options.map((option, index) => (
          <label key={option.value} className="plain-choice">
            <input
              type="radio"
              id={index === 0 ? id : `${id}_${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange?.(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} help={help} />
    </fieldset>
  );
}
