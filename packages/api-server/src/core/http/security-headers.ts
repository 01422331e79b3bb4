import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. The CSP allows no 'unsafe-eval'; `remoteOrigins`
 * (REMOTE_ORIGINS) are CDN origins serving remote modules: their scripts, manifests, chunks
 * of CSS, fonts and images load from there.
 */
export async function setupSecurityHeaders(app: FastifyInstance, remoteOrigins: readonly string[]): Promise<void> {
  const self = "'self'";
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, ...remoteOrigins],
        styleSrc: [self, "'unsafe-inline'", ...remoteOrigins],
        imgSrc: [self, 'data:', 'blob:', ...remoteOrigins],
        fontSrc: [self, 'data:', ...remoteOrigins],
        connectSrc: [self, ...remoteOrigins],
        objectSrc: ["'none'"],
        baseUri: [self],
        frameAncestors: ["'none'"],
        formAction: [self],
      },
    },
    frameguard: { action: 'deny' },
    // Mailed pages carry their token in the address (`/email-editquote&id=…`): the Referer of what
    // such a page loads or links to names only the origin, also towards this server (whose proxies
    // log it) and over HTTPS only (issue 22).
    referrerPolicy: { policy: 'strict-origin' },
    // Remote modules on a CDN are fetched cross-origin by the browser.
    crossOriginResourcePolicy: { policy: remoteOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
  });
}
