import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { useMergeSemantic, useSemanticRootStyle } from 'antd/es/_util/hooks/useMergeSemantic';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useStyle from 'antd/es/result/style';
import type { CSSProperties, ReactNode } from 'react';

// antd's Result for a status with an icon (success, error, info, warning), drawn exactly as antd
// draws it (its classes, styles and icons), without the 404, 403 and 500 pictures antd's carries
// (8 KiB) on every page that may say something went well or not (issue 9). A page that shows one
// of those pictures (Not Found) uses antd's Result itself. result.test.tsx compares the HTML with antd's.

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled, info: ExclamationCircleFilled, warning: WarningFilled };

type ResultPart = 'root' | 'icon' | 'title' | 'subTitle' | 'extra' | 'body';

export interface ResultProps {
  status?: keyof typeof ICONS;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** Instead of the status's icon; null or false: none. */
  icon?: ReactNode;
  className?: string;
  style?: CSSProperties;
  styles?: Partial<Record<ResultPart, CSSProperties>>;
  classNames?: Partial<Record<ResultPart, string>>;
  children?: ReactNode;
  [data: `data-${string}`]: string | undefined;
  [aria: `aria-${string}`]: string | undefined;
}

/** Whether antd would draw `node` (its `isReactRenderable`): not null, undefined or false. */
const drawn = (node: ReactNode) => node !== null && node !== undefined && node !== false;

const join = (...classes: (string | false | undefined | null)[]) => classes.filter(Boolean).join(' ');

export function Result(props: ResultProps) {
  const { className, subTitle, title, style, children, status = 'info', icon, extra, styles, classNames, ...rest } = props;
  const { getPrefixCls, direction, className: contextClassName, style: contextStyle, classNames: contextClassNames, styles: contextStyles } =
    useComponentConfig('result');
  const contextStyleRoot = useSemanticRootStyle(contextStyle);
  const styleRoot = useSemanticRootStyle(style);
  const [mergedClassNames, mergedStyles] = useMergeSemantic(
    [contextClassNames, classNames],
    [contextStyles, contextStyleRoot, styles, styleRoot],
    { props: { ...props, status } },
  ) as [Partial<Record<ResultPart, string>>, Partial<Record<ResultPart, CSSProperties>>];
  const prefixCls = getPrefixCls('result');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  // As antd's `pickAttrs(rest, { aria: true, data: true })`.
  const attributes = Object.fromEntries(Object.entries(rest).filter(([name]) => /^(aria|data)-/.test(name)));
  const StatusIcon = ICONS[status];

  return (
    <div
      {...attributes}
      className={join(prefixCls, `${prefixCls}-${status}`, className, contextClassName, direction === 'rtl' && `${prefixCls}-rtl`, hashId, cssVarCls, mergedClassNames.root)}
      style={{ ...mergedStyles.root }}
    >
      {icon !== null && icon !== false && (
        <div className={join(`${prefixCls}-icon`, mergedClassNames.icon)} style={mergedStyles.icon}>
          {drawn(icon) ? icon : <StatusIcon />}
        </div>
      )}
      {drawn(title) && (
        <div className={join(`${prefixCls}-title`, mergedClassNames.title)} style={mergedStyles.title}>
          {title}
        </div>
      )}
      {drawn(subTitle) && (
        <div className={join(`${prefixCls}-subtitle`, mergedClassNames.subTitle)} style={mergedStyles.subTitle}>
          {subTitle}
        </div>
      )}
      {drawn(extra) && (
        <div className={join(`${prefixCls}-extra`, mergedClassNames.extra)} style={mergedStyles.extra}>
          {extra}
        </div>
      )}
      {drawn(children) && (
        <div className={join(`${prefixCls}-body`, mergedClassNames.body)} style={mergedStyles.body}>
          {children}
        </div>
      )}
    </div>
  );
}
