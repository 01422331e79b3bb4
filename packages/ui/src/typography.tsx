import { ConfigProvider, type TooltipProps } from 'antd';
import { isEleEllipsis } from 'antd/es/typography/Base/util';
import TypographyRoot from 'antd/es/typography/Typography';
import { useContext, useRef, useState, type AnchorHTMLAttributes, type ComponentType, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { fetchOnce } from './fetch-once';

// antd's Typography.Title, Text, Paragraph and Link for what the portal writes with them (a type,
// strong, italic …), drawn exactly as antd draws them (its own root element, classes and styles),
// without what antd's carries for copying and editing text and cutting it to a number of lines: a
// text area and four icons on nearly every page (issue 9). A Text cut to one line with "…"
// (`ellipsis`, with the whole text in a tooltip when cut) is CSS's, as in antd's.
// typography.test.tsx compares the HTML with antd's. Copyable text uses antd's Typography itself.

type Decorations = {
  strong?: boolean;
  italic?: boolean;
  underline?: boolean;
  delete?: boolean;
  code?: boolean;
  mark?: boolean;
  keyboard?: boolean;
};

export type TypographyType = 'secondary' | 'success' | 'warning' | 'danger';

interface BaseProps extends Decorations {
  type?: TypographyType;
  disabled?: boolean;
  children?: ReactNode;
}

export type TextProps = BaseProps &
  HTMLAttributes<HTMLElement> & {
    /** Cut to one line with "…"; `tooltip`: the whole text on hover when it is cut. */
    ellipsis?: boolean | { tooltip?: ReactNode };
  };
export type TitleProps = TextProps & { level?: 1 | 2 | 3 | 4 | 5 };
export type ParagraphProps = TextProps;
export type LinkProps = BaseProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const DECORATIONS: [keyof Decorations, string][] = [
  ['strong', 'strong'],
  ['underline', 'u'],
  ['delete', 'del'],
  ['code', 'code'],
  ['mark', 'mark'],
  ['keyboard', 'kbd'],
  ['italic', 'i'],
];

/**
 * antd's Tooltip, fetched the first time a cut text is pointed at (issue 9: the popup machinery is
 * not in a page's first scripts). Once here it is used at once.
 */
const realTooltip = fetchOnce(() => import('./real-tooltip').then((module) => module.RealTooltip as ComponentType<TooltipProps & { disabled?: boolean }>));

/** antd's Base: the decorations wrap the text in this order, innermost first. */
function decorate(props: Decorations, content: ReactNode): ReactNode {
  let wrapped = content;
  for (const [name, Tag] of DECORATIONS) {
    if (props[name]) {
      const Element = Tag as 'strong';
      wrapped = <Element>{wrapped}</Element>;
    }
  }
  return wrapped;
}

type BaseComponentProps = (TextProps | LinkProps) & { component: 'span' | 'div' | 'a' | `h${1 | 2 | 3 | 4 | 5}` };

function Base({ component, ...props }: BaseComponentProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const { type, disabled, className, children, strong, italic, underline, delete: del, code, mark, keyboard, ellipsis, ...rest } = props as TextProps;
  // antd measures on entering whether the text is cut; its tooltip shows only then.
  const [cut, setCut] = useState(false);
  const [Tooltip, setTooltip] = useState(realTooltip.current);
  // Fetched while pointed at: then it opens at once (the pointer is in already).
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const pointedAt = useRef(false);
  const tooltip = typeof ellipsis === 'object' ? ellipsis.tooltip : undefined;
  const classes = [
    type && `${prefixCls}-${type}`,
    disabled && `${prefixCls}-disabled`,
    ellipsis && `${prefixCls}-ellipsis`,
    ellipsis && `${prefixCls}-ellipsis-single-line`,
    component === 'a' && `${prefixCls}-link`,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const handleMouseEnter = (event: MouseEvent<HTMLElement>) => {
    const isCut = isEleEllipsis(event.currentTarget);
    setCut(isCut);
    pointedAt.current = true;
    if (isCut && !Tooltip) {
      realTooltip
        .load()
        .then((loaded) => {
          setOpenAtOnce(pointedAt.current);
          setTooltip(() => loaded);
        })
        // Not fetched (offline): the text stays as it is; the next pointing tries again.
        .catch(() => undefined);
    }
    rest.onMouseEnter?.(event);
  };
  const handleMouseLeave = (event: MouseEvent<HTMLElement>) => {
    pointedAt.current = false;
    rest.onMouseLeave?.(event);
  };
  const text = (
    <TypographyRoot
      component={component}
      className={classes || undefined}
      {...rest}
      {...(tooltip ? { onMouseEnter: handleMouseEnter, onMouseLeave: handleMouseLeave } : {})}
    >
      {decorate({ strong, italic, underline, delete: del, code, mark, keyboard }, children)}
    </TypographyRoot>
  );
  if (!tooltip || !Tooltip) return text;
  // antd's Tooltip takes `disabled` (as antd's own Typography passes it) though its types do not say so.
  return (
    <Tooltip title={tooltip} disabled={!cut} defaultOpen={openAtOnce && cut}>
      {text}
    </Tooltip>
  );
}

const LEVELS = [1, 2, 3, 4, 5] as const;

function Title({ level = 1, ...props }: TitleProps) {
  return <Base {...props} component={LEVELS.includes(level) ? `h${level}` : 'h1'} />;
}

function Text(props: TextProps) {
  return <Base {...props} component="span" />;
}

function Paragraph(props: ParagraphProps) {
  return <Base {...props} component="div" />;
}

function Link({ rel, ...props }: LinkProps) {
  return <Base {...props} rel={rel === undefined && props.target === '_blank' ? 'noopener noreferrer' : rel} component="a" />;
}

/** `Typography.Title`, `.Text`, `.Paragraph` and `.Link`, as with antd's. */
export const Typography = { Title, Text, Paragraph, Link };
