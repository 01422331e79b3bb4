import { PortalProviders } from '@portal/platform';
import { render } from '@testing-library/react';
import { Button, Result as AntResult } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Result } from './result';

/** The HTML of `node` drawn inside the portal's providers, the per-provider CSS variable class named alike. */
function html(node: ReactNode): string {
  const { container, unmount } = render(<PortalProviders>{node}</PortalProviders>);
  const out = container.innerHTML.replace(/css-var-[\w-]+/g, 'css-var');
  unmount();
  return out;
}

const cases: [string, (R: typeof Result | typeof AntResult) => ReactNode][] = [
  ['an info result (the default status)', (R) => <R title="Inget här" />],
  ['a success result with a text and a button', (R) => <R status="success" title="Klart" subTitle="Lösenordet är sparat." extra={<Button type="primary">Logga in</Button>} />],
  ['a warning result with a style', (R) => <R status="warning" title="Länken gäller inte" subTitle="Be om en ny." style={{ padding: 24 }} />],
  ['an error result with content and data', (R) => <R status="error" title="Fel" data-testid="fel" aria-live="polite"><p>Mer</p></R>],
  ['a result with its own icon', (R) => <R status="info" icon={<span>!</span>} title="Obs" />],
  ['a result without an icon and with a class', (R) => <R status="success" icon={null} title="Tyst" className="mine" />],
];

describe('Result', () => {
  it.each(cases)("draws %s as antd's Result does", (_name, make) => {
    const ours = html(make(Result));
    expect(ours).toContain('ant-result');
    expect(ours).toBe(html(make(AntResult)));
  });
});
