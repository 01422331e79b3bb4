import { render } from '@testing-library/react';
import { Tag } from 'antd';
import { describe, expect, it } from 'vitest';
import { unfilteredCss } from '../../test/style-filter';
import { PortalProviders } from './portal-providers';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The value antd's CSS gives a variable inside a tag: the Tag's own declaration wins over the global one. */
function tagVariable(css: string, name: string): string | undefined {
  let global: string | undefined;
  let tag: string | undefined;
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const value = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(body!)?.[1];
    if (!value) continue;
    if (/ant-tag/.test(selector!)) tag = value;
    else global = value;
  }
  return tag ?? global;
}

const PRESETS = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'] as const;

describe('the portal theme', () => {
  // A filled tag writes var(--ant-<colour>-7) on var(--ant-<colour>-1) (antd's genPresetColor):
  // every colour a status may take must read at WCAG AA, 4.5:1, or axe fails the page showing it.
  // Read from the CSS antd emits, which is what the browser paints (antd's CSS variables ignore
  // palette shades set as global tokens, so a token-level check would pass a failing page).
  it.each(PRESETS)('a %s tag reads at 4.5:1 or more on its own background', (colour) => {
    render(
      <PortalProviders>
        <Tag color={colour}>{colour}</Tag>
      </PortalProviders>,
    );
    const css = unfilteredCss();
    const text = tagVariable(css, `--ant-${colour}-7`);
    const background = tagVariable(css, `--ant-${colour}-1`);
    expect(text && background).toBeTruthy();
    expect(contrast(text!, background!)).toBeGreaterThanOrEqual(4.5);
  });
});
