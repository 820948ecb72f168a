import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from './log';

/**
 * An incoming X-Request-Id is kept (a proxy's or a caller's, so one id follows the request across
 * systems) only when it is a plain token: anything else could forge log lines or carry data.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * One log line per request: method, path (never the query string, which can carry codes and
 * emails), status, duration in ms and the request id, which is also answered as X-Request-Id so a
 * user's report can be matched to the line. Nothing from headers or bodies is logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: requestId,
    });
  };
}
