import { PortalProviders } from '@portal/platform';
import { render } from '@testing-library/react';
import { Card as AntCard } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

/** The HTML of `node` drawn inside the portal's providers, the per-provider CSS variable class named alike. */
function html(node: ReactNode): string {
  const { container, unmount } = render(<PortalProviders>{node}</PortalProviders>);
  const out = container.innerHTML.replace(/css-var-[\w-]+/g, 'css-var');
  unmount();
  return out;
}

const cases: [string, (C: typeof Card | typeof AntCard) => ReactNode][] = [
  ['a plain card', (C) => <C>Innehåll</C>],
  ['a card with a title', (C) => <C title="Kontakt">Anna</C>],
  ['a card with a title and extra content', (C) => <C title="Nya leads" extra={<a href="/leads">Alla</a>}>Tre nya</C>],
  ['extra content alone', (C) => <C extra={<span>5</span>}>x</C>],
  ['a small card with styles', (C) => <C size="small" style={{ marginBottom: 16 }} styles={{ body: { padding: '16px 20px 4px' } }}>Fält</C>],
  ['a titled card with header and body styles, a class, a role and data', (C) => (
    <C title="Rubrik" className="mine" role="region" aria-label="Område" data-testid="kort" styles={{ header: { minHeight: 40 }, body: { padding: 0 } }}>
      <p>Rad</p>
    </C>
  )],
  ['a card without children', (C) => <C title="Tom" />],
  ['a borderless card', (C) => <C variant="borderless">Utan ram</C>],
];

describe('Card', () => {
  it.each(cases)("draws %s as antd's Card does", (_name, make) => {
    const ours = html(make(Card));
    expect(ours).toContain('ant-card');
    expect(ours).toBe(html(make(AntCard)));
  });
});
