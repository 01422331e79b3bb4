import { api } from '../api/api';
import { i18n, type Language } from './i18n';

export type ServerTexts = Record<'en' | 'sw', Record<string, string>>;

const LANGUAGE_OF: Record<'en' | 'sw', Language> = { en: 'en', sw: 'sv' };

/**
 * Lays the server's texts (`GET language`) over the bundled ones: a key `namespace:path`
 * (`shell:login.title`) replaces that bundled text, so wording can change without a release;
 * any other key lands in the `server` namespace.
 */
export function applyServerTexts(texts: ServerTexts): void {
  for (const source of ['en', 'sw'] as const) {
    const language = LANGUAGE_OF[source];
    for (const [key, value] of Object.entries(texts[source] ?? {})) {
      if (!value) continue;
      const split = key.indexOf(':');
      const [namespace, path] = split > 0 ? [key.slice(0, split), key.slice(split + 1)] : ['server', key];
      i18n.addResource(language, namespace, path, value, { silent: true });
    }
  }
  // One re-render for the whole batch.
  void i18n.changeLanguage(i18n.language);
}

/** Fetches and applies the server's texts; the bundled ones stay if the call fails. */
export async function loadServerTexts(): Promise<void> {
  try {
    const { data } = await api.GET('/language');
    if (data) applyServerTexts(data.data);
  } catch {
    // The bundled texts are complete; a missing overlay is not worth bothering the user.
  }
}
