import { CloseCircleFilled, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { useMergeSemantic, useSemanticRootStyle } from 'antd/es/_util/hooks/useMergeSemantic';
import { getMergedStatus, getStatusClassNames } from 'antd/es/_util/statusUtils';
import { ConfigContext } from 'antd/es/config-provider';
import { useComponentConfig } from 'antd/es/config-provider/context';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import { FormItemInputContext } from 'antd/es/form/context';
import useVariant from 'antd/es/form/hooks/useVariants';
import useStyle from 'antd/es/select/style';
import { useCompactItemContext } from 'antd/es/space/Compact';
import type { RefSelectProps, SelectProps } from 'antd';
import {
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { fetchOnce } from './fetch-once';

// antd's Select without its ~20 KiB (the select engine, its virtual list and overflow) on a page's
// first visit (issue 9; the customer's request form): until a select is first pointed at, touched
// or focused, a stand-in draws it exactly as antd draws a closed single select (the same elements,
// classes, attributes and styles: antd's select styles are registered here,
// deferred-select.test.tsx compares the HTML with antd's), and the real Select (real-select.ts, a
// chunk of the shell, which provides this file) is fetched then. It replaces the stand-in as soon
// as it has arrived with every prop, taking the focus if the stand-in had it, and opening if the
// stand-in was clicked or asked to open from the keyboard meanwhile. The stand-in's field is
// read-only: nothing typed can be lost in the moment before the real select is there.
//
// The stand-in draws a single select (no `mode`) from `options` (with groups, `fieldNames`,
// `optionLabelProp`, `labelInValue` and `labelRender`); options given as <Select.Option> children
// show the raw value until the real select is there.

type RealSelect = ComponentType<SelectProps & { ref?: Ref<RefSelectProps> }>;

const select = fetchOnce(() => import('./real-select').then((module) => module.realSelect as unknown as RealSelect));

/** Fetches antd's Select once; later calls share the same answer. Tests of a form call it first to draw the real select from the start. */
export function loadDeferredSelect(): Promise<RealSelect> {
  return select.load();
}

/** antd's Select props for a single select; Form.Item's ref (focus on the first field with a message after a failed send) reaches antd's handle. */
export type DeferredSelectProps = Omit<SelectProps, 'mode'> & { ref?: Ref<RefSelectProps> };

type Option = Record<string, unknown>;

/** antd's semantic structure of a select's class names and styles (its popup's are an object). */
const SEMANTIC_SCHEMA = { popup: { _default: 'root' } };

/** rc-select's option for a value: the first, in order, through groups (an entry holding the options key). */
function findOption(options: readonly Option[] | undefined, value: unknown, valueKey: string, optionsKey: string): Option | undefined {
  for (const option of options ?? []) {
    if (optionsKey in option) {
      const found = findOption(option[optionsKey] as Option[] | undefined, value, valueKey, optionsKey);
      if (found) return found;
    } else if (option[valueKey] === value || (Number.isNaN(option[valueKey]) && Number.isNaN(value))) {
      return option;
    }
  }
  return undefined;
}

const isTitle = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/** What a closed single select shows for its value, as rc-select works it out; undefined when empty. */
function shownValue(props: DeferredSelectProps) {
  const raw = props.value !== undefined ? props.value : props.defaultValue;
  if (raw === undefined) return undefined;
  const valueKey = props.fieldNames?.value ?? 'value';
  const labelKey = props.optionLabelProp ?? props.fieldNames?.label ?? 'label';
  const labelled = raw !== null && typeof raw === 'object';
  const value: unknown = labelled ? (raw as { value?: unknown }).value : raw;
  let label: ReactNode = labelled ? (raw as { label?: ReactNode }).label : undefined;
  const option = findOption(props.options as Option[] | undefined, value, valueKey, props.fieldNames?.options ?? 'options');
  if (option && label === undefined) label = option[labelKey] as ReactNode;
  if (value === null && (label === null || label === undefined)) return undefined;
  const item = { label, value, key: value, disabled: option?.disabled, title: option?.title } as Parameters<NonNullable<SelectProps['labelRender']>>[0];
  const shown: ReactNode = (props.labelRender ? props.labelRender(item) : label) ?? (value as ReactNode);
  let title: string | undefined;
  if (option) title = isTitle(option.title) ? String(option.title) : isTitle(option.label) ? String(option.label) : undefined;
  title ??= isTitle(option?.title) ? String(option.title) : isTitle(shown) ? String(shown) : undefined;
  if (props.title !== undefined) title = props.title;
  return {
    label: shown,
    value,
    title,
    hasValue: shown !== null && shown !== undefined && String(shown).trim() !== '',
    className: option?.className as string | undefined,
    style: option?.style as CSSProperties | undefined,
  };
}

/** Whether this runs under vitest (Node's process, not defined in a browser). */
const UNDER_TEST = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV === 'test';

/** The keys that open rc-select's list from its field. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The closed select as antd draws it. */
function SelectStandIn({
  props,
  onWake,
  onOpenAsked,
  inputRef,
}: {
  props: DeferredSelectProps;
  onWake: () => void;
  onOpenAsked: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { getPrefixCls, direction: contextDirection } = useContext(ConfigContext);
  const config = useComponentConfig('select');
  const prefixCls = getPrefixCls('select', props.prefixCls);
  const direction = props.direction ?? contextDirection;
  const { compactSize, compactItemClassnames } = useCompactItemContext(prefixCls, direction);
  const [variant, enableVariantCls] = useVariant('select', props.variant, props.bordered);
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const { status: contextStatus, hasFeedback, isFormItemInput, feedbackIcon } = useContext(FormItemInputContext);
  const status = getMergedStatus(contextStatus, props.status);
  const size = useSize((contextSize) => props.size ?? compactSize ?? contextSize);
  const contextDisabled = useContext(DisabledContext);
  const disabled = props.disabled ?? contextDisabled;
  const showSearch = props.showSearch ?? config.showSearch;
  const searchable = typeof showSearch === 'object' || Boolean(showSearch);
  const contextStyleRoot = useSemanticRootStyle(config.style);
  const styleRoot = useSemanticRootStyle(props.style);
  const [classNames, mergedStyles] = useMergeSemantic(
    [config.classNames, props.classNames],
    [config.styles, contextStyleRoot, props.styles, styleRoot],
    { props: { ...props, variant, status, disabled, size } },
    SEMANTIC_SCHEMA,
  );
  const styles = mergedStyles as unknown as Partial<Record<'root' | 'prefix' | 'content' | 'placeholder' | 'input' | 'suffix' | 'clear', CSSProperties>>;
  // rc-select's id: the one given (Form.Item's), otherwise React's (rc-util's fixed one under test).
  const reactId = useId();
  const id = props.id || (UNDER_TEST ? 'test-id' : reactId);
  const [focused, setFocused] = useState(false);
  const shown = shownValue(props);

  // antd's suffix: the given icon, the loading icon while loading, or the arrow (and Form.Item's feedback icon).
  const { suffixIcon, showArrow } = props;
  const showSuffixIcon = showArrow !== undefined ? showArrow : suffixIcon !== null;
  const suffixNode = (arrow: ReactNode) =>
    suffixIcon === null && !hasFeedback && !showArrow ? null : (
      <>
        {showSuffixIcon !== false && arrow}
        {hasFeedback && feedbackIcon}
      </>
    );
  const fallback = (...choices: ReactNode[]) => choices.find((choice) => choice !== undefined);
  const suffix =
    suffixIcon !== undefined
      ? suffixNode(suffixIcon)
      : props.loading
        ? suffixNode(fallback(config.loadingIcon, <LoadingOutlined spin />))
        : suffixNode(fallback(config.suffixIcon, <DownOutlined />));

  // antd's clear button (allowClear) while there is a value.
  const allowClear = props.allowClear ?? config.allowClear;
  const clearConfig = typeof allowClear === 'object' && allowClear ? (allowClear as { clearIcon?: ReactNode; label?: string }) : undefined;
  const showClear = !disabled && Boolean(allowClear) && shown !== undefined;
  const clearIcon = allowClear === true ? fallback(props.clearIcon, config.clearIcon, <CloseCircleFilled />) : clearConfig?.clearIcon || '×';

  // What antd's select offers through its ref: its root element, focus and blur (a focus wakes it).
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(props.ref, () => ({
    nativeElement: rootRef.current!,
    focus: (options?: FocusOptions) => inputRef.current?.focus(options),
    blur: () => inputRef.current?.blur(),
    scrollTo: () => undefined,
  }));

  const rootClass = [
    size === 'large' && `${prefixCls}-lg`,
    size === 'small' && `${prefixCls}-sm`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    enableVariantCls && `${prefixCls}-${variant}`,
    isFormItemInput && `${prefixCls}-in-form-item`,
    getStatusClassNames(prefixCls, status, hasFeedback),
    compactItemClassnames,
    config.className,
    props.className,
    classNames.root,
    props.rootClassName,
    cssVarCls,
    rootCls,
    hashId,
    // rc-select's own.
    prefixCls,
    focused && `${prefixCls}-focused`,
    `${prefixCls}-single`,
    showClear && `${prefixCls}-allow-clear`,
    suffix !== null && `${prefixCls}-show-arrow`,
    disabled && `${prefixCls}-disabled`,
    props.loading && `${prefixCls}-loading`,
    searchable && `${prefixCls}-show-search`,
  ];
  const join = (...parts: unknown[]) => parts.filter(Boolean).join(' ') || undefined;
  const aria = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-') || key === 'role'));
  const data = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('data-')));
  const hasOptionStyle = Boolean(shown?.className || shown?.style);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // As antd's select: Enter does not send the form, and it, Space and the arrows open the list.
    if (OPEN_KEYS.has(event.key) && !event.ctrlKey && !event.altKey && !event.metaKey) {
      if (event.key === 'Enter' || event.key === ' ') event.preventDefault();
      onOpenAsked();
    }
    props.onKeyDown?.(event as unknown as KeyboardEvent<HTMLDivElement>);
  };

  return (
    <>
      {focused && (
        // rc-select's announcement of the value to screen readers while it has the focus.
        <span aria-live="polite" style={{ width: 0, height: 0, position: 'absolute', overflow: 'hidden', opacity: 0 }}>
          {shown ? String(isTitle(shown.label) ? shown.label : shown.value) : ''}
        </span>
      )}
      <div
        {...data}
        title={props.title}
        ref={rootRef}
        className={join(...rootClass)}
        style={styles.root}
        onPointerEnter={onWake}
        onPointerDown={onWake}
        onClick={() => {
          if (!disabled) onOpenAsked();
        }}
      >
        {props.prefix && (
          <div className={join(`${prefixCls}-prefix`, classNames.prefix)} style={styles.prefix}>
            {props.prefix}
          </div>
        )}
        <div
          className={join(`${prefixCls}-content`, shown?.hasValue && `${prefixCls}-content-has-value`, hasOptionStyle && `${prefixCls}-content-has-option-style`, classNames.content)}
          style={styles.content}
          title={hasOptionStyle ? undefined : shown?.title}
        >
          {shown ? (
            hasOptionStyle ? (
              <div className={join(`${prefixCls}-content-value`, shown.className)} style={{ ...shown.style }} title={shown.title}>
                {shown.label}
              </div>
            ) : (
              shown.label
            )
          ) : (
            <div className={join(`${prefixCls}-placeholder`, classNames.placeholder)} style={{ ...styles.placeholder }}>
              {props.placeholder}
            </div>
          )}
          <input
            id={id}
            type="text"
            {...aria}
            onKeyDown={onKeyDown}
            readOnly
            tabIndex={props.tabIndex}
            style={{ ...styles.input }}
            autoFocus={props.autoFocus}
            autoComplete="new-password"
            className={join(`${prefixCls}-input`, classNames.input)}
            disabled={disabled}
            value=""
            role={(props.role as string | undefined) || 'combobox'}
            aria-expanded={false}
            aria-haspopup="listbox"
            aria-autocomplete="list"
            ref={inputRef}
            onFocus={() => {
              setFocused(true);
              onWake();
            }}
            onBlur={(event) => {
              setFocused(false);
              props.onBlur?.(event);
            }}
          />
        </div>
        {suffix && (
          <div className={join(`${prefixCls}-suffix`, props.loading && `${prefixCls}-suffix-loading`, classNames.suffix)} style={styles.suffix}>
            {suffix}
          </div>
        )}
        {showClear && (
          <button
            type="button"
            aria-label={clearConfig?.label ?? 'Clear'}
            className={join(`${prefixCls}-clear`, classNames.clear)}
            style={styles.clear}
            onClick={(event) => {
              event.stopPropagation();
              props.onClear?.();
              props.onChange?.(undefined, undefined);
            }}
          >
            {clearIcon}
          </button>
        )}
      </div>
    </>
  );
}

/** antd's Select (a single one), fetched when first used: a stand-in drawn as antd's closed select until then. */
export function DeferredSelect(props: DeferredSelectProps) {
  const [Real, setReal] = useState<RealSelect | undefined>(select.current);
  const standInInput = useRef<HTMLInputElement | null>(null);
  // Whether the stand-in was clicked or asked to open from the keyboard before the select came.
  const openAsked = useRef(false);
  // What the real select takes over from the stand-in: the focus, and its list opened if asked for.
  const [handOver, setHandOver] = useState({ focus: false, open: false });
  useEffect(() => {
    if (Real) return undefined;
    return select.onArrival((arrived) => {
      const focused = standInInput.current !== null && document.activeElement === standInInput.current;
      setHandOver({ focus: focused, open: focused && openAsked.current });
      setReal(() => arrived);
    });
  }, [Real]);

  // Still the stand-in after a failed fetch: the next interaction tries again.
  const wake = () => {
    if (!Real) loadDeferredSelect().catch(() => undefined);
  };

  if (!Real) {
    return (
      <SelectStandIn
        props={props}
        onWake={wake}
        onOpenAsked={() => {
          openAsked.current = true;
        }}
        inputRef={standInInput}
      />
    );
  }
  return <Real {...props} autoFocus={handOver.focus || props.autoFocus} defaultOpen={handOver.open || props.defaultOpen} />;
}
