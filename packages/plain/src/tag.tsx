import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import './extras.css';

/** antd's preset colours a tag can take (the portal's darker text shades). */
export type TagColor = 'default' | 'green' | 'gold' | 'cyan' | 'orange' | 'volcano' | 'red' | 'blue';
const COLORS: readonly string[] = ['default', 'green', 'gold', 'cyan', 'orange', 'volcano', 'red', 'blue'];

/** A small coloured label (a state, "Lowest", "Booked"); an unknown colour is drawn as `default`. */
export function Tag({ color = 'default', className, ...rest }: ComponentProps<'span'> & { color?: TagColor | string }) {
  return <span {...rest} className={classNames('plain-tag', `plain-tag-${COLORS.includes(color) ? color : 'default'}`, className)} />;
}
