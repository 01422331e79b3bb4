import RcSegmented, { type SegmentedProps as RcSegmentedProps } from '@rc-component/segmented';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useStyle from 'antd/es/segmented/style';
import { useId, type CSSProperties, type ReactNode } from 'react';

// antd's Segmented (a small choice of a few options: the header's language switch), drawn exactly
// as antd draws it (the same rc-segmented, classes, styles and sliding thumb; segmented.test.tsx
// compares the HTML with antd's) without the tooltips antd offers per option: antd's Segmented
// imports its Tooltip, and with it the popup machinery (trigger, alignment, motion), into every
// page's first script (issue 9).

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedProps<V extends string> {
  options: SegmentedOption<V>[];
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

export function Segmented<V extends string>({ options, size: customSize, block, className, style, name, ...rest }: SegmentedProps<V>) {
  const defaultName = useId();
  const { getPrefixCls, direction, className: contextClassName, style: contextStyle } = useComponentConfig('segmented');
  const prefixCls = getPrefixCls('segmented');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const size = useSize(customSize);
  const cls = [
    className,
    contextClassName,
    block && `${prefixCls}-block`,
    size === 'small' && `${prefixCls}-sm`,
    size === 'large' && `${prefixCls}-lg`,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <RcSegmented
      {...(rest as Omit<RcSegmentedProps, 'options'>)}
      name={name ?? defaultName}
      className={cls}
      style={{ ...contextStyle, ...style }}
      classNames={{}}
      styles={{}}
      options={options}
      prefixCls={prefixCls}
      direction={direction}
      vertical={false}
    />
  );
}
