import { CalendarOutlined, ClockCircleOutlined, CloseCircleFilled } from '@ant-design/icons';
import { getMergedStatus, getStatusClassNames } from 'antd/es/_util/statusUtils';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useStyle from 'antd/es/date-picker/style';
import { FormItemInputContext } from 'antd/es/form/context';
import useVariant from 'antd/es/form/hooks/useVariants';
import type { DatePickerProps, TimePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useContext, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type CSSProperties, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOnce } from './fetch-once';

// antd's date and time pickers without their 26 KiB on a page's first visit (issue 9; the
// customer's request form): until a picker is first pointed at, touched or focused, a stand-in draws it exactly
// as antd draws a closed picker (the same elements, classes, attributes and styles: antd's picker
// styles are registered here, deferred-picker.test.tsx compares the HTML with antd's), and the
// real picker (real-pickers.ts, antd's DatePicker and TimePicker, a chunk of the shell, which provides this file) is fetched then. It replaces the
// stand-in as soon as it has arrived, taking the focus if the stand-in had it. The stand-in's
// field is read-only: nothing typed can be lost in the moment before the real picker is there.

type Kind = 'date' | 'time';
type RealPickers = { date: ComponentType<DatePickerProps>; time: ComponentType<TimePickerProps> };

const pickers = fetchOnce(() => import('./real-pickers').then((module) => module.realPickers as unknown as RealPickers));

/** Fetches antd's pickers once; later calls share the same answer. Tests of a form call it first to draw the real pickers from the start. */
export function loadDeferredPickers(): Promise<RealPickers> {
  return pickers.load();
}

/** The props of either picker that the form uses; the rest reach the real picker untouched. */
type DeferredPickerProps<K extends Kind> = (K extends 'date' ? DatePickerProps : TimePickerProps) & {
  /** Form.Item's value: a day or a time, null once cleared. */
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null, text: string | string[]) => void;
  id?: string;
  format?: string;
  placeholder?: string;
  style?: CSSProperties;
  /** Form.Item's ref (focus on the first field with a message after a failed send): antd's picker's handle. */
  ref?: Ref<unknown>;
};

/** antd's default format of each picker (what it shows in the closed field). */
const DEFAULT_FORMAT: Record<Kind, string> = { date: 'YYYY-MM-DD', time: 'HH:mm:ss' };

/** The closed picker as antd draws it. */
function PickerStandIn<K extends Kind>({
  kind,
  onWake,
  inputRef,
  props,
}: {
  kind: K;
  onWake: () => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
  props: DeferredPickerProps<K>;
}) {
  const { t } = useTranslation('common');
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('picker');
  // antd's useCSSVarCls: the root class its CSS variables hang on.
  const rootCls = `${prefixCls}-css-var`;
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const size = useSize((contextSize) => props.size ?? contextSize);
  const contextDisabled = useContext(DisabledContext);
  const disabled = props.disabled ?? contextDisabled;
  const [variant, enableVariantCls] = useVariant('datePicker', props.variant);
  const { status: contextStatus, hasFeedback } = useContext(FormItemInputContext);
  const { value, onChange, id, format, placeholder, style, className, onKeyDown } = props;
  const formatText = format ?? DEFAULT_FORMAT[kind];
  const text = value ? value.format(formatText) : '';
  // rc-picker's field width: the format's length (at least 10 for a day, 8 for a time) and 2.
  const inputSize = Math.max(kind === 'time' ? 8 : 10, formatText.length) + 2;
  const aria = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-')));
  const Icon = kind === 'time' ? ClockCircleOutlined : CalendarOutlined;
  // What antd's picker offers through its ref: its root element, focus and blur (a focus wakes it).
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(props.ref, () => ({
    nativeElement: rootRef.current,
    focus: (options?: FocusOptions) => inputRef.current?.focus(options),
    blur: () => inputRef.current?.blur(),
  }));

  const rootClass = [
    prefixCls,
    disabled && `${prefixCls}-disabled`,
    size === 'large' && `${prefixCls}-large`,
    size === 'small' && `${prefixCls}-small`,
    enableVariantCls && `${prefixCls}-${variant}`,
    getStatusClassNames(prefixCls, getMergedStatus(contextStatus, props.status), hasFeedback),
    className,
    hashId,
    cssVarCls,
    rootCls,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={rootRef} className={rootClass} style={style} onPointerEnter={onWake} onPointerDown={onWake}>
      <div className={`${prefixCls}-input`}>
        <input
          ref={inputRef}
          aria-invalid={false}
          autoComplete="off"
          {...aria}
          size={inputSize}
          id={id}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          readOnly
          onFocus={onWake}
          onKeyDown={onKeyDown as React.KeyboardEventHandler<HTMLInputElement> | undefined}
        />
        <span className={`${prefixCls}-suffix`}>
          <Icon aria-hidden="true" />
        </span>
        {text && !disabled && (
          <button
            type="button"
            aria-label={t('actions.clear')}
            className={`${prefixCls}-clear`}
            tabIndex={-1}
            onClick={() => onChange?.(null, '')}
          >
            <CloseCircleFilled />
          </button>
        )}
      </div>
    </div>
  );
}

function DeferredPicker<K extends Kind>({ kind, ...props }: DeferredPickerProps<K> & { kind: K }) {
  const [real, setReal] = useState<RealPickers | undefined>(pickers.current);
  const standInInput = useRef<HTMLInputElement | null>(null);
  // Whether the stand-in had the focus when the real picker took its place: it gets it then.
  const [takeFocus, setTakeFocus] = useState(false);
  useEffect(() => {
    if (real) return undefined;
    return pickers.onArrival((arrived) => {
      setTakeFocus(standInInput.current !== null && document.activeElement === standInInput.current);
      setReal(arrived);
    });
  }, [real]);

  // Still the stand-in after a failed fetch: the next interaction tries again.
  const wake = () => {
    if (!real) loadDeferredPickers().catch(() => undefined);
  };

  if (!real) return <PickerStandIn kind={kind} onWake={wake} inputRef={standInInput} props={props as DeferredPickerProps<K>} />;
  const Picker = real[kind] as ComponentType<Record<string, unknown>>;
  return <Picker {...props} autoFocus={takeFocus || props.autoFocus} />;
}

/** antd's DatePicker, fetched when first used (a stand-in drawn as antd's until then). */
export function DeferredDatePicker(props: DeferredPickerProps<'date'>) {
  return <DeferredPicker kind="date" {...props} />;
}

/** antd's TimePicker, fetched when first used (a stand-in drawn as antd's until then). */
export function DeferredTimePicker(props: DeferredPickerProps<'time'>) {
  return <DeferredPicker kind="time" {...props} />;
}
