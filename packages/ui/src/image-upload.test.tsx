import { ApiError, describeProblem, type Schemas } from '@portal/api-client';
import { PortalProviders, setLanguage } from '@portal/platform';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload, type ImageUploadProps } from './image-upload';

type StoredFile = Schemas['StoredFile'];

const stored = (id: number): StoredFile => ({
  id,
  url: `/api/files/${id}.jpg`,
  thumbnail_url: `/api/files/${id}-thumb.jpg`,
  content_type: 'image/jpeg',
  size: 1000,
  width: 800,
  height: 600,
});

function Field({ initial = [], ...props }: Partial<ImageUploadProps> & { initial?: StoredFile[] }) {
  const [files, setFiles] = useState(initial);
  return (
    <ImageUpload label="Bilder" max={3} upload={vi.fn()} {...props} value={files} onChange={setFiles} />
  );
}

function renderField(props: Partial<ImageUploadProps> & { initial?: StoredFile[] } = {}) {
  render(
    <PortalProviders>
      <Field {...props} />
    </PortalProviders>,
  );
}

// The input's `accept` would keep a non-image out of the picker; a drop or "all files" lets it through.
const user = () => userEvent.setup({ applyAccept: false });

function bigFile(): File {
  const file = new File(['x'], 'karta.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: 31 * 1024 * 1024 });
  return file;
}

beforeEach(() => setLanguage('sv'));

describe('ImageUpload', () => {
  it('uploads a chosen image and shows its thumbnail', async () => {
    const upload = vi.fn(async () => stored(7));
    renderField({ upload });
    await user().upload(screen.getByLabelText('Bilder', { selector: 'input' }), new File(['x'], 'sal.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Bilder, bild 1' })).toHaveAttribute('src', '/api/files/7-thumb.jpg');
    expect(upload).toHaveBeenCalledOnce();
  });

  it('turns away a too large file and a non-image in the browser, without uploading', async () => {
    const upload = vi.fn(async () => stored(7));
    renderField({ upload });
    const input = screen.getByLabelText('Bilder', { selector: 'input' });
    await user().upload(input, bigFile());
    expect(screen.getByRole('alert')).toHaveTextContent('karta.png är för stor: en bild får vara högst 30 MB.');
    await user().upload(input, new File(['%PDF'], 'avtal.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('avtal.pdf är inte en bild i JPEG, PNG, WebP eller GIF.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server’s reason for refusing a file, in the current language', async () => {
    setLanguage('en');
    const problem = describeProblem(422, 'Unprocessable Entity', {
      message: 'Error validation',
      errors: { file: [{ en: 'The image could not be read.', sw: 'Bilden kunde inte läsas.' }] },
    });
    renderField({ upload: vi.fn(async () => Promise.reject(new ApiError(problem))) });
    await user().upload(screen.getByLabelText('Bilder', { selector: 'input' }), new File(['x'], 'trasig.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('trasig.jpg: The image could not be read.');
    expect(screen.queryByRole('img', { name: /Bilder, bild/ })).not.toBeInTheDocument();
  });

  it('removes an image with the keyboard', async () => {
    renderField({ initial: [stored(1), stored(2)] });
    const remove = screen.getByRole('button', { name: 'Ta bort bild 1' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('img', { name: /Bilder, bild/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Bilder, bild 1' })).toHaveAttribute('src', '/api/files/2-thumb.jpg');
  });

  it('hides the add button at the maximum, and offers it again after a removal', async () => {
    renderField({ initial: [stored(1), stored(2), stored(3)] });
    expect(screen.queryByRole('button', { name: /Lägg till bild/ })).not.toBeInTheDocument();
    expect(screen.getByText(/3 av 3 bilder/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort bild 3' }));
    expect(screen.getByRole('button', { name: /Lägg till bild/ })).toBeInTheDocument();
  });

  it('shows that an upload is under way', async () => {
    let finish: (file: StoredFile) => void = () => {};
    renderField({ upload: () => new Promise<StoredFile>((resolve) => (finish = resolve)) });
    await user().upload(screen.getByLabelText('Bilder', { selector: 'input' }), new File(['x'], 'sal.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('status')).toHaveTextContent('Laddar upp …');
    finish(stored(9));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Bilder, bild 1' })).toBeInTheDocument();
  });
});
