import { ApiError } from '@portal/api-client';
import { PortalProviders, queryClient, storeToken, clearSession } from '@portal/platform';
import { aQuote, aQuoteFile } from '@portal/venue-answers/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLinkedQuoteActions } from './use-linked-quote-actions';
import { useLinkedQuote } from './use-linked-quote';

const TOKEN = 'q-link_7Hc2vY0pQ';

/**
 * jsdom's FormData and File are not the ones Node's fetch (undici) can serialise, which a browser
 * never has to worry about; for the body's bytes the test uses Node's own classes.
 */
async function useNodeFormData() {
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
  // Node's own File (the module name in a variable: this package has no Node types).
  const buffer = 'node:buffer';
  const { File: NodeFile } = (await import(/* @vite-ignore */ buffer)) as { File: typeof File };
  return NodeFile;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function wrapper({ children }: { children: ReactNode }) {
  return <PortalProviders>{children}</PortalProviders>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('useLinkedQuoteActions().onUpload', () => {
  it('posts the file as multipart with the link’s token only, and puts it in place of the old attachment', async () => {
    storeToken('admin-session-token');
    const old = aQuoteFile({ id: 70, name: 'gammal.pdf' });
    const stored = aQuoteFile({ id: 90, name: 'paket.pdf', url: '/api/files/q-90' });
    const requests: Request[] = [];
    vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
      const request = input as Request;
      requests.push(request);
      if (request.method === 'GET') return json(200, { data: aQuote({ files: [old] }) });
      return json(201, { data: stored, message: { en: 'File added.', sw: 'Filen har lagts till.' } });
    });
    const NodeFile = await useNodeFormData();
    const { result } = renderHook(() => ({ quote: useLinkedQuote(TOKEN), actions: useLinkedQuoteActions(TOKEN) }), { wrapper });
    await waitFor(() => expect(result.current.quote.data).toBeDefined());

    const file = new NodeFile(['%PDF-1.7'], 'paket.pdf', { type: 'application/pdf' }) as unknown as File;
    let answer: unknown;
    await act(async () => {
      answer = await result.current.actions.onUpload(file, 'attachment');
    });
    expect(answer).toEqual(stored);

    const upload = requests.find((request) => request.method === 'POST')!;
    expect(new URL(upload.url).pathname).toBe('/api/public/quote/files');
    expect(new URL(upload.url).search).toBe('');
    expect(upload.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(upload.headers.get('Authorization')).toBeNull();
    // fetch writes the boundary itself; a JSON content type would break the multipart body.
    expect(upload.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await upload.formData();
    expect(form.get('kind')).toBe('attachment');
    expect((form.get('file') as File).name).toBe('paket.pdf');
    await waitFor(() => expect(result.current.quote.data?.files.map((f) => f.name)).toEqual(['paket.pdf']));
  });

  it('throws the server’s refusal for the form to show next to the field', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(async () =>
      json(422, { message: 'Error validation', errors: { file: [{ en: 'Not a PDF.', sw: 'Ingen PDF.' }] } }),
    );
    const NodeFile = await useNodeFormData();
    const { result } = renderHook(() => useLinkedQuoteActions(TOKEN), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.onUpload(new NodeFile(['MZ'], 'x.pdf') as unknown as File, 'attachment').catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).problem.fieldErrors.file).toEqual({ en: 'Not a PDF.', sw: 'Ingen PDF.' });
    queryClient.clear();
  });
});
