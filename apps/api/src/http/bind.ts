import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { POperations, V1Operations } from '@pawcall/api-client/types';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { UPLOAD_MAX_BYTES } from '@pawcall/domain';
import type { PresentedIdentity } from '../auth/identity';
import { guardSignedInCall, identityRefusal } from '../auth/requestGuards';
import { liveSessionSql } from '../auth/sessions';
import { verifyAccessToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { MAX_PET_PHOTO_BYTES } from '../domain/petDetails';
import type { UserRow } from '../domain/rows';
import { type Locale, type MessageKey, type MessageParams, resolveLocale, translate } from '../i18n';
import { type ContractOperation, fieldErrorsFromAjv, nulField } from './contract';
import { DomainError, type FieldErrors, InvalidFields } from '../domain/errors';
import { ApiError, FailError, STATUS_OF_KIND } from './errors';

/** What a handler is given from the request once the contract has validated it. */
export interface OperationInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface RequestContext<Input extends OperationInput = OperationInput> {
  c: Context;
  deps: AppDeps;
  locale: Locale;
  /** The request's instant, read once from the clock. */
  now: Date;
  user: UserRow | null;
  /** The caller's session (the access token's `sid`), live when user is set. */
  sessionId: string | null;
  ip: string;
  params: Input['params'];
  query: Input['query'];
  body: Input['body'];
  t(key: MessageKey, params?: MessageParams): string;
}

interface ResultExtras {
  headers?: Record<string, string>;
  cookies?: string[];
}

export interface HandlerResult extends ResultExtras {
  status?: number;
  data: unknown;
}

export type Handler = (ctx: RequestContext) => Promise<HandlerResult>;

/** Every operation of both APIs by operationId (the two share no operationId). */
type ContractOperations = V1Operations & POperations;
export type OperationId = keyof ContractOperations;

/** `T` without `undefined`, or `Empty` when the contract says there is none (`?: never`). */
type OrEmpty<T, Empty> = [NonNullable<T>] extends [never] ? Empty : NonNullable<T>;
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * An operation's input as the handler sees it: path and query parameters after ajv has coerced
 * them (numbers and booleans are numbers and booleans), and the JSON body (null when the
 * operation takes none, or takes it as multipart).
 */
type InputOf<Op> = Op extends { parameters: infer Parameters; requestBody?: infer RequestBody }
  ? {
      params: OrEmpty<Parameters extends { path?: infer Path } ? Path : never, Record<never, string>>;
      query: OrEmpty<Parameters extends { query?: infer Query } ? Query : never, Record<never, unknown>>;
      body: OrEmpty<JsonContent<NonNullable<RequestBody>>, null>;
    }
  : never;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The `data` of a success envelope (`{status: 'success', data}`) the contract documents for `status`. */
type SuccessData<Response> =
  JsonContent<Response> extends { status: 'success'; data: infer Data }
    ? Data
    : JsonContent<Response> extends never
      ? null
      : never;

/**
 * What a handler may return for an operation: for each 2xx status the contract documents, that
 * status (200 may be left out: it is the default) with its envelope's `data`.
 */
type ResultOf<Op> = Op extends { responses: infer Responses }
  ? {
      [Status in Extract<keyof Responses, SuccessStatus>]: (Status extends 200
        ? { status?: 200 }
        : { status: Status }) & { data: SuccessData<Responses[Status]> } & ResultExtras;
    }[Extract<keyof Responses, SuccessStatus>]
  : never;

/**
 * One handler per contract operation, typed from the generated contract: `ctx.params`,
 * `ctx.query` and `ctx.body` are what the operation accepts (run validates them with ajv before
 * the handler is called, so the types hold), and the result is what it answers.
 */
export type OperationHandlers = {
  [Id in OperationId]: (
    ctx: RequestContext<InputOf<ContractOperations[Id]>>,
  ) => Promise<ResultOf<ContractOperations[Id]>>;
};

/** The context operation `Id`'s handler is given, for a helper that several handlers share. */
export type OperationContext<Id extends OperationId> = Parameters<OperationHandlers[Id]>[0];

/** The handlers a route module provides: declare them `{ … } satisfies Handlers`. */
export type Handlers = Partial<OperationHandlers>;

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'local';
  }
}

type CallerRow = UserRow & {
  identity_user_uuid: string | null;
  identity_revoked_at: Date | null;
  session_live: boolean;
};

/**
 * The caller, with the browser identity it presents (X-Identifier) read in the same query: every
 * signed-in call needs both, so it costs one round trip, not two.
 */
async function authenticate(
  c: Context,
  deps: AppDeps,
  now: Date,
): Promise<{
  user: UserRow | null;
  sessionId: string | null;
  identity: PresentedIdentity | null;
  rejected: MessageKey | ApiError | null;
}> {
  const header = c.req.header('authorization');
  if (!header?.toLowerCase().startsWith('bearer '))
    return { user: null, sessionId: null, identity: null, rejected: null };
  const claims = await verifyAccessToken(deps.authSecret, header.slice(7).trim(), now.getTime());
  const expired = { user: null, sessionId: null, identity: null, rejected: 'auth.sessionExpired' as const };
  if (!claims) return expired;
  // The token's session must still be live (not signed out, not ended by a password change),
  // checked in the same round trip, so leaving out a header cannot skip it.
  const [row] = await deps.db.query<CallerRow>(
    `SELECT u.*, d.user_uuid AS identity_user_uuid, d.revoked_at AS identity_revoked_at,
            ${liveSessionSql('$3', 'u.uuid', '$4')} AS session_live
       FROM users u LEFT JOIN device_identities d ON d.id = $2
      WHERE u.uuid = $1`,
    [claims.sub, c.req.header('x-identifier') ?? null, claims.sid, now],
  );
  if (!row) return expired;
  const { identity_user_uuid, identity_revoked_at, session_live, ...user } = row;
  const identity = identity_user_uuid
    ? { user_uuid: identity_user_uuid, revoked_at: identity_revoked_at }
    : null;
  // A signed-out browser's other tab is told so (403 IDENTIFIER), as the spec's web app expects.
  if (!session_live)
    return { ...expired, rejected: identityRefusal(user.uuid, identity) ?? expired.rejected };
  return { user, sessionId: claims.sid, identity, rejected: null };
}

function failBody(locale: Locale, fields: FieldErrors) {
  const data: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    data[field] = messages.map((message) => translate(locale, message.key, message.params));
  }
  return { status: 'fail' as const, data };
}

const KIB = 1024;
const MIB = 1024 * KIB;
/** Enough for any JSON form of the contract: its longest free text (10,000 characters) several times over. */
export const DEFAULT_BODY_LIMIT = 64 * KIB;
/** base64 of `bytes`: four characters for every three bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * Operations whose body may be larger than DEFAULT_BODY_LIMIT, each with the limit its own upload
 * rule documents; the body is refused past it before it is read into memory.
 */
export const BODY_LIMITS: Record<string, number> = {
  // The profile photo travels as a data: URL (the contract caps data_url at 2,800,000 characters: 2 MB of image).
  uploadProfilePhoto: 2_800_000 + 4 * KIB,
  // A pet photo: one multipart file of up to 10 MB, plus the multipart framing.
  uploadPetPhoto: MAX_PET_PHOTO_BYTES + 64 * KIB,
  // A shared file: base64 of the appointment's whole upload allowance (10 MB), plus its name and type.
  uploadMedia: base64Length(UPLOAD_MAX_BYTES) + 4 * KIB,
  // Stripe's events carry whole objects (a payment intent with its charges): roomier than a form.
  receiveStripeWebhook: 1 * MIB,
};

function readableSize(bytes: number, locale: Locale): string {
  const french = locale === 'fr-CA';
  return bytes >= MIB
    ? `${Math.round(bytes / MIB)} ${french ? 'Mo' : 'MB'}`
    : `${Math.round(bytes / KIB)} ${french ? 'Ko' : 'KB'}`;
}

/**
 * Refuses a body over the operation's limit with 413 in the envelope: by its Content-Length before
 * anything is read, or, for a body without one, as soon as the bytes read pass the limit.
 */
function limitBody(operationId: string): MiddlewareHandler {
  const maxSize = BODY_LIMITS[operationId] ?? DEFAULT_BODY_LIMIT;
  return bodyLimit({
    maxSize,
    onError: (c) => {
      const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
      c.header('Cache-Control', 'no-store');
      c.header('Content-Language', locale);
      return c.json(
        {
          status: 'error',
          message: translate(locale, 'generic.tooLarge', { limit: readableSize(maxSize, locale) }),
          code: 'TOO_LARGE',
        },
        413,
      );
    },
  });
}

/** A NUL character anywhere in `value` (PostgreSQL text cannot hold it): 400, naming the field. */
/** Thrown by the input checks that run before any handler, for every operation alike. */
class InputRefused extends FailError {}

/** A NUL character anywhere in `value` (PostgreSQL text cannot hold it): 400, naming the field. */
function refuseNul(value: unknown, fallbackField: string): void {
  const field = nulField(value);
  if (field !== null) throw new InputRefused({ [field || fallbackField]: [{ key: 'validation.nul' }] }, 400);
}

/**
 * Mounts each contract operation that has a handler: parses and validates path, query and body
 * against the contract, resolves the caller and the locale, runs the handler, wraps the result in
 * the envelope and (in tests) checks the response against the contract too.
 */
/**
 * Fixed path segments before parameters at the same depth (/px/appointments/inquiry before
 * /px/appointments/:ref): the router takes the first match, so the order handlers are listed in
 * must not decide which operation answers.
 */
function compareRoutes(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const leftSegment = left[index] as string;
    const rightSegment = right[index] as string;
    const leftParam = leftSegment.startsWith(':');
    const rightParam = rightSegment.startsWith(':');
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
    // Any two fixed segments, in a fixed order, so the sort is total.
    if (!leftParam && leftSegment !== rightSegment) return leftSegment < rightSegment ? -1 : 1;
  }
  return left.length - right.length;
}

export function bindOperations(
  app: Hono,
  deps: AppDeps,
  contract: Map<string, ContractOperation>,
  handlers: Handlers,
): void {
  const entries = Object.entries(handlers).sort(([a], [b]) =>
    compareRoutes(contract.get(a)?.route ?? '', contract.get(b)?.route ?? ''),
  );
  for (const [operationId, handler] of entries) {
    const operation = contract.get(operationId);
    if (!operation) throw new Error(`Handler ${operationId} has no operation in the contract`);
    // The one place the contract's types meet the raw request: run validates params, query and
    // body against this very operation before calling the handler, so its typed view holds.
    const anyHandler = handler as Handler;
    app.on(operation.method.toUpperCase(), operation.route, limitBody(operationId), (c) =>
      run(c, operation, anyHandler, deps),
    );
  }
  // Operations mounted by hand (documents, webhooks, broadcasting auth, sign-in redirects) get
  // their body limit here, registered before those routes so it runs first.
  for (const operation of contract.values()) {
    if (operation.operationId in handlers) continue;
    app.on(operation.method.toUpperCase(), operation.route, limitBody(operation.operationId));
  }
}

async function run(
  c: Context,
  operation: ContractOperation,
  handler: Handler,
  deps: AppDeps,
): Promise<Response> {
  const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
  let status = 200;
  let body: unknown;
  let refusedInput = false;
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  try {
    const now = deps.clock.now();
    const { user, sessionId, identity, rejected } = await authenticate(c, deps, now);
    if (operation.auth === 'required' && !user) {
      // A signed-out browser's other tab is told so (403 IDENTIFIER), like the spec's web app expects.
      if (rejected instanceof ApiError && operation.api === 'v1') throw rejected;
      throw new ApiError(
        401,
        'UNAUTHENTICATED',
        rejected instanceof ApiError ? 'auth.sessionExpired' : (rejected ?? 'auth.unauthenticated'),
      );
    }
    // A revoked or foreign browser identity (403 IDENTIFIER), then the area rules (403 with the url to go to).
    if (user) guardSignedInCall(user, operation, identity);
    const params: Record<string, string> = { ...c.req.param() };
    refuseNul(params, 'path');
    if (!operation.validateParams(params)) {
      // A malformed id names nothing that can exist.
      throw new ApiError(404, 'NOT_FOUND', 'generic.notFound');
    }
    const query: Record<string, unknown> = {};
    for (const name of operation.queryNames) {
      const value = c.req.query(name);
      if (value !== undefined && value !== '') query[name] = value;
    }
    refuseNul(query, 'query');
    if (!operation.validateQuery(query))
      throw new InputRefused(fieldErrorsFromAjv(operation.validateQuery.errors));

    let requestBody: unknown = null;
    if (operation.hasBody && operation.validateBody) {
      const text = await c.req.text();
      try {
        requestBody = text.trim() === '' ? {} : JSON.parse(text);
      } catch {
        throw new InputRefused({ body: [{ key: 'generic.malformedJson' }] });
      }
      refuseNul(requestBody, 'body');
      if (!operation.validateBody(requestBody))
        throw new InputRefused(fieldErrorsFromAjv(operation.validateBody.errors));
    }

    const result = await handler({
      c,
      deps,
      locale,
      now,
      user,
      sessionId,
      ip: clientIp(c, deps.trustProxy),
      params,
      query,
      body: requestBody,
      t: (key, messageParams) => translate(locale, key, messageParams),
    });
    status = result.status ?? 200;
    body = { status: 'success', data: result.data };
    Object.assign(headers, result.headers);
    cookies.push(...(result.cookies ?? []));
  } catch (error) {
    if (error instanceof ApiError) {
      status = error.status;
      body = {
        status: 'error',
        message: translate(locale, error.messageKey, error.params),
        code: error.code,
        ...(error.data ? { data: error.data } : {}),
      };
      Object.assign(headers, error.headers);
      cookies.push(...error.cookies);
    } else if (error instanceof DomainError) {
      status = STATUS_OF_KIND[error.kind];
      body = {
        status: 'error',
        message: translate(locale, error.messageKey, error.params),
        code: error.code,
      };
      if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
    } else if (error instanceof InvalidFields) {
      refusedInput = error instanceof InputRefused;
      status = error instanceof FailError ? error.status : error.malformed ? 400 : 422;
      body = failBody(locale, error.fields);
    } else {
      console.error(`[api] ${operation.operationId} failed`, error);
      status = 500;
      body = { status: 'error', message: translate(locale, 'generic.error'), code: 'INTERNAL' };
    }
  }

  // Input refused before the handler ran is the same for every operation (the contract's
  // description documents it once): only a status the operation does not list goes unchecked.
  const undocumentedRefusal = refusedInput && !operation.documentedStatuses.has(status);
  if (deps.validateResponses && status < 500 && !undocumentedRefusal) {
    const problem = operation.validateResponse(status, body);
    if (problem) {
      console.error(`[api] contract drift: ${problem}`, JSON.stringify(body).slice(0, 2000));
      status = 500;
      body = { status: 'error', message: `Contract drift: ${problem}`, code: 'INTERNAL' };
    }
  }

  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  c.header('Content-Language', locale);
  c.header('Vary', 'Authorization, X-Locale, Accept-Language');
  return c.json(body as object, status as 200);
}
