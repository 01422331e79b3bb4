import type { Schemas } from '@portal/api-client';

type StoredFile = Schemas['StoredFile'];

/** A small picture drawn in SVG, so the stories need neither files nor a server. */
function picture(hue: number, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="208" height="208"><rect width="208" height="208" fill="hsl(${hue} 45% 55%)"/><text x="104" y="116" font-family="sans-serif" font-size="22" fill="white" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

let nextId = 100;

/** A stored image as `POST /api/files` answers it. */
export function demoImage(hue: number, text: string): StoredFile {
  const url = picture(hue, text);
  nextId += 1;
  return { id: nextId, url, thumbnail_url: url, content_type: 'image/jpeg', size: 245_000, width: 1600, height: 1067 };
}

/** Pictures of a venue: the conference hall, a room, the dining room. */
export const demoVenueImages: StoredFile[] = [demoImage(205, 'Stora salen'), demoImage(140, 'Hotellrum'), demoImage(30, 'Matsal')];

/** Answers like the server after a short wait: the file comes back as a stored image. */
export function demoUpload(delayMs = 800): (file: File) => Promise<StoredFile> {
  return (file) => new Promise((resolve) => setTimeout(() => resolve(demoImage((file.size * 37) % 360, file.name.slice(0, 14))), delayMs));
}
