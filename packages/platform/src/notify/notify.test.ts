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
});
