import { ConfigProvider } from 'antd';
import TypographyRoot from 'antd/es/typography/Typography';
import { useContext, type AnchorHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';

// antd's Typography.Title, Text, Paragraph and Link for what the portal writes with them (a type,
// strong, italic …), drawn exactly as antd draws them (its own root element, classes and styles),
// without what antd's carries for copying, editing and cutting text with a tooltip: a tooltip, a
// text area and four icons on nearly every page (issue 9). typography.test.tsx compares the HTML
// with antd's. Text that must be cut with "…" (`ellipsis`) uses antd's Typography itself.

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

export type TextProps = BaseProps & HTMLAttributes<HTMLElement>;
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

function Base({ component, ...props }: (TextProps | LinkProps) & { component: 'span' | 'div' | 'a' | `h${1 | 2 | 3 | 4 | 5}` }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const { type, disabled, className, children, strong, italic, underline, delete: del, code, mark, keyboard, ...rest } = props;
  const classes = [type && `${prefixCls}-${type}`, disabled && `${prefixCls}-disabled`, component === 'a' && `${prefixCls}-link`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <TypographyRoot component={component} className={classes || undefined} {...rest}>
      {decorate({ strong, italic, underline, delete: del, code, mark, keyboard }, children)}
    </TypographyRoot>
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
