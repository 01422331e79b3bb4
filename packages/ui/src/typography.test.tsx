import { PortalProviders } from '@portal/platform';
import { fireEvent, render, screen } from '@testing-library/react';
import { Typography as AntTypography } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Typography } from './typography';

/** The HTML of `node` drawn inside the portal's providers, the per-provider CSS variable class named alike. */
function html(node: ReactNode): string {
  const { container, unmount } = render(<PortalProviders>{node}</PortalProviders>);
  const out = container.innerHTML.replace(/css-var-[\w-]+/g, 'css-var');
  unmount();
  return out;
}

const cases: [string, (T: typeof Typography | typeof AntTypography) => ReactNode][] = [
  ['a title', (T) => <T.Title>Offerter</T.Title>],
  ['a level-3 title with an id and a style', (T) => <T.Title level={3} id="rubrik" style={{ fontSize: 18, margin: 0 }}>Kontakt</T.Title>],
  ['a secondary text', (T) => <T.Text type="secondary">Skickas inom en vecka</T.Text>],
  ['a strong danger text', (T) => <T.Text type="danger" strong>Förfallen</T.Text>],
  ['every decoration', (T) => <T.Text strong italic underline delete code mark keyboard>Allt</T.Text>],
  ['a disabled text with a title attribute', (T) => <T.Text disabled title="x">Av</T.Text>],
  ['a paragraph with text and an element', (T) => <T.Paragraph type="secondary" className="intro">Hej <b>där</b></T.Paragraph>],
  ['a link opening elsewhere', (T) => <T.Link href="https://example.se" target="_blank">Karta</T.Link>],
  ['a link with its own rel and data', (T) => <T.Link href="/leads" rel="next" data-testid="l">Leads</T.Link>],
  ['a success text with aria attributes', (T) => <T.Text type="success" role="status" aria-live="polite">Sparat</T.Text>],
  ['a warning title at level 5', (T) => <T.Title level={5} type="warning">Obs</T.Title>],
  ['a secondary text cut to one line', (T) => <T.Text type="secondary" ellipsis style={{ display: 'block' }}>En mycket lång text</T.Text>],
  ['a text cut to one line with its tooltip', (T) => <T.Text ellipsis={{ tooltip: 'Sjöviks Herrgård' }} style={{ maxWidth: 220 }}>Sjöviks Herrgård</T.Text>],
];

describe('Typography', () => {
  it.each(cases)("draws %s as antd's Typography does", (_name, make) => {
    const ours = html(make(Typography));
    expect(ours).toContain('ant-typography');
    expect(ours).toBe(html(make(AntTypography)));
  });

  it.each([
    [true, 'shows'],
    [false, 'does not show'],
  ])('%s: a text cut to one line %s its whole text in a tooltip on hover', async (cut) => {
    // antd's measure: an element put at the text's end lies outside the text's box when it is cut.
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const right = this.tagName === 'EM' ? 500 : cut ? 100 : 600;
      return { left: 0, top: 0, right, bottom: 20, width: right, height: 20, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    };
    try {
      render(
        <PortalProviders>
          <Typography.Text ellipsis={{ tooltip: 'Sjöviks Herrgård i Leksand' }}>Sjöviks Herrgård i Leksand</Typography.Text>
        </PortalProviders>,
      );
      const text = screen.getByText('Sjöviks Herrgård i Leksand');
      fireEvent.mouseEnter(text);
      fireEvent.mouseLeave(text);
      fireEvent.mouseEnter(text);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(document.querySelector('.ant-tooltip') !== null).toBe(cut);
    } finally {
      Element.prototype.getBoundingClientRect = original;
    }
  });
});
