import { Col, ConfigProvider, Row, type FormRule } from 'antd';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import { FormItemInputContext, FormItemPrefixContext } from 'antd/es/form/context';
import FormItemInput from 'antd/es/form/FormItemInput';
import useFormStyle from 'antd/es/form/style';
import {
  cloneElement,
  isValidElement,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

// antd's vertical `Form` and `Form.Item` as a larger form uses them (rules, dependencies between
// fields, values set from code, a server's messages, the whole form disabled while it is sent),
// drawn exactly as antd draws them (the same elements, classes, styles and error animation:
// light-form.test.tsx compares the HTML with antd's Form) without antd's form engine (rc-form's
// fields and async-validator, 12 KiB): the customer's request form (issue 9). The rules are antd's
// own `FormRule`s (the portal's `useFormRules` and a form's own), read here as async-validator
// reads them: a rule with a `validator` is that validator alone; otherwise `required` (with
// `whitespace`), `type: 'email'`, and `max`/`min` for a text's length. Rules that are functions of
// the form get `getFieldValue`.

type Values = Record<string, unknown>;

/** async-validator's email check (what antd's `type: 'email'` accepted). */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A text's length as async-validator counts it: a character outside the BMP counts once. */
function lengthOf(text: string): number {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
}

function messageOf(rule: RuleObject): string {
  return typeof rule.message === 'string' ? rule.message : String(rule.message ?? '');
}

/** The message of one rule `value` fails, or null. */
async function check(rule: RuleObject, value: unknown): Promise<string | null> {
  if (rule.validator) {
    try {
      await rule.validator(rule, value, () => undefined);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  const empty = isEmpty(value) || (rule.whitespace === true && typeof value === 'string' && value.trim() === '');
  if (empty) return rule.required ? messageOf(rule) : null;
  if (rule.type === 'email' && !(typeof value === 'string' && value.length <= 320 && EMAIL.test(value))) return messageOf(rule);
  if (typeof value === 'string') {
    if (rule.max !== undefined && lengthOf(value) > rule.max) return messageOf(rule);
    if (rule.min !== undefined && lengthOf(value) < rule.min) return messageOf(rule);
  }
  return null;
}

interface FieldEntry {
  rules: readonly FormRule[];
  dependencies: readonly string[];
  /** The control's handle (antd's input, picker, select…), for the focus. */
  control: { focus?: (options?: FocusOptions) => void } | null;
}

export interface LightFormOptions<V extends object> {
  /** The form's name: its element's id and the prefix of its fields' ids (`send-request_email`). */
  name: string;
  initialValues?: Partial<V>;
  /** As antd's: what the user changed (never what code set) and all values after it. */
  onValuesChange?: (changed: Partial<V>, all: Partial<V>) => void;
}

export interface FieldUpdate {
  name: string;
  value?: unknown;
  errors?: string[];
}

/**
 * The state of a light form: values, messages, which fields were typed into or checked. One object
 * for the form's life (its methods may be kept); a change draws the form again.
 */
export class LightFormStore<V extends object = Values> {
  readonly name: string;
  private values: Values;
  private errors = new Map<string, string[]>();
  private touched = new Set<string>();
  private validated = new Set<string>();
  /** Fields drawn now, in the order they were drawn; their rules are the latest render's. */
  readonly fields = new Map<string, FieldEntry>();
  readonly mounted = new Set<string>();
  private runs = new Map<string, number>();
  onValuesChange?: LightFormOptions<V>['onValuesChange'];
  redraw: () => void = () => undefined;

  constructor(options: LightFormOptions<V>) {
    this.name = options.name;
    this.values = { ...(options.initialValues as Values | undefined) };
    this.onValuesChange = options.onValuesChange;
  }

  fieldId(name: string): string {
    return `${this.name}_${name}`;
  }

  getFieldValue = (name: string): unknown => this.values[name];

  /** Every value (`all`), or those of the fields drawn now, as antd's `onFinish` gets them. */
  getFieldsValue = (all?: true): Partial<V> => {
    if (all) return { ...this.values } as Partial<V>;
    return Object.fromEntries([...this.mounted].map((name) => [name, this.values[name]])) as Partial<V>;
  };

  getFieldError = (name: string): string[] => this.errors.get(name) ?? [];

  /** The messages of every field drawn (as antd's, for `followLanguage`). */
  getFieldsError = (): { name: string; errors: string[] }[] => [...this.mounted].map((name) => ({ name, errors: this.getFieldError(name) }));

  /** Checks the named fields: resolves with the values when they pass, rejects with the failing fields (as antd's). */
  validateFields = async (names?: readonly string[]): Promise<Partial<V>> => {
    if (await this.validate(names)) return this.getFieldsValue();
    throw new Error('The form has fields with messages');
  };

  isFieldTouched = (name: string): boolean => this.touched.has(name);

  /** Values and messages set from code: nothing is checked and `onValuesChange` is not called (as antd's). */
  setFields = (updates: FieldUpdate[]): void => {
    for (const update of updates) {
      if ('value' in update) this.values[update.name] = update.value;
      if (update.errors) {
        this.errors.set(update.name, update.errors);
        this.runs.set(update.name, (this.runs.get(update.name) ?? 0) + 1);
      }
    }
    this.redraw();
  };

  /** The user changed a field: kept, reported, checked, and so are the checked fields that depend on it. */
  change(name: string, value: unknown): void {
    this.values[name] = value;
    this.touched.add(name);
    this.onValuesChange?.({ [name]: value } as Partial<V>, { ...this.values } as Partial<V>);
    this.redraw();
    void this.validate([name]);
    const dependents = [...this.fields].filter(
      ([other, entry]) => entry.dependencies.includes(name) && (this.touched.has(other) || this.validated.has(other)),
    );
    if (dependents.length) void this.validate(dependents.map(([other]) => other));
  }

  isRequired(name: string): boolean {
    return (this.fields.get(name)?.rules ?? []).some((rule) => Boolean(this.ruleObject(rule).required));
  }

  private ruleObject(rule: FormRule): RuleObject {
    return typeof rule === 'function' ? (rule({ getFieldValue: this.getFieldValue } as never) as RuleObject) : rule;
  }

  /** Checks the named fields (default: every field drawn); true when they all pass. */
  async validate(names: readonly string[] = [...this.mounted]): Promise<boolean> {
    const results = await Promise.all(
      names.map(async (name) => {
        const run = (this.runs.get(name) ?? 0) + 1;
        this.runs.set(name, run);
        const rules = (this.fields.get(name)?.rules ?? []).map((rule) => this.ruleObject(rule));
        const messages = (await Promise.all(rules.map((rule) => check(rule, this.values[name])))).filter((m): m is string => m !== null);
        // A later check (or a server's message) of the same field has the last word.
        if (this.runs.get(name) === run) {
          this.errors.set(name, messages);
          this.validated.add(name);
        }
        return messages.length === 0;
      }),
    );
    this.redraw();
    return results.every(Boolean);
  }

  /** Scrolls the field into view (centred) and gives it the focus. */
  scrollToField = (name: string, options: { block?: ScrollLogicalPosition; focus?: boolean } = {}): void => {
    const element = document.getElementById(this.fieldId(name));
    element?.scrollIntoView?.({ block: options.block ?? 'nearest' });
    if (!options.focus) return;
    const control = this.fields.get(name)?.control;
    if (control && typeof control.focus === 'function') control.focus({ preventScroll: true });
    else element?.focus({ preventScroll: true });
  };

  /** The first field showing a message, in the page's order. */
  firstFieldWithError(): string | undefined {
    const withError = [...this.mounted].filter((name) => this.getFieldError(name).length > 0);
    const position = (name: string) => document.getElementById(this.fieldId(name));
    return withError.sort((a, b) => {
      const [x, y] = [position(a), position(b)];
      if (!x || !y) return 0;
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })[0];
  }
}

/** A light form for the life of the component; the component is drawn again on every change. */
export function useLightForm<V extends object>(options: LightFormOptions<V>): LightFormStore<V> {
  const [store] = useState(() => new LightFormStore<V>(options));
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  store.redraw = redraw;
  store.onValuesChange = options.onValuesChange;
  return store;
}

function useFormClasses() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('form');
  // antd's `useCSSVarCls`: the root class its CSS variables hang on.
  const rootCls = `${prefixCls}-css-var`;
  const [hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  return { prefixCls, cssVarCls, rootCls, hashId };
}

export interface LightFormProps<V extends object> {
  form: LightFormStore<V>;
  /** Called with the values of the fields drawn, once every rule passed. */
  onFinish: (values: V) => void;
  /** Every field is disabled (antd's `disabled`), e.g. while the form is sent. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * antd's `<Form layout="vertical" noValidate>`: its element and classes. On submit every field drawn
 * is checked; the first with a message is scrolled to the middle of the screen and focused.
 */
export function LightForm<V extends object>({ form, onFinish, disabled, children }: LightFormProps<V>) {
  const { prefixCls, cssVarCls, rootCls, hashId } = useFormClasses();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    void form.validate().then((ok) => {
      if (ok) {
        onFinish(form.getFieldsValue() as V);
        return;
      }
      const first = form.firstFieldWithError();
      if (first) form.scrollToField(first, { block: 'center', focus: true });
    });
  };
  return (
    <DisabledContextProvider disabled={disabled}>
      <form
        id={form.name}
        noValidate
        onSubmit={handleSubmit}
        className={[prefixCls, `${prefixCls}-vertical`, cssVarCls, rootCls, hashId].filter(Boolean).join(' ')}
      >
        {children}
      </form>
    </DisabledContextProvider>
  );
}

export interface LightFieldProps<V extends object> {
  form: LightFormStore<V>;
  /** The value's name; without one the item only lays out its children (a button with a note). */
  name?: keyof V & string;
  label?: string;
  rules?: readonly FormRule[];
  /** Fields whose change checks this one again (once it was typed into or checked). */
  dependencies?: readonly (keyof V & string)[];
  /** A note under the field (antd's `extra`). */
  extra?: ReactNode;
  /** The control's prop that holds the value: `checked` for a switch. */
  valuePropName?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** antd's default `getValueFromEvent`: an event's target's value (or `checked`), else the first argument. */
function valueFromEvent(valuePropName: string, first: unknown): unknown {
  if (first && typeof first === 'object' && 'target' in first) {
    const target = (first as { target: unknown }).target;
    if (target && typeof target === 'object' && valuePropName in target) return (target as Record<string, unknown>)[valuePropName];
  }
  return first;
}

/**
 * antd's `Form.Item` in a vertical form: the label above the field (with the required mark), the
 * messages and the note below it (with antd's animation), the field marked invalid and described
 * by them; the control gets its id, value, change handler and ARIA attributes here.
 */
export function LightField<V extends object>({
  form,
  name,
  label,
  rules = [],
  dependencies = [],
  extra,
  valuePropName = 'value',
  style,
  children,
}: LightFieldProps<V>) {
  const { prefixCls, cssVarCls, rootCls, hashId } = useFormClasses();
  const itemCls = `${prefixCls}-item`;
  if (name) {
    const entry = form.fields.get(name);
    if (entry) Object.assign(entry, { rules, dependencies });
    else form.fields.set(name, { rules, dependencies, control: null });
  }
  useLayoutEffect(() => {
    if (!name) return undefined;
    form.mounted.add(name);
    return () => {
      form.mounted.delete(name);
    };
  }, [form, name]);

  const fieldId = name ? form.fieldId(name) : undefined;
  const errors = name ? form.getFieldError(name) : [];
  const hasError = errors.length > 0;
  const status: 'error' | 'success' | '' = hasError ? 'error' : name && form.isFieldTouched(name) ? 'success' : '';
  const required = name ? form.isRequired(name) : false;

  // As antd's ItemHolder: while a message shows it takes the item's bottom margin as its height, and
  // a negative margin after the item gives that room back, so nothing below moves.
  const itemRef = useRef<HTMLDivElement>(null);
  const [marginBottom, setMarginBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (hasError && itemRef.current) setMarginBottom(Number.parseInt(getComputedStyle(itemRef.current).marginBottom, 10));
  }, [hasError]);

  const prefix = useMemo(() => ({ prefixCls, status }), [prefixCls, status]);
  const errorKey = errors.join('\n');
  const inputContext = useMemo(
    () => ({ status, errors, warnings: [], hasFeedback: false, feedbackIcon: undefined, isFormItemInput: true, name }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, errorKey, name],
  );

  let control = children;
  if (name && fieldId && isValidElement<Record<string, unknown>>(children)) {
    const own = children.props;
    const describedBy = [hasError && `${fieldId}_help`, extra !== undefined && extra !== null && `${fieldId}_extra`].filter(Boolean).join(' ');
    control = cloneElement(children as ReactElement<Record<string, unknown>>, {
      id: own.id ?? fieldId,
      [valuePropName]: form.getFieldValue(name),
      onChange: (...args: unknown[]) => {
        form.change(name, valueFromEvent(valuePropName, args[0]));
        (own.onChange as ((...a: unknown[]) => void) | undefined)?.(...args);
      },
      ref: (handle: FieldEntry['control']) => {
        const entry = form.fields.get(name);
        if (entry) entry.control = handle;
      },
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(hasError ? { 'aria-invalid': 'true' } : {}),
      ...(required ? { 'aria-required': 'true' } : {}),
    });
  }

  const className = [
    itemCls,
    cssVarCls,
    rootCls,
    hashId,
    hasError && `${itemCls}-with-help`,
    status && `${itemCls}-has-${status}`,
    `${itemCls}-vertical`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={style} ref={itemRef}>
      <Row className={`${itemCls}-row`}>
        {label !== undefined && (
          <Col className={`${itemCls}-label`}>
            <label htmlFor={fieldId} className={required ? `${itemCls}-required` : ''} title={label}>
              {label}
            </label>
          </Col>
        )}
        <FormItemPrefixContext.Provider value={prefix}>
          <FormItemInput
            prefixCls={prefixCls}
            status={status}
            errors={errors}
            warnings={[]}
            fieldId={fieldId}
            label={label}
            extra={extra}
            marginBottom={marginBottom}
            onErrorVisibleChanged={(visible) => {
              if (!visible && !hasError) setMarginBottom(null);
            }}
          >
            <FormItemInputContext.Provider value={inputContext}>{control}</FormItemInputContext.Provider>
          </FormItemInput>
        </FormItemPrefixContext.Provider>
      </Row>
      {!!marginBottom && <div className={`${itemCls}-margin-offset`} style={{ marginBottom: -marginBottom }} />}
    </div>
  );
}
