import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, Rule } from './rules';

/** An error shown next to a field: a rule's message (shown in the current language) or a text given as is (the server's). */
type ShownError = MessageKey | { text: string };

export type FormRules<V> = { [K in keyof V]?: Rule<V, K>[] };

export interface FormOptions<V extends object> {
  /** The form's name: field `x` gets the id `<name>_x` (as antd names them). */
  name: string;
  initialValues?: Partial<V>;
  /** Each field's checks, in order: the first message is shown. */
  rules?: FormRules<V>;
  /** Fields that must be filled in: their labels get the required mark, their controls `aria-required`. */
  required?: readonly (keyof V)[];
  /**
   * What the user changed (never what code set through `setValues`) and all values after it;
   * may set other fields through `setValues` (a suggestion).
   */
  onValuesChange?: (changed: Partial<V>, all: Partial<V>) => void;
  /** Called with the values once every shown field passes its rules. */
  onSubmit: (values: V) => void;
}

/** A control's props for a field: spread them onto TextInput, Select, NumberInput … */
export interface BoundControl<T> {
  id: string;
  name: string;
  value: T;
  onValueChange: (value: T | undefined) => void;
  onBlur: () => void;
}

export interface PlainForm<V extends object> {
  values: Partial<V>;
  /** The id of a field's control. */
  idOf(name: keyof V): string;
  bind<K extends keyof V & string>(name: K): BoundControl<V[K]>;
  /** A field's `required` and `error`, for `<Field>` or `<RadioGroup>`. */
  field(name: keyof V & string): { required: boolean; error: string | undefined };
  /** The message shown next to a field, in the current language. */
  error(name: keyof V & string): string | undefined;
  /** Sets values from code: no `onValuesChange`, no checks. */
  setValues(values: Partial<V>): void;
  /** Sets a value as the user does: `onValuesChange`, and the fields already checked are checked again. */
  change<K extends keyof V & string>(name: K, value: V[K] | undefined): void;
  /** The form's `onSubmit`: checks every field in the form, focuses the first one that is wrong, or submits. */
  handleSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Focuses a field's control and scrolls it to the middle. */
  focusField(name: string): void;
  // What @portal/platform's `applyFieldErrors` and `useErrorsFollowLanguage` use.
  getFieldsValue(all?: true): Partial<V>;
  setFields(fields: { name: string; errors: string[] }[]): void;
  scrollToField(name: string, options?: { block?: ScrollLogicalPosition; focus?: boolean }): void;
  getFieldError(name: string): string[];
  getFieldsError(): { name: string; errors: string[] }[];
  validateFields(names?: string[]): Promise<Partial<V>>;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number format of a message's figures, made when a message first needs one: making an
 * Intl.NumberFormat loads the locale's data, which cost the request form about 60 ms of a phone's
 * first paint when it was made on every render (issue 25).
 */
function numberFormatOf(language: string): Intl.NumberFormat {
  const locale = language === 'en' ? 'en-GB' : 'sv-SE';
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 12 });
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * A small form: the values, which fields were visited, the messages of their rules (message keys,
 * shown in the current language, so a switch of language shows them anew). A field is checked when
 * it is left and again on each change once visited; on submit every field in the form is checked
 * and the first one that is wrong gets the focus. The server's messages (`applyFieldErrors`) are
 * shown as given until the field is changed.
 */
export function useForm<V extends object>(options: FormOptions<V>): PlainForm<V> {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState(() => ({
    values: { ...options.initialValues } as Partial<V>,
    touched: new Set<string>(),
    errors: new Map<string, ShownError>(),
  }));
  const [, rerender] = useState(0);

  const idOf = (name: PropertyKey) => `${options.name}_${String(name)}`;
  const show = (error: ShownError | undefined): string | undefined => {
    if (!error) return undefined;
    if ('text' in error) return error.text;
    const values = Object.fromEntries(
      Object.entries(error.values ?? {}).map(([key, value]) => [key, typeof value === 'number' && key !== 'count' ? numberFormatOf(i18n.language).format(value) : value]),
    );
    return t(error.key, values);
  };

  const check = (name: string): MessageKey | undefined => {
    const fieldRules = (options.rules?.[name as keyof V] ?? []) as Rule<V, keyof V>[];
    for (const rule of fieldRules) {
      const found = rule(state.values[name as keyof V] as V[keyof V], state.values as V);
      if (found) return found;
    }
    return undefined;
  };
  const validate = (names: Iterable<string>) => {
    for (const name of names) {
      const found = check(name);
      if (found) state.errors.set(name, found);
      else state.errors.delete(name);
    }
  };
  const update = () => rerender((n) => n + 1);
  const elementOf = (name: string) => (typeof document === 'undefined' ? null : document.getElementById(idOf(name)));
  const focusField = (name: string, block: ScrollLogicalPosition = 'center') => {
    const element = elementOf(name);
    element?.scrollIntoView?.({ block });
    element?.focus();
  };

  // One object for the form's life (applyFieldErrors keeps the server's messages by it); its
  // methods are this render's, so they read the current options and language.
  const form = useRef({} as PlainForm<V>).current;
  Object.assign(form, {
    values: state.values,
    idOf,
    bind: <K extends keyof V & string>(name: K): BoundControl<V[K]> => ({
      id: idOf(name),
      name,
      value: state.values[name] as V[K],
      onValueChange: (value: V[K] | undefined) => form.change(name, value),
      onBlur: () => {
        state.touched.add(name);
        // A message of the server's stays until the field is changed.
        if (!(state.errors.get(name) && 'text' in state.errors.get(name)!)) validate([name]);
        update();
      },
    }),
    field: (name) => ({ required: options.required?.includes(name) ?? false, error: form.error(name) }),
    error: (name) => show(state.errors.get(name)),
    setValues: (values) => {
      Object.assign(state.values, values);
      update();
    },
    change: (name, value) => {
      state.values[name] = value as V[typeof name];
      options.onValuesChange?.({ [name]: value } as Partial<V>, state.values);
      // The field itself once visited, and the others already checked (their rules may read this one).
      const recheck = [...state.touched].filter((other) => other === name || state.errors.has(other) || !isEmpty(state.values[other as keyof V]));
      if (state.errors.has(name)) recheck.push(name);
      validate(new Set(recheck));
      update();
    },
    handleSubmit: (event) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      // The fields drawn in this form (a section not shown is not checked).
      const names = Object.keys(options.rules ?? {}).filter((name) => {
        const element = elementOf(name);
        return element !== null && formElement.contains(element);
      });
      for (const name of names) state.touched.add(name);
      validate(names);
      update();
      const wrong = names
        .filter((name) => state.errors.has(name))
        .map((name) => elementOf(name)!)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      if (wrong.length > 0) {
        wrong[0]!.scrollIntoView?.({ block: 'center' });
        wrong[0]!.focus();
        return;
      }
      options.onSubmit({ ...state.values } as V);
    },
    focusField: (name) => focusField(name),
    getFieldsValue: () => ({ ...state.values }),
    setFields: (fields) => {
      for (const { name, errors } of fields) {
        if (errors.length > 0) state.errors.set(name, { text: errors[0]! });
        else state.errors.delete(name);
      }
      update();
    },
    scrollToField: (name, scroll) => {
      const element = elementOf(name);
      element?.scrollIntoView?.({ block: scroll?.block ?? 'center' });
      if (scroll?.focus) element?.focus();
    },
    getFieldError: (name) => {
      const shown = show(state.errors.get(name));
      return shown === undefined ? [] : [shown];
    },
    getFieldsError: () => [...state.errors.keys()].map((name) => ({ name, errors: form.getFieldError(name) })),
    validateFields: (names) => {
      validate(names ?? Object.keys(options.rules ?? {}));
      update();
      return Promise.resolve({ ...state.values });
    },
  } satisfies PlainForm<V>);
  return form;
}
