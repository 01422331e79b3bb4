import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { portalTheme } from './portal-providers';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const PRESETS = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'] as const;

describe('portalTheme', () => {
  // A tag writes its 7th shade on its 1st (antd's genPresetColor): every colour a status may take
  // must read at WCAG AA, 4.5:1, or axe fails the page that shows it.
  it.each(PRESETS)('a %s tag reads at 4.5:1 or more on its own background', (colour) => {
    const token = theme.getDesignToken(portalTheme) as unknown as Record<string, string>;
    expect(contrast(token[`${colour}7`]!, token[`${colour}1`]!)).toBeGreaterThanOrEqual(4.5);
  });
});
