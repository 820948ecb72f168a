import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, contractDocument, loadContract } from '../src/http/contract';
import {
  bookQuote,
  freeSlots,
  partnerUuid,
  quoteVisit,
  signIn,
  startServer,
  type TestServer,
} from './support';

// Every operation of the contract, called by five callers — a guest, client A (Olivia), client B
// (Noah), vet A (Dr. Chen), vet B (Dr. Brooks) — each with the ids of resources someone else owns:
// a guest and client B and vet B get Olivia's and Dr. Chen's, client A and vet A get Noah's and
// Dr. Brooks's. No call may succeed (2xx) where the contract's security says the caller cannot: a
// guest on a secured operation, anyone with another owner's id. The operations come from the
// contract, so a new one is covered without a test of its own; a new path parameter or body field
// holding an id must be classified below or the matrix refuses to run.

type Kind =
  | 'appointment'
  | 'otherAppointmentOfPet'
  | 'pet'
  | 'petPhoto'
  | 'address'
  | 'paymentMethod'
  | 'notification'
  | 'quote'
  | 'recordNote'
  | 'media'
  | 'intent'
  | 'order';
type Owned = Record<Kind, string>;

/**
 * Which owned resource a path parameter names, by the path it sits in. `null`: the id is public
 * (anyone may know it and the operation answers the same to everyone), given as the value here.
 */
function pathParameter(operation: ContractOperation, name: string): Kind | { public: string } {
  const at = operation.path;
  switch (name) {
    case 'ref':
      return at.startsWith('/cx/orders/') ? 'order' : 'appointment';
    case 'selected':
      return 'otherAppointmentOfPet';
    case 'photoUuid':
      return 'petPhoto';
    case 'uuid':
      if (at.startsWith('/profile/address/')) return 'address';
      if (at.startsWith('/cx/pets/')) return 'pet';
      if (at.startsWith('/cx/quote/')) return 'quote';
      if (at.includes('/record-notes/')) return 'recordNote';
      if (at.includes('/media/')) return 'media';
      // A vet's availability is public: the booking page shows it to guests.
      if (operation.api === 'p' && at.startsWith('/partner/')) return { public: publicIds.chen };
      break;
    case 'id':
      if (at.startsWith('/cx/payment-methods/')) return 'paymentMethod';
      if (at.startsWith('/notifications/')) return 'notification';
      if (at.startsWith('/payments/local/intents/')) return 'intent';
      break;
    // Public by nature: a catalogue product, a vet's profile address, the SSO organizations listed on
    // the sign-in page, currencies.
    case 'productUuid':
      return { public: publicIds.product };
    case 'partnerUuid':
      return { public: publicIds.chen };
    case 'slug':
      return { public: 'dr-emily-chen' };
    case 'organization':
      return { public: 'northside-vets' };
    case 'from':
      return { public: 'USD' };
    case 'to':
      return { public: 'CAD' };
    // A signed document link: {kind}/{id}.pdf, valid only with its signature (sent wrong here).
    case 'kind':
      return { public: 'medical-record' };
    case 'file':
      return { public: 'PAWV5T8N.pdf' };
  }
  throw new Error(
    `classify path parameter {${name}} of ${operation.operationId} in authorizationMatrix.test.ts`,
  );
}

/** Body and query fields that carry an owned id: filled with another owner's. */
const ID_FIELDS: Record<string, Kind> = {
  pet_uuid: 'pet',
  quote_uuid: 'quote',
  payment_method_uuid: 'paymentMethod',
  payment_intent_id: 'intent',
  appointment_reference_id: 'appointment',
};

/**
 * Id fields that only narrow the caller's own data: another owner's id there must answer exactly
 * as an id that does not exist does (checked), rather than be refused.
 */
const OWN_DATA_FILTERS: Record<string, string[]> = {
  // The caller's own upgrade offer for that appointment: null for anyone else's appointment.
  getAppointmentUpgradeOffer: ['appointment_reference_id'],
};

const roles = ['guest', 'client A', 'client B', 'vet A', 'vet B'] as const;
type Role = (typeof roles)[number];

let server: TestServer;
const publicIds = { chen: '', product: '' };
const tokens: Partial<Record<Role, string>> = {};
const emails: Record<Exclude<Role, 'guest'>, string> = {
  'client A': 'olivia@pawcall.test',
  'client B': 'noah@pawcall.test',
  'vet A': 'dr.chen@pawcall.test',
  'vet B': 'dr.brooks@pawcall.test',
};
let ownedByA: Owned;
/** Ids of the same shape that nobody owns. */
const unknownIds: Owned = {
  appointment: 'PAWZZZZZZ',
  otherAppointmentOfPet: 'PAWZZZZZY',
  pet: randomUUID(),
  petPhoto: randomUUID(),
  address: randomUUID(),
  paymentMethod: randomUUID(),
  notification: randomUUID(),
  quote: randomUUID(),
  recordNote: randomUUID(),
  media: randomUUID(),
  intent: 'pi_unknown',
  order: 'ORDZZZZZZZ',
};
let ownedByB: Owned;

/** The part of an OpenAPI document the requests are built from. */
interface OperationSpec {
  parameters?: unknown[];
  requestBody?: { content: unknown };
}
type PathItem = Record<string, OperationSpec>;
const schemas = {
  v1: contractDocument('v1') as { paths: Record<string, PathItem> },
  p: contractDocument('p') as { paths: Record<string, PathItem> },
};

/** The owned resources of a client and vet around one of their appointments; the rest are made here. */
async function ownedAround(
  appointment: string,
  otherAppointmentOfPet: string,
  quote: string,
): Promise<Owned> {
  const db = server.db;
  const [row] = await db.query<{ uuid: string; client_uuid: string; partner_uuid: string; pet_uuid: string }>(
    'SELECT uuid, client_uuid, partner_uuid, pet_uuid FROM appointments WHERE reference_id = $1',
    [appointment],
  );
  if (!row) throw new Error(`no appointment ${appointment}`);
  const now = server.clock.now();
  const id = () => randomUUID();
  const petPhoto = id();
  await db.query(
    "INSERT INTO pet_photos (uuid, pet_uuid, content_type, size, content, created_at) VALUES ($1, $2, 'image/png', 4, $3, $4)",
    [petPhoto, row.pet_uuid, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), now],
  );
  const [address] = await db.query<{ uuid: string }>('SELECT uuid FROM addresses WHERE user_uuid = $1', [
    row.client_uuid,
  ]);
  const addressUuid = address?.uuid ?? id();
  if (!address)
    await db.query(
      `INSERT INTO addresses (uuid, user_uuid, address_1, city, postal, province, country, created_at, updated_at)
       VALUES ($1, $2, '1 Main St', 'Toronto', 'M5V 1A1', 'ON', 'CA', $3, $3)`,
      [addressUuid, row.client_uuid, now],
    );
  const [card] = await db.query<{ uuid: string }>('SELECT uuid FROM payment_methods WHERE owner_uuid = $1', [
    row.client_uuid,
  ]);
  const notification = id();
  await db.query(
    `INSERT INTO notifications (uuid, user_uuid, type, resource_id, body, link, sent_at)
     VALUES ($1, $2, 'AppointmentBooked', $3, 'Booked.', $4, $5)`,
    [notification, row.client_uuid, appointment, `/cx/appointments/${appointment}`, now],
  );
  const recordNote = id();
  await db.query(
    `INSERT INTO record_notes (uuid, appointment_uuid, author_uuid, type, body_1, created_at, updated_at)
     VALUES ($1, $2, $3, 'COMMUNICATION', 'Called the client.', $4, $4)`,
    [recordNote, row.uuid, row.partner_uuid, now],
  );
  const media = id();
  await db.query(
    `INSERT INTO appointment_media (uuid, appointment_uuid, uploader_uuid, name, content_type, size, content, created_at)
     VALUES ($1, $2, $3, 'ear.png', 'image/png', 4, $4, $5)`,
    [media, row.uuid, row.client_uuid, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), now],
  );
  const intent = `pi_${id().replaceAll('-', '')}`;
  await db.query(
    `INSERT INTO payment_intents (id, client_secret, amount, currency, customer_uuid, payment_method_ref, status, created_at, updated_at)
     VALUES ($1, $2, 5000, 'CAD', $3, 'pm_card_threeDSecure2Required', 'requires_action', $4, $4)`,
    [intent, `${intent}_secret_${id()}`, row.client_uuid, now],
  );
  const order = `ORD${id().replaceAll('-', '').slice(0, 9).toUpperCase()}`;
  await db.query(
    `INSERT INTO orders (uuid, reference_id, client_uuid, pet_uuid, status, source, currency, subtotal_cents, total_cents,
                         payment_method_uuid, placed_at, paid_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'processing', 'PET_MEDS', 'CAD', 2000, 2000, $5, $6, $6, $6, $6)`,
    [id(), order, row.client_uuid, row.pet_uuid, card?.uuid ?? null, now],
  );
  return {
    appointment,
    otherAppointmentOfPet,
    pet: row.pet_uuid,
    petPhoto,
    address: addressUuid,
    paymentMethod: card?.uuid ?? id(),
    notification,
    quote,
    recordNote,
    media,
    intent,
    order,
  };
}

beforeAll(async () => {
  server = await startServer();
  const app = server.app;
  publicIds.chen = await partnerUuid(app, 'dr-emily-chen');
  const [product] = await server.db.query<{ uuid: string }>('SELECT uuid FROM products LIMIT 1');
  publicIds.product = product?.uuid ?? randomUUID();
  for (const [role, email] of Object.entries(emails))
    tokens[role as Role] = (await signIn(app, email, 'Pawcall123', '198.51.100.77')).token;

  // A: Olivia and Dr. Chen around the seeded PAWV5T8N (Biscuit, whose earlier visit is PAW7Q2K9).
  const olivia = await signIn(app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.77');
  const [chenSlot] = await freeSlots(app, publicIds.chen, '2030-01-09T14:00:00.000Z');
  if (!chenSlot) throw new Error('Dr. Chen has no free time on 9 January');
  const quoteA = await quoteVisit(app, olivia.token, publicIds.chen, chenSlot);
  ownedByA = await ownedAround('PAWV5T8N', 'PAW7Q2K9', quoteA);

  // B: Noah and Dr. Brooks, around two visits Noah books for his dog, and a third quote.
  const noah = await signIn(app, 'noah@pawcall.test', 'Pawcall123', '198.51.100.77');
  const brooks = await partnerUuid(app, 'dr-amelia-brooks');
  const card = { pet: noah.user.pets[0].uuid as string, card: noah.user.payment_methods[0].uuid as string };
  const booked = [];
  for (const day of ['2030-01-09T14:00:00.000Z', '2030-01-10T14:00:00.000Z']) {
    const [slot] = await freeSlots(app, brooks, day);
    if (!slot) throw new Error(`Dr. Brooks has no free time on ${day}`);
    booked.push(await bookQuote(app, noah.token, await quoteVisit(app, noah.token, brooks, slot), card));
  }
  const [brooksSlot] = await freeSlots(app, brooks, '2030-01-11T14:00:00.000Z');
  if (!brooksSlot) throw new Error('Dr. Brooks has no free time on 11 January');
  const quoteB = await quoteVisit(app, noah.token, brooks, brooksSlot);
  ownedByB = await ownedAround(booked[0]?.reference_id as string, booked[1]?.reference_id as string, quoteB);
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** Whose resources a caller is handed: never their own. */
const foreignTo = (role: Role): Owned => (role === 'client A' || role === 'vet A' ? ownedByB : ownedByA);

type Schema = Record<string, unknown>;

/**
 * The smallest value the schema accepts, from its example where it has one; fields named in
 * ID_FIELDS get the foreign owned id.
 */
interface Filling {
  ids: Owned;
  /** The owned ids put in. */
  foreignIds: string[];
  /** Fields of OWN_DATA_FILTERS that were filled. */
  filters: string[];
  filterFields: string[];
}

function sample(schema: Schema, fill: Filling, field = ''): unknown {
  const kind = ID_FIELDS[field];
  if (kind) {
    if (fill.filterFields.includes(field)) fill.filters.push(field);
    else fill.foreignIds.push(fill.ids[kind]);
    return fill.ids[kind];
  }
  if ('const' in schema) return schema.const;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null);
  if (schema.default !== undefined) return schema.default;
  for (const choice of ['oneOf', 'anyOf'] as const) {
    const options = schema[choice] as Schema[] | undefined;
    const option = options?.find((o) => o.type !== 'null') ?? options?.[0];
    if (option) return sample(option, fill, field);
  }
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => sample(part, fill, field)));
  const type = ([] as unknown[]).concat(schema.type ?? 'object').find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const value: Record<string, unknown> = {};
      for (const name of (schema.required ?? []) as string[])
        value[name] = sample(properties[name] ?? {}, fill, name);
      // Optional id fields too: a handler must check those as well.
      for (const name of Object.keys(properties))
        if (ID_FIELDS[name] && !(name in value)) value[name] = sample(properties[name] ?? {}, fill, name);
      return value;
    }
    case 'array': {
      const length = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length }, () => sample((schema.items ?? {}) as Schema, fill));
    }
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? (schema.exclusiveMinimum as number | undefined) ?? 0) + 1;
    case 'boolean':
      return true;
    default: {
      const formats: Record<string, string> = {
        uuid: randomUUID(),
        'date-time': '2030-02-01T15:00:00.000Z',
        date: '2020-01-15',
        email: 'someone@example.com',
        uri: 'https://example.com/',
      };
      const text = formats[String(schema.format)] ?? 'Sample text';
      const min = Number(schema.minLength ?? 0);
      return text.length >= min ? text : text.padEnd(min, 'x');
    }
  }
}

interface Request {
  url: string;
  init: RequestInit;
  /** Owned ids of someone else the request carries (path, query or body). */
  foreignIds: string[];
  /** OWN_DATA_FILTERS fields it fills with another owner's id. */
  filters: string[];
  /** Input the contract itself would refuse (so the handler never ran): a hole in the sampler. */
  invalid: string | null;
}

function request(operation: ContractOperation, role: Role, ids = foreignTo(role)): Request {
  const document = schemas[operation.api];
  const item = document.paths[operation.path] as PathItem & { parameters?: unknown[] };
  const spec = item[operation.method] as OperationSpec;
  const parameters = [...(item.parameters ?? []), ...(spec.parameters ?? [])] as Array<{
    name: string;
    in: string;
    required?: boolean;
    schema?: Schema;
  }>;
  const fill: Filling = {
    ids,
    foreignIds: [],
    filters: [],
    filterFields: OWN_DATA_FILTERS[operation.operationId] ?? [],
  };
  const { foreignIds } = fill;
  const params: Record<string, string> = {};
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const kind = pathParameter(operation, parameter.name);
    if (typeof kind === 'string') {
      params[parameter.name] = ids[kind];
      foreignIds.push(ids[kind]);
    } else params[parameter.name] = kind.public;
  }
  const query: Record<string, string> = {};
  for (const parameter of parameters.filter((p) => p.in === 'query'))
    if (parameter.required || ID_FIELDS[parameter.name])
      query[parameter.name] = String(sample(parameter.schema ?? {}, fill, parameter.name));
  const url =
    operation.route.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')) +
    (Object.keys(query).length ? `?${new URLSearchParams(query)}` : '');

  const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.77' };
  const token = tokens[role];
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: operation.method.toUpperCase(), headers };
  let invalid: string | null = null;
  if (!operation.validateParams(params)) invalid = `path ${JSON.stringify(params)}`;
  if (!operation.validateQuery(query)) invalid = `query ${JSON.stringify(query)}`;
  const content = spec.requestBody?.content as Record<string, { schema: Schema }> | undefined;
  if (content?.['application/json']) {
    const body = sample(content['application/json'].schema, fill);
    if (operation.validateBody && !operation.validateBody(body)) invalid = `body ${JSON.stringify(body)}`;
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  } else if (content?.['multipart/form-data']) {
    // A pet photo: a few bytes of PNG under the field the contract names.
    const form = new FormData();
    const fields = Object.keys((content['multipart/form-data'].schema.properties ?? {}) as Schema);
    for (const field of fields)
      form.append(
        field,
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
        'a.png',
      );
    init.body = form;
  }
  return { url, init, foreignIds, filters: fill.filters, invalid };
}

describe('the authorization matrix', () => {
  it('refuses every operation to a guest where the contract requires a token, and to anyone holding another owner’s ids', async () => {
    const contract = [...loadContract().values()];
    const leaks: string[] = [];
    const crashes: string[] = [];
    const unreached: string[] = [];
    let calls = 0;
    let guarded = 0;
    for (const operation of contract) {
      for (const role of roles) {
        let { url, init, foreignIds, filters, invalid } = request(operation, role);
        let response = await server.app.request(url, init);
        // An earlier call (sign-out, password change) may have ended this caller's session: a 401
        // would then refuse for the wrong reason, so the call is made again signed in afresh.
        if (role !== 'guest' && response.status === 401) {
          await response.body?.cancel();
          tokens[role] = (await signIn(server.app, emails[role], 'Pawcall123', '198.51.100.77')).token;
          ({ url, init, foreignIds, filters, invalid } = request(operation, role));
          response = await server.app.request(url, init);
        }
        calls++;
        const guestRefused = role === 'guest' && operation.auth === 'required';
        const mustRefuse = guestRefused || foreignIds.length > 0;
        if (mustRefuse) guarded++;
        const label = `${role} ${init.method} ${url} (${operation.operationId})`;
        if (mustRefuse && invalid && !guestRefused) unreached.push(`${label}: ${invalid}`);
        // A documented unavailability (a sign-in provider not configured here, 503) is an answer;
        // a 500 is the server failing on the input.
        const crashed =
          response.status === 500 ||
          (response.status > 500 && !operation.documentedStatuses.has(response.status));
        if (crashed) crashes.push(`${label} → ${response.status} ${await response.text()}`);
        else if (mustRefuse && response.status < 300)
          leaks.push(`${label} → ${response.status} ${(await response.text()).slice(0, 200)}`);
        else if (filters.length > 0 && response.status < 300) {
          // Another owner's id in a filter: the same answer as for an id nobody owns.
          const unknown = request(operation, role, unknownIds);
          const [foreign, none] = [
            await response.text(),
            await (await server.app.request(unknown.url, unknown.init)).text(),
          ];
          if (foreign !== none)
            leaks.push(`${label} → ${response.status} ${foreign.slice(0, 200)}, not as for an unknown id`);
        } else await response.body?.cancel();
      }
    }
    console.log(
      `[authorization matrix] ${contract.length} operations × ${roles.length} roles = ${calls} calls, ` +
        `${guarded} of them must be refused`,
    );
    expect(leaks).toEqual([]);
    expect(crashes).toEqual([]);
    expect(unreached).toEqual([]);
    expect(calls).toBe(contract.length * roles.length);
  }, 120_000);
});
