import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Handlers, OperationContext } from '../src/http/bind';

// The handler types come from the generated contract: these checks run in `pnpm typecheck`
// (each @ts-expect-error fails the typecheck once the mistake under it stops being an error).
describe('handlers typed from the contract', () => {
  it('gives each handler its operation’s path parameters and body, and refuses a result of another shape', () => {
    expectTypeOf<OperationContext<'getAppointment'>['params']>().toEqualTypeOf<{ ref: string }>();
    expectTypeOf<OperationContext<'login'>['body']>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<OperationContext<'getAppointment'>['body']>().toEqualTypeOf<null>();

    const handlers = {
      async postBeacon(ctx) {
        // @ts-expect-error the beacon's body has no `payload_text`
        ctx.body.payload_text;
        return { data: { accepted: true } };
      },
      // @ts-expect-error the exchange rate answers a number, not a string
      async getExchangeRate(ctx) {
        return { data: { from: ctx.params.from, to: ctx.params.to, rate: '1.38' } };
      },
      // @ts-expect-error a created pet is answered with 201 and the pet, not 200 and null
      async createPet() {
        return { data: null };
      },
    } satisfies Handlers;
    expect(Object.keys(handlers)).toEqual(['postBeacon', 'getExchangeRate', 'createPet']);
  });
});
