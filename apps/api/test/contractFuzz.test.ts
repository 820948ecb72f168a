import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument } from '../src/http/contract';
import { call, partnerUuid, signIn, startServer, type TestServer } from './support';

/**
 * Whatever a caller sends, the server answers it (2xx, or a 4xx in the envelope), never with a
 * 5xx. The inputs come from the contract itself: for every operation with a JSON body or query
 * parameters, each field gets values of its schema's shape and hostile ones (NUL characters,
 * overlong and unusual text, numbers past any column, dates PostgreSQL cannot hold, wrong types),
 * sent by a signed-in client and a signed-in vet through the whole app. Fixed seed and run count,
 * so a run is repeatable and bounded.
 */

type Schema = Record<string, unknown> & {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}

const SEED = 20_301_107;
const RUNS_PER_OPERATION = 50;
const BASE = { v1: '/api/v1', p: '/api/p' } as const;

interface Target {
  api: keyof typeof BASE;
  method: string;
  path: string;
  operation: Operation;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: Schema | null;
}

function targets(): Target[] {
  const found: Target[] = [];
  for (const api of ['v1', 'p'] as const) {
    const document = contractDocument(api) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [openapiPath, item] of Object.entries(document.paths)) {
      const shared = (item.parameters as Parameter[] | undefined) ?? [];
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const operation = item[method] as Operation | undefined;
        if (!operation) continue;
        const parameters = [...shared, ...(operation.parameters ?? [])];
        const queryParams = parameters.filter((p) => p.in === 'query');
        const body = operation.requestBody?.content['application/json']?.schema ?? null;
        const writes = method !== 'get' && body !== null;
        if (!writes && queryParams.length === 0) continue;
        found.push({
          api,
          method,
          path: openapiPath,
          operation,
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams,
          body,
        });
      }
    }
  }
  return found;
}

// Hostile values, built once (fast-check would take long to grow 70,000 characters).
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  `${'x'.repeat(300)}\u0000`,
  'a'.repeat(255),
  'a'.repeat(3_000),
  `${'a'.repeat(3_000)}@example.com`,
  'é'.repeat(5_001),
  '🐶'.repeat(2_000),
  'x'.repeat(70_000),
  '\ud800',
  'a\udc00b',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '0000-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2030-02-30T10:00:00Z',
  '99999999999999999999',
  '-2147483649',
  '1e308',
  'NaN',
  'true',
  'null',
];
const HOSTILE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0.0001, 1e-300];
const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  0,
  -1,
  [],
  {},
  [null],
  { nested: '\u0000' },
  Array.from({ length: 2_000 }, (_, i) => `item ${i}`),
);
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);

const types = (schema: Schema): string[] => ([] as string[]).concat(schema.type ?? []);

/** Values of the schema's own shape, so a request gets past the fields it does not break. */
function shaped(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => value(branch, depth + 1)));
  if (schema.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties as object, part.properties ?? {});
      (merged.required as string[]).push(...(part.required ?? []));
    }
    return shaped(merged, depth);
  }
  const options = types(schema);
  if (options.length > 1) return fc.oneof(...options.map((type) => shaped({ ...schema, type }, depth)));
  switch (options[0] ?? (schema.properties ? 'object' : 'string')) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(value(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(properties)) record[name] = value(sub, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      switch (schema.format) {
        case 'uuid':
          return fc.uuid();
        case 'date-time':
          return fc
            .date({
              min: new Date('2000-01-01T00:00:00Z'),
              max: new Date('2100-01-01T00:00:00Z'),
              noInvalidDate: true,
            })
            .map((date) => date.toISOString());
        case 'date':
          return fc
            .date({
              min: new Date('1990-01-01T00:00:00Z'),
              max: new Date('2100-01-01T00:00:00Z'),
              noInvalidDate: true,
            })
            .map((date) => date.toISOString().slice(0, 10));
        case 'email':
          return fc.emailAddress();
        default:
          return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40), unit: 'grapheme' });
      }
  }
}

/** Mostly the schema's shape, often something hostile: each field breaks on its own. */
function value(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const kinds = types(schema);
  const numeric = kinds.includes('integer') || kinds.includes('number');
  return fc.oneof(
    { arbitrary: shaped(schema, depth), weight: 3 },
    { arbitrary: numeric ? hostileNumber : hostileString, weight: 2 },
    { arbitrary: wrongType, weight: 1 },
  );
}

/** A query parameter is text in the URL: its shape's value spelled out, or a hostile spelling. */
function queryValue(schema: Schema): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: shaped(schema, 0).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))), weight: 3 },
    { arbitrary: hostileString, weight: 2 },
    { arbitrary: hostileNumber.map(String), weight: 1 },
  );
}

let server: TestServer;
const tokens: Record<'client' | 'vet', string> = { client: '', vet: '' };
/** Real values for path parameters, so requests reach handlers and not only the 404 for an unknown id. */
const known: Record<string, string[]> = {};
let generatedInputs = 0;
/** How many answers had each status: shows how far the inputs got (a run of only 422s proves little). */
const statuses = new Map<number, number>();

async function freshTokens() {
  tokens.client = (await signIn(server.app, 'noah@pawcall.test', 'Pawcall123', '198.51.100.201')).token;
  tokens.vet = (await signIn(server.app, 'dr.chen@pawcall.test', 'Pawcall123', '198.51.100.202')).token;
}

beforeAll(async () => {
  server = await startServer();
  await freshTokens();
  const emily = await partnerUuid(server.app, 'dr-emily-chen');
  const pets = await call(server.app, 'GET', '/api/v1/cx/pets', { token: tokens.client });
  const refs = [
    ...((await call(server.app, 'GET', '/api/v1/cx/appointments', { token: tokens.client })).body?.data
      ?.items ?? []),
    ...((await call(server.app, 'GET', '/api/v1/px/appointments', { token: tokens.vet })).body?.data?.items ??
      []),
  ].map((item: { reference_id: string }) => item.reference_id);
  const petUuids = ((pets.body?.data ?? []) as Array<{ uuid: string }>).map((pet) => pet.uuid);
  Object.assign(known, {
    ref: refs.slice(0, 4),
    uuid: [...petUuids.slice(0, 2), emily],
    partnerUuid: [emily],
    slug: ['dr-emily-chen'],
  });
}, 120_000);
afterAll(async () => {
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  console.log(`contract fuzz: ${generatedInputs} generated inputs sent (${byStatus.join(', ')})`);
  await server?.close();
});

/** Path segments sent as they are, not encoded: malformed escapes a client can still put in a URL. */
const RAW_SEGMENTS = ['%', '%ZZ', '%00', '%ED%A0%80', '%C0%AF', '..', '%2e%2e%2f'];

/** A path segment, percent-encoded; a lone surrogate, which no URL can carry, goes as a malformed escape. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function pathValue(parameter: Parameter): fc.Arbitrary<string> {
  const real = known[parameter.name] ?? [];
  const shapedValue = shaped(parameter.schema ?? { type: 'string' }, 0).map((v) => segment(String(v)));
  return fc.oneof(
    { arbitrary: real.length > 0 ? fc.constantFrom(...real.map(segment)) : shapedValue, weight: 3 },
    { arbitrary: shapedValue, weight: 1 },
    { arbitrary: hostileString.filter((s) => s !== '' && s.length < 4_000).map(segment), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
}

async function send(
  target: Target,
  input: { caller: 'client' | 'vet'; path: string[]; query: (string | undefined)[]; body: unknown },
) {
  let url = BASE[target.api] + target.path;
  target.pathParams.forEach((parameter, index) => {
    url = url.replace(`{${parameter.name}}`, input.path[index] as string);
  });
  const search = new URLSearchParams();
  target.queryParams.forEach((parameter, index) => {
    const v = input.query[index];
    if (v !== undefined) search.set(parameter.name, v);
  });
  if ([...search.keys()].length > 0) url += `?${search}`;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${tokens[input.caller]}`,
    'X-Forwarded-For': '203.0.113.77',
  };
  let body: string | undefined;
  if (target.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  const response = await server.app.request(url, { method: target.method.toUpperCase(), headers, body });
  const text = await response.text();
  return { status: response.status, text };
}

/**
 * A 500 is always a failure. Another 5xx passes only where the contract documents it as a
 * deliberate answer (503 PROVIDER_UNAVAILABLE for a sign-in provider this server has no keys for).
 */
function acceptable(target: Target, answer: { status: number; text: string }): boolean {
  if (answer.status < 500) return true;
  if (answer.status === 500 || !(String(answer.status) in target.operation.responses)) return false;
  return !answer.text.includes('"INTERNAL"');
}

describe('every operation answers arbitrary input without a 5xx', () => {
  const all = targets();
  it('finds the operations in the contract', () => {
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(
    all.map((target) => [`${target.method.toUpperCase()} ${target.api} ${target.path}`, target] as const),
  )('%s', async (_, target) => {
    // Sign-out, password change and similar operations end sessions: start each with live ones.
    const alive = await call(server.app, 'GET', '/api/v1/profile', { token: tokens.client });
    const vetAlive = await call(server.app, 'GET', '/api/v1/profile', { token: tokens.vet });
    if (alive.status !== 200 || vetAlive.status !== 200) await freshTokens();

    const input = fc.record({
      // Each area's own caller, so inputs reach the handler instead of the area guard's 403.
      caller: target.path.startsWith('/cx/')
        ? fc.constant('client' as const)
        : target.path.startsWith('/px/')
          ? fc.constant('vet' as const)
          : fc.constantFrom('client' as const, 'vet' as const),
      path: fc.tuple(...target.pathParams.map(pathValue)),
      query: fc.tuple(...target.queryParams.map((parameter) => queryValue(parameter.schema ?? {}))),
      body: target.body ? value(target.body) : fc.constant(undefined),
    });
    await fc.assert(
      fc.asyncProperty(input, async (generatedInput) => {
        generatedInputs += 1;
        const answer = await send(target, generatedInput);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (!acceptable(target, answer)) {
          console.error(
            `${target.operation.operationId} answered ${answer.status}: ${answer.text.slice(0, 500)}`,
          );
          return false;
        }
        return true;
      }),
      { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
    );
  });
});
