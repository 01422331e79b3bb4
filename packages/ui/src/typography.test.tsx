import { PortalProviders } from '@portal/platform';
import { render } from '@testing-library/react';
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
];

describe('Typography', () => {
  it.each(cases)("draws %s as antd's Typography does", (_name, make) => {
    const ours = html(make(Typography));
    expect(ours).toContain('ant-typography');
    expect(ours).toBe(html(make(AntTypography)));
  });
});
