import { PortalProviders } from '@portal/platform';
import { render } from '@testing-library/react';
import { Progress } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ProgressCircle } from './progress-circle';

/** The HTML of `node` drawn inside the portal's providers, the per-provider CSS variable class named alike. */
function html(node: ReactNode): string {
  const { container, unmount } = render(<PortalProviders>{node}</PortalProviders>);
  const out = container.innerHTML.replace(/css-var-[\w-]+/g, 'css-var');
  unmount();
  return out;
}

describe('ProgressCircle', () => {
  it.each([
    [100, 'success'],
    [0, 'active'],
    [37, 'active'],
    [99, 'active'],
    [100, 'active'],
  ] as const)("draws %i %% (%s) as antd's Progress circle in the header does", (percent, status) => {
    const antd = html(<Progress aria-hidden type="circle" size={22} strokeWidth={12} percent={percent} showInfo={false} status={status} />);
    const ours = html(<ProgressCircle aria-hidden size={22} strokeWidth={12} percent={percent} status={status} />);
    expect(ours).toContain('ant-progress-circle-path');
    expect(ours).toBe(antd);
  });
});
