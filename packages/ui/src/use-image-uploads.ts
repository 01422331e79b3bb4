import { ApiError, type Message, type Schemas } from '@portal/api-client';
import { useRef, useState, type ChangeEvent } from 'react';

type StoredFile = Schemas['StoredFile'];

/** What the server stores (openapi `uploadFile`); anything else is turned away before uploading. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** The server's limit is 30 MB per image. */
export const MAX_IMAGE_BYTES = 30 * 1024 * 1024;
/** Why a file was turned away, as a translation key and its values. */
export type Rejection = { key: string; values: Record<string, string | number> } | { name: string; message: Message };

/** Checks what the browser can check before any byte is sent. */
export function checkImage(file: File): Rejection | null {
  if (!IMAGE_TYPES.includes(file.type)) return { key: 'imageUpload.wrongType', values: { name: file.name } };
  if (file.size >= MAX_IMAGE_BYTES) return { key: 'imageUpload.tooBig', values: { name: file.name, max: 30 } };
  return null;
}

/**
 * The images of an ImageUpload as they are uploaded: what is still on its way, what was turned
 * away and why, how many more fit, and adding (checked, then uploaded one after another) and removing.
 */
export function useImageUploads(value: StoredFile[], onChange: ((files: StoredFile[]) => void) | undefined, max: number, upload: (file: File) => Promise<StoredFile>) {
  const [uploading, setUploading] = useState<string[]>([]);
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const room = max - value.length - uploading.length;
  // The value as it is now, not as it was when an upload began: an image removed while other
  // files are still uploading must stay removed when they arrive.
  const latest = useRef(value);
  latest.current = value;

  const handleFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file chosen again after a rejection must fire change once more.
    event.target.value = '';
    const found: Rejection[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const rejection = checkImage(file);
      if (rejection) found.push(rejection);
      else if (accepted.length < room) accepted.push(file);
      else found.push({ key: 'imageUpload.tooMany', values: { name: file.name, max } });
    }
    setRejections(found);
    if (accepted.length === 0) return;

    setUploading(accepted.map((file) => file.name));
    // One after another, each shown as soon as it is stored, so one failure keeps the others.
    for (const file of accepted) {
      try {
        const stored = await upload(file);
        latest.current = [...latest.current, stored];
        onChange?.(latest.current);
      } catch (error) {
        const serverText = error instanceof ApiError ? error.problem.fieldErrors.file : undefined;
        found.push(serverText ? { name: file.name, message: serverText } : { key: 'imageUpload.failed', values: { name: file.name } });
        setRejections([...found]);
      }
      setUploading((names) => names.slice(1));
    }
  };

  const remove = (file: StoredFile) => {
    setRejections([]);
    latest.current = latest.current.filter((other) => other.id !== file.id);
    onChange?.(latest.current);
  };

  return { uploading, rejections, room, handleFiles, remove };
}
