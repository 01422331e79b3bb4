import useStyle from 'antd/es/avatar/style';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useSize from 'antd/es/config-provider/hooks/useSize';
import { useEffect, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

// antd's Avatar for a picture or an icon (the header's user button), drawn exactly as antd draws
// it (its classes and styles, the icon when the picture fails), without what antd's carries for
// avatar groups (a Popover) and scaled initials: 4.7 KiB on every signed-in page (issue 9).
// avatar.test.tsx compares the HTML with antd's.

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  size?: 'small' | 'medium' | 'large' | number;
  shape?: 'circle' | 'square';
  /** A picture's URL; the icon shows when there is none or it cannot be loaded. */
  src?: string;
  alt?: string;
  icon?: ReactNode;
}

const join = (...classes: (string | false | undefined | null)[]) => classes.filter(Boolean).join(' ');

export function Avatar({ size: customSize, shape = 'circle', src, alt, icon, className, style, ...others }: AvatarProps) {
  const { getPrefixCls, className: contextClassName, style: contextStyle } = useComponentConfig('avatar');
  const [imageFound, setImageFound] = useState(true);
  useEffect(() => setImageFound(true), [src]);
  const size = useSize((contextSize) => customSize ?? contextSize ?? 'medium');
  const prefixCls = getPrefixCls('avatar');
  // antd's useCSSVarCls: the root class its CSS variables hang on.
  const rootCls = `${prefixCls}-css-var`;
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const hasIcon = icon !== null && icon !== undefined && icon !== false;
  const showImage = typeof src === 'string' && imageFound;
  const classString = join(
    prefixCls,
    size === 'large' && `${prefixCls}-lg`,
    size === 'small' && `${prefixCls}-sm`,
    contextClassName,
    `${prefixCls}-${shape}`,
    showImage && `${prefixCls}-image`,
    hasIcon && `${prefixCls}-icon`,
    cssVarCls,
    rootCls,
    className,
    hashId,
  );
  const sizeStyle: CSSProperties = typeof size === 'number' ? { width: size, height: size, fontSize: hasIcon ? size / 2 : 18 } : {};
  return (
    <span {...others} style={{ ...sizeStyle, ...contextStyle, ...style }} className={classString}>
      {showImage ? <img src={src} alt={alt} onError={() => setImageFound(false)} /> : hasIcon ? icon : null}
    </span>
  );
}
