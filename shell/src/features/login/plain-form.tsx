import { Col, ConfigProvider, Row } from 'antd';
import { FormItemInputContext, FormItemPrefixContext } from 'antd/es/form/context';
import FormItemInput from 'antd/es/form/FormItemInput';
import useFormStyle from 'antd/es/form/style';
import {
  cloneElement,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

// The login page's two small forms (sign in, forgot password) drawn exactly as antd's vertical
// `Form` and `Form.Item` draw them (the same elements, classes, styles and error animation; antd's
// own label-less pieces are used: FormItemInput, its ErrorList, Row and Col), without antd's form
// engine (rc-form, async-validator) and the label tooltip it loads: 30 KiB less on the lightest
// page (issue 9). plain-form.test.tsx compares the result with antd's Form.

/** antd's email check (async-validator's pattern): what the login form accepted before. */
const EMAIL = /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

/** A rule of a field: as antd's `{ required: true }` and `{ type: 'email' }`, with its message. */
export type PlainRule = { required: true; message: () => string } | { type: 'email'; message: () => string };

/** The positions of the rules `value` fails. */
function failedRules(value: string, rules: readonly PlainRule[]): number[] {
  return rules.flatMap((rule, index) =>
    ('required' in rule ? value === '' : value !== '' && !(value.length <= 320 && EMAIL.test(value))) ? [index] : [],
  );
}

/**
 * What a field shows under it: the messages of its failed rules (by position, so that they are
 * this render's, in the current language), or the server's message about it.
 */
type Shown = { rules: number[] } | { server: () => string };

/**
 * The state of a plain form: values, and what each field shows. As antd's Form does, a field is
 * checked on each change once typed into, and every field when the form is sent; a field shows its
 * messages in the current language (they are looked up when drawn).
 */
export function usePlainForm<Name extends string>(rules: Record<Name, readonly PlainRule[]>) {
  const names = Object.keys(rules) as Name[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>);
  const [shown, setShown] = useState<Partial<Record<Name, Shown>>>({});
  // Typed into at least once: antd then marks a field that passes its checks as such (`has-success`).
  const [touched, setTouched] = useState<Partial<Record<Name, true>>>({});
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  const errorsOf = (name: Name): string[] => {
    const what = shown[name];
    if (!what) return [];
    return 'server' in what ? [what.server()] : what.rules.map((index) => rules[name][index]!.message());
  };

  return {
    values,
    errorsOf,
    isRequired: (name: Name) => rules[name].some((rule) => 'required' in rule),
    isTouched: (name: Name) => touched[name] === true,
    change(name: Name, value: string) {
      setValues((all) => ({ ...all, [name]: value }));
      setTouched((all) => ({ ...all, [name]: true }));
      setShown((all) => ({ ...all, [name]: { rules: failedRules(value, rules[name]) } }));
    },
    /** Checks every field; true when all pass. */
    validate(): boolean {
      const next = Object.fromEntries(names.map((name) => [name, { rules: failedRules(values[name], rules[name]) }])) as Record<Name, Shown>;
      setShown(next);
      return names.every((name) => (next[name] as { rules: number[] }).rules.length === 0);
    },
    /** The server's word about a field (422), shown under it until the field is changed; the field gets the focus. */
    showServerError(name: Name, message: () => string) {
      setShown((all) => ({ ...all, [name]: { server: message } }));
      inputs.current[name]?.focus();
    },
    inputRef: (name: Name) => (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  };
}

export type PlainFormState<Name extends string> = ReturnType<typeof usePlainForm<Name>>;

function useFormClasses() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('form');
  // antd's `useCSSVarCls`: the root class its CSS variables hang on.
  const rootCls = `${prefixCls}-css-var`;
  const [hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  return { prefixCls, theme: [cssVarCls, rootCls, hashId].filter(Boolean).join(' ') };
}

export interface PlainFormProps {
  onSubmit: () => void;
  children: ReactNode;
}

/** antd's `<Form layout="vertical" requiredMark={false} noValidate>`: its element and classes. */
export function PlainForm({ onSubmit, children }: PlainFormProps) {
  const { prefixCls, theme } = useFormClasses();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={handleSubmit} className={`${prefixCls} ${prefixCls}-vertical ${prefixCls}-hide-required-mark ${theme}`}>
      {children}
    </form>
  );
}

export interface PlainFieldProps<Name extends string> {
  form: PlainFormState<Name>;
  name: Name;
  label: string;
  /** The input: an antd Input (or Input.Password); it gets its id, value, handlers and aria attributes here. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * antd's `Form.Item` in a vertical form without a required mark: the label above the field and
 * the messages below it (with antd's animation), the field marked invalid and described by them.
 */
export function PlainField<Name extends string>({ form, name, label, children }: PlainFieldProps<Name>) {
  const { prefixCls, theme } = useFormClasses();
  const itemCls = `${prefixCls}-item`;
  const errors = form.errorsOf(name);
  const hasError = errors.length > 0;
  const status: 'error' | 'success' | '' = hasError ? 'error' : form.isTouched(name) ? 'success' : '';

  // As antd's ItemHolder: while a message shows it takes the item's bottom margin as its height, and
  // a negative margin after the item gives that room back, so nothing below moves.
  const itemRef = useRef<HTMLDivElement>(null);
  const [marginBottom, setMarginBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (hasError && itemRef.current) setMarginBottom(Number.parseInt(getComputedStyle(itemRef.current).marginBottom, 10));
  }, [hasError]);

  const prefix = useMemo(() => ({ prefixCls, status }), [prefixCls, status]);
  const inputContext = useMemo(
    () => ({ status, errors, warnings: [], hasFeedback: false, feedbackIcon: undefined, isFormItemInput: true, name }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, errors.join('\n'), name],
  );

  const control = cloneElement(children, {
    id: name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
    ref: form.inputRef(name),
    ...(hasError ? { 'aria-describedby': `${name}_help`, 'aria-invalid': 'true' } : {}),
    ...(form.isRequired(name) ? { 'aria-required': 'true' } : {}),
  });

  const className = [itemCls, theme, hasError && `${itemCls}-with-help`, status && `${itemCls}-has-${status}`, `${itemCls}-vertical`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} ref={itemRef}>
      <Row className={`${itemCls}-row`}>
        <Col className={`${itemCls}-label`}>
          <label
            htmlFor={name}
            className={[form.isRequired(name) && `${itemCls}-required`, `${itemCls}-required-mark-hidden`].filter(Boolean).join(' ')}
            title={label}
          >
            {label}
          </label>
        </Col>
        <FormItemPrefixContext.Provider value={prefix}>
          <FormItemInput
            prefixCls={prefixCls}
            status={status}
            errors={errors}
            warnings={[]}
            fieldId={name}
            label={label}
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
