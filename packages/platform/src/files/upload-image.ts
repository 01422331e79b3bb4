import { ApiError, problemOf, type Schemas } from '@portal/api-client';
import { api } from '../api/api';

export type StoredFile = Schemas['StoredFile'];

/**
 * Stores one image (POST /api/files, multipart field `file`) and returns it with its thumbnail.
 * Goes through the portal's client, so the auth header, the in-flight counter and the SPEC §8
 * toasts apply; a rejection (422 `errors.file`, 413) is thrown as ApiError for the form to show.
 */
export async function uploadImage(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data, error, response } = await api.POST('/files', {
    // The generated type describes the multipart fields; the wire body is the FormData itself,
    // left unserialised so that fetch writes the multipart boundary and content type.
    body: body as unknown as { file: string },
    bodySerializer: (formData) => formData as unknown as FormData,
  });
  if (data) return data.data;
  throw error instanceof ApiError ? error : new ApiError(problemOf(error, response));
}
