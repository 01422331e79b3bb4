import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppRoot } from './app-root';
import { portalTheme } from './portal-theme';
import { unfilteredCss } from '../../test/style-filter';

/** The declarations of antd's App's own rule (`.ant-app` with its text colour) in the CSS antd injects for `<App>`. */
function appRule(css: string): string {
  const rules = [...css.matchAll(/\.ant-app(?![-\w])[^{,]*\{([^}]*)\}/g)].map((rule) => rule[1] ?? '');
  const rule = rules.find((declarations) => /(^|;)color:/.test(declarations));
  if (!rule) throw new Error(`antd's App injected no .ant-app rule with a colour: ${rules.join(' | ')}`);
  return rule;
}

describe('AppRoot', () => {
  it("is a div with antd's App class, and the text colour, font, size and line height antd's App gives it", () => {
    const { getByTestId } = render(
      <ConfigProvider theme={portalTheme}>
        <div data-testid="app">
          <App>
            <span>Innehåll</span>
          </App>
        </div>
        <div data-testid="ours">
          <AppRoot>
            <span>Innehåll</span>
          </AppRoot>
        </div>
      </ConfigProvider>,
    );
    const ours = getByTestId('ours').firstElementChild as HTMLElement;
    expect(ours.tagName).toBe('DIV');
    expect(ours.className).toBe('ant-app');
    expect(ours.innerHTML).toBe(getByTestId('app').firstElementChild!.innerHTML);
    // antd's App writes these four from the theme (its CSS variables' values: the same tokens).
    const rule = appRule(unfilteredCss());
    for (const property of ['color', 'font-family', 'font-size', 'line-height']) expect(rule).toContain(`${property}:`);
    expect(ours.style.fontFamily).toBe(portalTheme.token!.fontFamily);
    expect(ours.style.color).toBe('rgba(0, 0, 0, 0.88)');
    expect(ours.style.fontSize).toBe('14px');
    expect(Number(ours.style.lineHeight)).toBeCloseTo(22 / 14, 5);
  });
});
