import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalProviders } from '../providers/portal-providers';
import { notify } from './notify';
import { TOAST_TOP } from './toast-host';

describe('ToastHost', () => {
  it('says a message once when its title says the same', async () => {
    render(<PortalProviders>{null}</PortalProviders>);
    act(() => notify.error('Kontrollera e-post eller lösenord', 'Kontrollera e-post eller lösenord'));
    const toast = await waitFor(() => {
      const found = document.querySelector('.portal-toast');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(toast.textContent?.match(/Kontrollera e-post eller lösenord/g)).toHaveLength(1);
  });

  it('shows a title and a different text both, below the header', async () => {
    render(<PortalProviders>{null}</PortalProviders>);
    act(() => notify.warning('Servern svarar inte just nu.', 'Serverfel'));
    expect(await screen.findByText('Servern svarar inte just nu.')).toBeInTheDocument();
    expect(screen.getByText('Serverfel')).toBeInTheDocument();
    // The header is 64 px high: the toasts start under it, never over its controls.
    const stack = document.querySelector<HTMLElement>('.ant-notification-topRight');
    expect(stack?.style.getPropertyValue('--notification-top')).toBe(`${TOAST_TOP}px`);
    expect(TOAST_TOP).toBeGreaterThan(64);
  });

  it('loads the notifications with the first toast, and shows one raised before the page was drawn', async () => {
    act(() => notify.success('Sparat innan sidan ritades'));
    render(<PortalProviders>{null}</PortalProviders>);
    expect(await screen.findByText('Sparat innan sidan ritades')).toBeInTheDocument();
  });

});
