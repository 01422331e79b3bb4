import { render, screen, waitFor } from '@testing-library/react';
import type { PagesFile } from '@portal/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A page declared `plain` (issue 25) is drawn without antd's providers: the plain customer layout,
// no antd root, no ConfigProvider. Fresh instances of the shell's and the platform's modules per
// test: once a page needed antd the shell keeps it around every page (the shell's tests share one
// page, `isolate: false`).

async function renderAt(url: string, loginPlain: boolean) {
  vi.resetModules();
  const platform = await import('@portal/platform');
  await import('../i18n');
  const { modulesAtom } = await import('../mf/modules-atom');
  const { default: shellPages } = await import('./pages.json');
  const { PortalRoute } = await import('./portal-route');
  platform.registerPages('shell', { pages: { ...(shellPages as PagesFile).pages, login: { ...(shellPages as PagesFile).pages.login!, plain: loginPlain } } });
  platform.portalStore.set(modulesAtom, {});
  const router = platform.createPortalMemoryRouter({ initialEntries: [url] });
  render(
    <platform.PlainProviders>
      <platform.PortalRouter router={router}>
        <PortalRoute />
      </platform.PortalRouter>
    </platform.PlainProviders>,
  );
  return platform;
}

afterEach(() => vi.restoreAllMocks());

describe('a plain page', { timeout: 30_000 }, () => {
  it('is drawn without antd: the plain layout with the brand and the language switch, no antd root; a toast still shows', async () => {
    const platform = await renderAt('/login', true);
    expect(await screen.findByRole('button', { name: 'Logga in' }, { timeout: 20_000 })).toBeVisible();
    expect(document.querySelector('.portal-plain-layout')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Konferensportalen' })).toHaveAttribute('href', '/send-request');
    expect(screen.getByRole('radiogroup', { name: 'Språk' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'SV' })).toBeChecked();
    expect(document.querySelector('.ant-app')).toBeNull();
    // The first toast fetches antd's notifications, with the portal's theme.
    platform.notify.success('Sparat', 'Klart');
    await waitFor(() => expect(document.querySelector('.portal-toast-success')?.textContent).toContain('Sparat'));
    expect(document.querySelector('.ant-app')).toBeNull();
  });

  it('switches the language from the plain switch', async () => {
    const platform = await renderAt('/login', true);
    await screen.findByRole('button', { name: 'Logga in' }, { timeout: 20_000 });
    screen.getByTitle('English').click();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'EN' })).toBeChecked();
    platform.setLanguage('sv');
  });
});

describe('a page that is not plain', { timeout: 30_000 }, () => {
  it("is drawn inside antd's providers (the App root with the portal's theme), fetched with it", async () => {
    await renderAt('/login', false);
    expect(await screen.findByRole('button', { name: 'Logga in' }, { timeout: 20_000 })).toBeVisible();
    await waitFor(() => expect(document.querySelector('.ant-app')).not.toBeNull());
    expect((document.querySelector('.ant-app') as HTMLElement).style.fontFamily).toContain('system-ui');
  });

  it('Not Found gets them too', async () => {
    await renderAt('/no-such-page', false);
    await waitFor(() => expect(document.querySelector('.ant-app')).not.toBeNull());
  });
});
