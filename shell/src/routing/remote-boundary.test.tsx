import { setLanguage } from '@portal/platform';
import { mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ModuleUnavailableError } from '../mf/remotes';
import { RemoteBoundary } from './remote-boundary';

function EndDate({ dates }: { dates: [string, string] | null }) {
  // The request form's crash: reading a cleared date range.
  return <p>{dates![0]}</p>;
}

function Unreachable(): never {
  throw new ModuleUnavailableError('mf-leads', { cause: new TypeError('Failed to fetch') });
}

/** Crashes on its first showing only, as a page does whose state a retry starts afresh. */
function CrashOnce() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary key={attempt} module="mf-public" routeId="sendRequest" onRetry={() => setAttempt((n) => n + 1)}>
      {attempt === 0 ? <EndDate dates={null} /> : <p>Formuläret är tillbaka</p>}
    </RemoteBoundary>
  );
}

const answerNoContent = () => new Response(null, { status: 204 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('sv');
});

describe('RemoteBoundary', { timeout: 20_000 }, () => {
  it.each([
    ['sv', 'Något gick fel på den här sidan', 'Ladda om sidan', 'kunde inte laddas'],
    ['en', 'Something went wrong on this page', 'Reload the page', 'could not be loaded'],
  ] as const)('says a page crashed, not that its module is missing, names no module, and reports it (%s)', async (language, title, retry, wrong) => {
    setLanguage(language);
    const requests = mockApi({ 'POST /client-errors': answerNoContent });
    renderWithPortal(<CrashOnce />, '/send-request');

    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(document.body).not.toHaveTextContent(wrong);
    expect(document.body).not.toHaveTextContent('mf-public');

    await waitFor(() => expect(requests.filter((r) => r.path === '/client-errors')).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({
      kind: 'crash',
      message: expect.stringContaining('TypeError'),
      stack: expect.any(String),
      path: '/send-request',
      module: 'mf-public',
      route_id: 'sendRequest',
    });

    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByText('Formuläret är tillbaka')).toBeInTheDocument();
  });

  it.each([
    ['sv', 'Den här delen av portalen kunde inte laddas', 'Försök igen'],
    ['en', 'This part of the portal could not be loaded', 'Try again'],
  ] as const)('says a module could not be loaded when its code did not arrive (%s)', async (language, title, retry) => {
    setLanguage(language);
    const requests = mockApi({ 'POST /client-errors': answerNoContent });
    const onRetry = vi.fn();
    renderWithPortal(
      <RemoteBoundary module="mf-leads" routeId="leads" onRetry={onRetry}>
        <Unreachable />
      </RemoteBoundary>,
      '/leads',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(document.body).not.toHaveTextContent('mf-leads');
    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(onRetry).toHaveBeenCalledOnce();
    await waitFor(() => expect(requests.map((r) => r.body)).toEqual([expect.objectContaining({ kind: 'unavailable', module: 'mf-leads' })]));
  });

  it('never sends the address, which may hold a link token, only the route pattern', async () => {
    const requests = mockApi({ 'POST /client-errors': answerNoContent });
    renderWithPortal(
      <RemoteBoundary module="mf-public" routeId="resetPassword" onRetry={() => undefined}>
        <EndDate dates={null} />
      </RemoteBoundary>,
      '/reset-password&id=SECRET-token',
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ path: '/reset-password&id=:token' });
    expect(JSON.stringify(requests[0]!.body)).not.toContain('SECRET-token');
  });
});
