import { useMergeSemantic, useSemanticRootStyle } from 'antd/es/_util/hooks/useMergeSemantic';
import useStyle from 'antd/es/card/style';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useVariant from 'antd/es/form/hooks/useVariants';
import { Children, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

// antd's Card for what the portal draws with it (a title, extra content, a small size, styles),
// drawn exactly as antd draws it (its classes, styles and theme), without what antd's carries for
// tabs, covers, actions and a loading skeleton: antd's Tabs with their menu and dropdown, some
// 20 KiB, on every page with a card (issue 9). card.test.tsx compares the HTML with antd's.

type CardPart = 'root' | 'header' | 'title' | 'extra' | 'body';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'medium' | 'default';
  variant?: 'outlined' | 'borderless';
  styles?: Partial<Record<CardPart, CSSProperties>>;
  classNames?: Partial<Record<CardPart, string>>;
  children?: ReactNode;
}

/** Whether antd would draw `node` (its `isReactRenderable`): not null, undefined or false. */
const drawn = (node: ReactNode) => node !== null && node !== undefined && node !== false;

const join = (...classes: (string | false | undefined | null)[]) => classes.filter(Boolean).join(' ');

export function Card({ title, extra, size: customizeSize, variant: customVariant, className, style, styles, classNames, children, ...rest }: CardProps) {
  const { getPrefixCls, direction, className: contextClassName, style: contextStyle, classNames: contextClassNames, styles: contextStyles } =
    useComponentConfig('card');
  const [variant] = useVariant('card', customVariant);
  const mergedSize = useSize(customizeSize);
  const contextStyleRoot = useSemanticRootStyle(contextStyle);
  const styleRoot = useSemanticRootStyle(style);
  const [mergedClassNames, mergedStyles] = useMergeSemantic(
    [contextClassNames, classNames],
    [contextStyles, contextStyleRoot, styles, styleRoot],
    { props: { title, extra, size: mergedSize, variant: variant as CardProps['variant'], children } },
  ) as [Partial<Record<CardPart, string>>, Partial<Record<CardPart, CSSProperties>>];
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useStyle(prefixCls);

  const head =
    drawn(title) || drawn(extra) ? (
      <div className={join(`${prefixCls}-head`, mergedClassNames.header)} style={{ ...mergedStyles.header }}>
        <div className={`${prefixCls}-head-wrapper`}>
          {drawn(title) && (
            <div className={join(`${prefixCls}-head-title`, mergedClassNames.title)} style={mergedStyles.title}>
              {title}
            </div>
          )}
          {drawn(extra) && (
            <div className={join(`${prefixCls}-extra`, mergedClassNames.extra)} style={mergedStyles.extra}>
              {extra}
            </div>
          )}
        </div>
      </div>
    ) : null;
  const body =
    Children.toArray(children).length > 0 ? (
      <div className={join(`${prefixCls}-body`, mergedClassNames.body)} style={{ ...mergedStyles.body }}>
        {children}
      </div>
    ) : null;

  const classString = join(
    prefixCls,
    contextClassName,
    variant !== 'borderless' && `${prefixCls}-bordered`,
    mergedSize === 'small' && `${prefixCls}-small`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
    mergedClassNames.root,
  );
  return (
    <div {...rest} className={classString} style={{ ...mergedStyles.root }}>
      {head}
      {body}
    </div>
  );
}
