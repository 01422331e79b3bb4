import { ApiError } from '@portal/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../session/session';
import { uploadImage } from './upload-image';

const stored = { id: 5, url: '/api/files/a.jpg', thumbnail_url: '/api/files/a-thumb.jpg', content_type: 'image/jpeg', size: 3, width: 1, height: 1 };

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * jsdom's FormData and File are not the ones Node's fetch (undici) can serialise, which a browser
 * never has to worry about; for the body's bytes the test uses Node's own classes.
 */
async function useNodeFormData() {
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
  const { File: NodeFile } = await import('node:buffer');
  return NodeFile;
}

describe('uploadImage', () => {
  it('posts the file as multipart with the session token and returns the stored image', async () => {
    storeToken('secret');
    const fetch = answer(201, { data: stored, message: { en: 'Uploaded', sw: 'Uppladdad' } });
    const NodeFile = await useNodeFormData();
    const file = new NodeFile(['abc'], 'sal.jpg', { type: 'image/jpeg' }) as unknown as File;
    await expect(uploadImage(file)).resolves.toEqual(stored);

    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/files');
    expect(request.headers.get('Authorization')).toBe('Bearer secret');
    // fetch writes the boundary itself; a JSON content type would break the multipart body.
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await request.text();
    expect(sent).toContain('Content-Disposition: form-data; name="file"; filename="sal.jpg"');
    expect(sent).toContain('Content-Type: image/jpeg');
    expect(sent).toContain('\r\n\r\nabc\r\n');
  });

  it('throws the server’s 422 as an ApiError carrying the file’s message', async () => {
    answer(422, { message: 'Error validation', errors: { file: [{ en: 'Not an image', sw: 'Ingen bild' }] } });
    const error = await uploadImage(new File(['x'], 'a.jpg', { type: 'image/jpeg' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem.fieldErrors).toEqual({ file: { en: 'Not an image', sw: 'Ingen bild' } });
  });
});
