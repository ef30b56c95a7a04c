import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './http/types';
import { AppError } from './http/app-error';
import { handleError } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { originCheck } from './http/origin-check';
import { clientIp } from './http/client-ip';
import { compressResponses } from './http/compress';
import { applyStandingHeaders, standHeader } from './http/standing-headers';
import { requestId } from './http/request-id';
import { MAX_PHOTO_BYTES } from '#shared/customers/customer.schemas';
import { MAX_UPLOAD_BYTES } from '#shared/community/community.schemas';
import { staticSite } from './web/static-site';
import { statementPageRoutes } from './statements/index';
import { registerRoutes } from './http/register-routes';
import { apiRoutes } from './api-routes';
import { settleSessionChanges } from './auth/session-cache';
import { rememberLastWrite } from './http/read-your-writes';
import { serverTiming } from './http/server-timing';
import type { RouteEntry } from './http/route-manifest';

export type AppOptions = {
  clientDir?: string;
  /** The route manifest to serve (default: apiRoutes); measurements compare variants of it. */
  routes?: readonly RouteEntry[];
};

/** The largest JSON body any route takes. */
const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // The request id, the security headers and /api's Cache-Control are named before the route runs and
  // set on every answer: a JSON answer is made with them (compress.ts), any other gets them here (decision 073).
  app.use(applyStandingHeaders());
  if (deps.config.SERVER_TIMING) app.use(serverTiming());
  app.use((c, next) => {
    c.set('deps', deps);
    return next();
  });
  // A request that changed a session answers once this instance's own copies know it (decision 056).
  app.use(settleSessionChanges);
  app.use(requestId());
  if (deps.config.LOG_REQUESTS) app.use(logger());
  app.use(securityHeaders({ isHttpsApp: deps.config.appUrl.startsWith('https://'), trustProxy: deps.config.TRUST_PROXY }));
  app.use(clientIp(deps.config.TRUST_PROXY));
  app.use(compressResponses());

  const api = new Hono<AppEnv>();
  api.use(originCheck(deps.config.appUrl));
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: () => { throw new AppError('BODY_TOO_LARGE'); } });
  const photoLimit = bodyLimit({ maxSize: MAX_PHOTO_BYTES, onError: () => { throw new AppError('IMAGE_TOO_LARGE'); } });
  // Photo uploads (PUT …/photo, raw image bytes) may be up to 5 MB; everything else is JSON up to 1 MB.
  // GET and HEAD carry no body. A body with a Content-Length is judged by it (Node's parser reads
  // exactly that many bytes), so the web Request hono's bodyLimit would build to look at the body —
  // and that @hono/node-server otherwise never needs — is not made; chunked bodies are counted by it.
  api.use((c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    // Community uploads stream to storage, counted as they arrive (src/server/community/media-upload.ts).
    if (method === 'POST' && c.req.path === '/api/community/uploads') {
      if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BYTES) throw new AppError('MEDIA_TOO_LARGE');
      return next();
    }
    const isPhoto = method === 'PUT' && c.req.path.endsWith('/photo');
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > (isPhoto ? MAX_PHOTO_BYTES : JSON_BODY_LIMIT)) throw new AppError(isPhoto ? 'IMAGE_TOO_LARGE' : 'BODY_TOO_LARGE');
      return next();
    }
    return (isPhoto ? photoLimit : jsonLimit)(c, next);
  });
  api.use((c, next) => {
    standHeader(c, 'Cache-Control', 'no-store');
    return next();
  });
  // With DATABASE_READ_URL: the primary's WAL position after a write, for read-your-writes (decision 061).
  if (deps.readReplica) api.use(rememberLastWrite(deps.config.appUrl.startsWith('https://')));
  // Every /api route comes from the manifest (src/server/api-routes.ts); anything else is a JSON 404 or 405.
  registerRoutes(api, options.routes ?? apiRoutes);
  app.route('/api', api);
  // The customer's statement page (decision 050): public, server-rendered, outside /api.
  app.route('/s', statementPageRoutes());

  if (options.clientDir) app.route('/', staticSite(options.clientDir, { isSecure: deps.config.appUrl.startsWith('https://'), origin: new URL(deps.config.appUrl).origin }));
  return app;
}
