import { PortalProviders } from '@portal/platform';
import { fireEvent, render, screen } from '@testing-library/react';
import { Segmented as AntSegmented } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Segmented, type SegmentedProps } from './segmented';

/** The HTML of `node` drawn inside the portal's providers, the per-provider CSS variable class and the generated name alike. */
function html(node: ReactNode): string {
  const { container, unmount } = render(<PortalProviders>{node}</PortalProviders>);
  const out = container.innerHTML.replace(/css-var-[\w-]+/g, 'css-var').replace(/name="[^"]*"/g, 'name="x"');
  unmount();
  return out;
}

const LANGUAGES = [
  { value: 'sv', label: <span lang="sv" title="Svenska">SV</span> },
  { value: 'en', label: <span lang="en" title="English">EN</span> },
];

type Make = (S: ComponentType<SegmentedProps<string>>) => ReactNode;
const cases: [string, Make][] = [
  ['the language switch', (S) => <S aria-label="Språk" value="sv" size="small" options={LANGUAGES} />],
  ['on a dark header', (S) => <S aria-label="Språk" value="en" size="small" style={{ background: 'rgba(255,255,255,.85)' }} options={LANGUAGES} />],
  ['a large block with a disabled option', (S) => <S value="b" size="large" block options={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B', disabled: true }]} />],
  ['a disabled choice without a value', (S) => <S disabled options={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }]} />],
];

describe('Segmented', () => {
  it.each(cases)("draws %s as antd's Segmented does", (_name, make) => {
    const ours = html(make(Segmented as ComponentType<SegmentedProps<string>>));
    expect(ours).toContain('ant-segmented');
    expect(ours).toBe(html(make(AntSegmented as ComponentType<SegmentedProps<string>>)));
  });

  it('reports the option chosen', () => {
    const onChange = vi.fn();
    render(
      <PortalProviders>
        <Segmented aria-label="Språk" value="sv" onChange={onChange} options={LANGUAGES} />
      </PortalProviders>,
    );
    fireEvent.click(screen.getByText('EN'));
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
