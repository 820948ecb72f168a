import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020Import from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { PASSWORD_MAX_LENGTH } from '@pawcall/domain';
import type { MessageKey } from '../i18n';
import type { FieldErrors } from './errors';
import { addFieldError } from './errors';

// ajv and ajv-formats are CommonJS; under ESM their default export may sit one level down.
const Ajv2020 = ((Ajv2020Import as unknown as { default?: unknown }).default ??
  Ajv2020Import) as typeof Ajv2020Import;
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as typeof addFormatsImport;

const require = createRequire(import.meta.url);

export type ApiName = 'v1' | 'p';
export const API_BASE: Record<ApiName, string> = { v1: '/api/v1', p: '/api/p' };

type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
}

interface OpenApiDocument {
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, OpenApiOperation | OpenApiParameter[]>>;
}

export interface ContractOperation {
  api: ApiName;
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The contract's path, e.g. /cx/quote/{uuid}. */
  path: string;
  /** The Hono route, e.g. /api/v1/cx/quote/:uuid. */
  route: string;
  /** 'required' answers 401 without a valid bearer token; 'optional' reads it when present. */
  auth: 'required' | 'optional';
  hasBody: boolean;
  validateParams: ValidateFunction;
  validateQuery: ValidateFunction;
  queryNames: string[];
  validateBody: ValidateFunction | null;
  documentedStatuses: Set<number>;
  validateResponse(status: number, body: unknown): string | null;
}

/**
 * Dates the server accepts: PostgreSQL's own range is wider, but a year 0 or 9999 is never a real
 * appointment, birthday or licence, and timestamps outside PostgreSQL's range (year 0000 is not a
 * year there) would fail in the database instead of at the door.
 */
export const DATE_YEARS = { min: 1900, max: 2200 } as const;

const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};

type FormatCheck = { validate: (value: string) => boolean };
const fullDate = fullFormats.date as FormatCheck;
const fullDateTime = fullFormats['date-time'] as FormatCheck;

/** Input caps for a string the contract leaves open, by format: what such a value can ever be. */
const FORMAT_MAX_LENGTH: Record<string, number> = { uuid: 36, date: 10, 'date-time': 35, email: 254 };
/** Any other uncapped string: free text of a few pages at most (the contract caps each field it knows). */
export const DEFAULT_STRING_MAX = 10_000;
/** Any integer the contract leaves open: PostgreSQL's integer, so it never overflows a column. */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

function newAjv(coerce: boolean, input: boolean) {
  // strict: false because OpenAPI 3.1 schemas carry annotations (example) that are not JSON Schema keywords.
  // verbose on input: the refused value tells a date out of range from a malformed one.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    coerceTypes: coerce,
    useDefaults: coerce,
    verbose: input,
  });
  addFormats(ajv);
  if (input) {
    ajv.addFormat('date', {
      type: 'string',
      validate: (v: string) => fullDate.validate(v) && yearInRange(v),
    });
    ajv.addFormat('date-time', {
      type: 'string',
      validate: (v: string) => fullDateTime.validate(v) && yearInRange(v),
    });
  }
  return ajv;
}

const ajvInput = newAjv(false, true);
const ajvCoercing = newAjv(true, true);
const ajvOutput = newAjv(false, false);

/**
 * A copy of a request schema with a cap on every string, integer and array the contract leaves
 * open, so no input is unbounded even where a new field forgot its maxLength: an overlong value is
 * a 422 here, not an index-row or integer-overflow error (a 500) in PostgreSQL.
 */
export function withInputCaps(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withInputCaps);
  if (!schema || typeof schema !== 'object') return schema;
  const capped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    // `properties` maps names to schemas; every other object-valued keyword is a schema or a list of them.
    capped[key] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withInputCaps(sub)]))
        : key === 'enum' || key === 'const' || key === 'example' || key === 'examples' || key === 'default'
          ? value
          : withInputCaps(value);
  }
  const types = ([] as unknown[]).concat(capped.type ?? []);
  const bounded = 'enum' in capped || 'const' in capped;
  if (types.includes('string') && !bounded && capped.maxLength === undefined) {
    capped.maxLength = FORMAT_MAX_LENGTH[String(capped.format)] ?? DEFAULT_STRING_MAX;
  }
  if (types.includes('integer') && !bounded) {
    capped.maximum ??= INTEGER_RANGE.max;
    capped.minimum ??= INTEGER_RANGE.min;
  }
  return capped;
}

/** The first field (dotted, '' for the value itself) holding a NUL character, which PostgreSQL text refuses. */
export function nulField(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = nulField(item, at);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key;
      if (key.includes('\u0000')) return field;
      const found = nulField(item, field);
      if (found !== null) return found;
    }
  }
  return null;
}

function objectSchema(parameters: OpenApiParameter[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = withInputCaps(parameter.schema ?? {}) as JsonSchema;
    if (parameter.required) required.push(parameter.name);
  }
  return { type: 'object', properties, required };
}

/**
 * The bundled contract of one API, through @pawcall/api-client's package export. Read as a file
 * rather than imported: a static JSON import of 3 MB would have TypeScript type every literal in it.
 */
export function contractDocument(api: ApiName): unknown {
  return JSON.parse(readFileSync(require.resolve(`@pawcall/api-client/schema/${api}`), 'utf8'));
}

function loadDocument(api: ApiName): OpenApiDocument {
  return contractDocument(api) as OpenApiDocument;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function loadContract(): Map<string, ContractOperation> {
  const operations = new Map<string, ContractOperation>();
  for (const api of ['v1', 'p'] as const) {
    const document = loadDocument(api);
    for (const [openapiPath, item] of Object.entries(document.paths)) {
      const shared = (item.parameters as OpenApiParameter[] | undefined) ?? [];
      for (const method of METHODS) {
        const operation = item[method] as OpenApiOperation | undefined;
        if (!operation) continue;
        const parameters = [...shared, ...(operation.parameters ?? [])];
        const pathParams = parameters.filter((p) => p.in === 'path');
        const queryParams = parameters.filter((p) => p.in === 'query');
        const security = operation.security ?? document.security ?? [];
        const auth =
          security.length > 0 && security.every((entry) => Object.keys(entry).length > 0)
            ? 'required'
            : 'optional';
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        const responseValidators = new Map<number, ValidateFunction>();
        const documentedStatuses = new Set(Object.keys(operation.responses).map(Number));
        operations.set(operation.operationId, {
          api,
          operationId: operation.operationId,
          method,
          path: openapiPath,
          route: API_BASE[api] + openapiPath.replace(/\{(\w+)\}/g, ':$1'),
          auth,
          hasBody: bodySchema != null,
          validateParams: ajvCoercing.compile(objectSchema(pathParams)),
          validateQuery: ajvCoercing.compile(objectSchema(queryParams)),
          queryNames: queryParams.map((p) => p.name),
          validateBody: bodySchema ? ajvInput.compile(withInputCaps(bodySchema) as JsonSchema) : null,
          documentedStatuses,
          validateResponse(status, body) {
            const response = operation.responses[String(status)];
            if (!response) return `status ${status} is not documented for ${operation.operationId}`;
            const schema = response.content?.['application/json']?.schema;
            if (!schema) return null;
            let validate = responseValidators.get(status);
            if (!validate) {
              validate = ajvOutput.compile(schema);
              responseValidators.set(status, validate);
            }
            if (validate(body)) return null;
            return `${operation.operationId} ${status} response does not match the contract: ${ajvOutput.errorsText(validate.errors, { separator: '; ' })}`;
          },
        });
      }
    }
  }
  return operations;
}

/** Field-specific wording for a missing field; any other field gets the generic "This field is required." */
const REQUIRED_MESSAGES: Record<string, MessageKey> = {
  first_name: 'field.first_name.required',
  last_name: 'field.last_name.required',
  email: 'field.email.required',
  password: 'field.password.required',
  agree_terms: 'register.terms',
  pet_uuid: 'booking.pet.required',
  payment_method_uuid: 'booking.paymentMethod.required',
  concerns: 'booking.concerns.required',
  description: 'booking.description.required',
  code: 'promo.required',
};

function fieldName(instancePath: string): string {
  // /concerns/0 → concerns: messages belong to the field a form shows, not to an array element.
  return instancePath
    .split('/')
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** ajv errors → the envelope's per-field message lists, one message per field and kind. */
export function fieldErrorsFromAjv(
  errors: ErrorObject[] | null | undefined,
  fallbackField = 'body',
): FieldErrors {
  const fields: FieldErrors = {};
  const seen = new Set<string>();
  const add = (field: string, key: MessageKey, params?: Record<string, string | number>) => {
    const id = `${field}|${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    addFieldError(fields, field, key, params);
  };
  const combinators = (errors ?? []).filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  for (const error of errors ?? []) {
    // Errors inside a oneOf/anyOf branch describe branches the value was never meant for.
    if (/\/(oneOf|anyOf)\/\d+\//.test(error.schemaPath)) continue;
    const base = fieldName(error.instancePath);
    switch (error.keyword) {
      case 'required': {
        const missing = String((error.params as { missingProperty: string }).missingProperty);
        const field = base ? `${base}.${missing}` : missing;
        add(field, REQUIRED_MESSAGES[missing] ?? 'validation.required');
        break;
      }
      case 'format': {
        const format = (error.params as { format: string }).format;
        const checkFormat = format === 'date' ? fullDate : format === 'date-time' ? fullDateTime : null;
        if (checkFormat && typeof error.data === 'string' && checkFormat.validate(error.data)) {
          // Well formed, but outside the years the server accepts.
          add(base || fallbackField, 'validation.dateRange', { ...DATE_YEARS });
          break;
        }
        const key: MessageKey =
          format === 'uuid'
            ? 'validation.uuid'
            : format === 'date-time'
              ? 'validation.dateTime'
              : format === 'date'
                ? 'validation.date'
                : format === 'email'
                  ? 'field.email.invalid'
                  : 'validation.invalid';
        add(base || fallbackField, key);
        break;
      }
      case 'enum':
      case 'const':
        add(base || fallbackField, 'validation.enum');
        break;
      case 'minimum':
      case 'exclusiveMinimum':
        add(base || fallbackField, 'validation.minimum', {
          limit: Number((error.params as { limit: number }).limit),
        });
        break;
      case 'maximum':
      case 'exclusiveMaximum':
        add(base || fallbackField, 'validation.maximum', {
          limit: Number((error.params as { limit: number }).limit),
        });
        break;
      case 'maxLength': {
        const field = base || fallbackField;
        const limit = Number((error.params as { limit: number }).limit);
        // A new password past the password rule's cap reads as the rule's own message says it.
        if (field === 'password' && limit === PASSWORD_MAX_LENGTH) add(field, 'password.MAX_LENGTH');
        else add(field, 'validation.maxLength', { limit });
        break;
      }
      case 'maxItems':
        add(base || fallbackField, 'validation.maxItems', {
          limit: Number((error.params as { limit: number }).limit),
        });
        break;
      case 'type': {
        const type = String((error.params as { type: unknown }).type);
        add(
          base || fallbackField,
          type.includes('integer') || type.includes('number') ? 'validation.number' : 'validation.invalid',
        );
        break;
      }
      case 'oneOf':
      case 'anyOf':
        break;
      default:
        add(base || fallbackField, 'validation.invalid');
    }
  }
  // A oneOf whose branches all failed reports each branch; keep only the field when nothing else did.
  for (const error of combinators) {
    const field = fieldName(error.instancePath) || fallbackField;
    if (!fields[field]) add(field, 'validation.invalid');
  }
  return fields;
}
