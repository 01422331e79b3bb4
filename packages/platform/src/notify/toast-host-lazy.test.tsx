import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PortalProviders } from '../providers/portal-providers';
import { notify } from './notify';

// Counts how often antd's notifications (the host's own file) are fetched.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./notification-host', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe('ToastHost', () => {
  it("fetches antd's notifications with the first toast, not with the page", async () => {
    render(<PortalProviders>{null}</PortalProviders>);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads.count).toBe(0);
    act(() => notify.info('Nu syns det'));
    expect(await screen.findByText('Nu syns det')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
