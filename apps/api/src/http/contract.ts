import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Import from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { MessageKey } from '../i18n';
import type { FieldErrors } from './errors';
import { addFieldError } from './errors';

// ajv and ajv-formats are CommonJS; under ESM their default export may sit one level down.
const Ajv2020 = ((Ajv2020Import as unknown as { default?: unknown }).default ??
  Ajv2020Import) as typeof Ajv2020Import;
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as typeof addFormatsImport;

const generatedDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/api-client/src/generated',
);

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

function newAjv(coerce: boolean) {
  // strict: false because OpenAPI 3.1 schemas carry annotations (example) that are not JSON Schema keywords.
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: coerce, useDefaults: coerce });
  addFormats(ajv);
  return ajv;
}

const ajvInput = newAjv(false);
const ajvCoercing = newAjv(true);
const ajvOutput = newAjv(false);

function objectSchema(parameters: OpenApiParameter[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = parameter.schema ?? {};
    if (parameter.required) required.push(parameter.name);
  }
  return { type: 'object', properties, required };
}

function loadDocument(api: ApiName): OpenApiDocument {
  return JSON.parse(readFileSync(path.join(generatedDir, `${api}.schema.json`), 'utf8')) as OpenApiDocument;
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
          validateBody: bodySchema ? ajvInput.compile(bodySchema) : null,
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
