import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppRoot } from './app-root';
import { portalTheme } from './base-providers';
import { unfilteredCss } from '../../test/style-filter';

/** The elements `<App>` and `<AppRoot>` draw side by side under one ConfigProvider with the portal's theme. */
function bothRoots(): [Element, Element] {
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
  return [getByTestId('app').firstElementChild!, getByTestId('ours').firstElementChild!];
}

describe('AppRoot', () => {
  it("is the element antd's App draws: the same tag, classes and content", () => {
    const [app, ours] = bothRoots();
    expect(ours.outerHTML).toBe(app.outerHTML);
    expect(ours.className).toMatch(/\bant-app\b/);
  });

  it("puts antd's App styles (the theme's text colour and font) in the page", () => {
    render(
      <ConfigProvider theme={portalTheme}>
        <AppRoot>x</AppRoot>
      </ConfigProvider>,
    );
    const css = unfilteredCss();
    expect(css).toMatch(/\.ant-app[^{]*\{[^}]*font-family/);
  });
});
