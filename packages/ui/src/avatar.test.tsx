import { UserOutlined } from '@ant-design/icons';
import { PortalProviders } from '@portal/platform';
import { fireEvent, render } from '@testing-library/react';
import { Avatar as AntAvatar } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

/** The HTML of `node` drawn inside the portal's providers, the per-provider CSS variable class named alike. */
function html(node: ReactNode, afterImageError = false): string {
  const { container, unmount } = render(<PortalProviders>{node}</PortalProviders>);
  const image = container.querySelector('img');
  if (afterImageError && image) fireEvent.error(image);
  const out = container.innerHTML.replace(/css-var-[\w-]+/g, 'css-var');
  unmount();
  return out;
}

const cases: [string, (A: typeof Avatar | typeof AntAvatar) => ReactNode, boolean?][] = [
  ["the header's small icon avatar", (A) => <A size="small" alt="" icon={<UserOutlined aria-hidden />} aria-hidden />],
  ['a small avatar with a picture', (A) => <A size="small" src="/api/files/1.png" alt="" icon={<UserOutlined aria-hidden />} aria-hidden />],
  ['a picture that cannot be loaded', (A) => <A size="small" src="/api/files/missing.png" alt="" icon={<UserOutlined aria-hidden />} />, true],
  ['a large square icon avatar with a class and a style', (A) => <A size="large" shape="square" icon={<UserOutlined />} className="mine" style={{ background: '#1d5c63' }} />],
  ['an avatar of 40 px', (A) => <A size={40} icon={<UserOutlined />} />],
];

describe('Avatar', () => {
  it.each(cases)("draws %s as antd's Avatar does", (_name, make, afterImageError) => {
    const ours = html(make(Avatar), afterImageError);
    expect(ours).toContain('ant-avatar');
    expect(ours).toBe(html(make(AntAvatar), afterImageError));
  });
});
