import type { components } from '@portal/api-client';

/** The record types that can be exported to and imported from CSV. */
export type CsvKind = 'accounts' | 'contacts';

export type ImportPreview = components['schemas']['ImportPreview'];
export type ImportPreviewRow = ImportPreview['rows'][number];
