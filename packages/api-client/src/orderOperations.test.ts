import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClients } from './clients';
import { ApiError } from './errors';
import { createMockApi, orderMessages } from './msw';
import { orderApi } from './orderOperations';

const mock = createMockApi();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.state.requests.length = 0;
});
afterAll(() => server.close());

const clients = (token: string | null = 'token-1') =>
  createApiClients({
    origin: 'http://pawcall.local',
    getAccessToken: () => token,
    getLocale: () => 'en-US',
    getTimeZone: () => 'America/Toronto',
  });

async function refusal(reference: string) {
  try {
    await orderApi.downloadOrderReceipt(clients(), reference);
  } catch (caught) {
    return caught;
  }
  throw new Error(`the receipt of ${reference} was downloaded`);
}

describe('orderApi.downloadOrderReceipt', () => {
  it('answers a signed link to the receipt PDF that expires in 10 minutes', async () => {
    const before = Date.now();
    const link = await orderApi.downloadOrderReceipt(clients(), 'ORD7K2M4Q');
    expect(link.url).toMatch(/^\/api\/v1\/documents\/order-receipt\/ORD7K2M4Q\.pdf\?/);
    const expires = Date.parse(link.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 600_000);
    expect(expires).toBeLessThan(before + 610_000);
    expect(new URL(mock.state.requests.at(-1)!.url).pathname).toBe(
      '/api/v1/cx/orders/ORD7K2M4Q/receipt/download',
    );
  });

  it('surfaces the server’s 409 for a cancelled or unpaid order and 404 for an unknown one', async () => {
    const cancelled = await refusal('ORD5C4N8L');
    expect(cancelled).toBeInstanceOf(ApiError);
    expect(cancelled).toMatchObject({
      status: 409,
      code: 'ORDER_CANCELLED',
      message: orderMessages.cancelled,
    });
    expect(await refusal('ORD3R8P1Z')).toMatchObject({
      status: 409,
      code: 'ORDER_UNPAID',
      message: orderMessages.unpaid,
    });
    expect(await refusal('ORD0000000')).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
