import { describe, expect, it, vi } from 'vitest';
import { notify, subscribeToasts, type Toast } from './notify';

describe('notify', () => {
  it('shows a repeated failure once while it is on screen, and every confirmation', () => {
    vi.useFakeTimers();
    const toasts: Toast[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    notify.error('Servern svarar inte', 'Serverfel');
    notify.error('Servern svarar inte', 'Serverfel');
    notify.success('Sparat');
    notify.success('Sparat');
    expect(toasts.map((t) => t.message)).toEqual(['Servern svarar inte', 'Sparat', 'Sparat']);
    vi.advanceTimersByTime(5_001);
    notify.error('Servern svarar inte', 'Serverfel');
    expect(toasts).toHaveLength(4);
    stop();
    vi.useRealTimers();
  });

  it('clears what is on screen and what waits for a host, and shows a failure again after a clear', () => {
    const cleared: string[] = [];
    notify.error('Kontrollera e-post eller lösenord');
    notify.clear();
    const toasts: Toast[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast), () => cleared.push('cleared'));
    expect(toasts).toEqual([]);
    notify.error('Kontrollera e-post eller lösenord');
    notify.clear();
    expect(cleared).toEqual(['cleared']);
    notify.error('Kontrollera e-post eller lösenord');
    expect(toasts.map((t) => t.message)).toEqual(['Kontrollera e-post eller lösenord', 'Kontrollera e-post eller lösenord']);
    stop();
    notify.clear();
    expect(cleared).toEqual(['cleared']);
  });
});
