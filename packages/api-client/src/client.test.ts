import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, formBody, QUIET_HEADER } from './index';
import { createQueryHooks } from './queries';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

describe('createApiClient', () => {
  it('sends the bearer token and counts calls in flight', async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.headers.get('Authorization')).toBe('Bearer abc');
      return jsonResponse(200, { data: [] });
    }) as unknown as typeof globalThis.fetch;
    const started = vi.fn();
    const settled = vi.fn();
    const { api } = createApiClient({ baseUrl: 'http://test/api', getToken: () => 'abc', fetch, onCallStarted: started, onCallSettled: settled });
    const { data } = await api.GET('/notifications');
    expect(data).toEqual({ data: [] });
    expect(started).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('reports a failed call once, marked quiet when the caller asked', async () => {
    const onProblem = vi.fn();
    const fetch = (async () => jsonResponse(401, { message: 'Unauthenticated' })) as typeof globalThis.fetch;
    const { api } = createApiClient({ baseUrl: 'http://test/api', getToken: () => 'abc', fetch, onProblem });
    await api.GET('/notifications', { headers: { [QUIET_HEADER]: '1' } });
    expect(onProblem).toHaveBeenCalledTimes(1);
    expect(onProblem.mock.calls[0]?.[0]).toMatchObject({ kind: 'unauthenticated', status: 401 });
    expect(onProblem.mock.calls[0]?.[1]).toMatchObject({ path: '/notifications', authenticated: true, quiet: true });
  });

  it('never takes a 401 from /login for a lost session, even with a stale token stored', async () => {
    const onProblem = vi.fn();
    const fetch = (async () => jsonResponse(401, { message: 'Please check email-id or password' })) as typeof globalThis.fetch;
    const { api } = createApiClient({ baseUrl: 'http://test/api', getToken: () => 'stale', fetch, onProblem });
    await api.POST('/login', { body: { email: 'a@b.se', password: 'x' } });
    expect(onProblem.mock.calls[0]?.[1]).toMatchObject({ path: '/login', authenticated: false });
  });

  it('turns a network failure into a network problem', async () => {
    const onProblem = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const { api } = createApiClient({ baseUrl: 'http://test/api', getToken: () => null, fetch, onProblem });
    await expect(api.GET('/regions')).rejects.toBeInstanceOf(ApiError);
    expect(onProblem.mock.calls[0]?.[0]).toMatchObject({ kind: 'network', status: 0 });
  });

  it('does not report a cancelled call as a network failure', async () => {
    const onProblem = vi.fn();
    const settled = vi.fn();
    const fetch = vi.fn(async (request: Request) => {
      request.signal.throwIfAborted();
      return jsonResponse(200, { data: [] });
    }) as unknown as typeof globalThis.fetch;
    const { api } = createApiClient({ baseUrl: 'http://test/api', getToken: () => null, fetch, onProblem, onCallSettled: settled });
    const controller = new AbortController();
    controller.abort();
    await expect(api.GET('/regions', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(onProblem).not.toHaveBeenCalled();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('makes query hooks throw an ApiError carrying the field errors', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(422, { message: 'Error validation', errors: { search: ['Too long'] } }),
    ) as unknown as typeof globalThis.fetch;
    const { api } = createApiClient({ baseUrl: 'http://test/api', getToken: () => 'abc', fetch });
    const $api = createQueryHooks(api);
    const options = $api.queryOptions('get', '/leads', { params: { query: { search: 'x' } } });
    const error = await Promise.resolve(options.queryFn({ queryKey: options.queryKey, signal: new AbortController().signal } as never)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem.fieldErrors).toEqual({ search: 'Too long' });
  });
});

describe('formBody', () => {
  it('encodes a flat object as form fields', () => {
    expect(formBody({ email: 'a@b.se', password: 'x y', skip: undefined }).toString()).toBe('email=a%40b.se&password=x+y');
  });
});
