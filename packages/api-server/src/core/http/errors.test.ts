import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { setupErrorHandling } from './errors.js';

describe('error handling', () => {
  it('answers 409 with a bilingual message when a save races a delete (foreign key violation)', async () => {
    const app = Fastify();
    setupErrorHandling(app);
    app.post('/save', async () => {
      // What drizzle throws when the referenced row was deleted between the check and the insert.
      throw new Error('Failed query', { cause: Object.assign(new Error('violates foreign key constraint'), { code: '23503' }) });
    });
    const response = await app.inject({ method: 'POST', url: '/save' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: {
        en: 'A record this refers to was removed in the meantime. Reload the page and try again.',
        sw: 'En post som detta hänvisar till togs bort under tiden. Ladda om sidan och försök igen.',
      },
    });
    await app.close();
  });
});
