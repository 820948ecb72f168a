import type { components } from '@pawcall/api-client/types';
import type { PaymentMethodRow } from '../domain/rows';

export type PaymentMethod = components['schemas']['PaymentMethod'];

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    uuid: row.uuid,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: row.is_default,
    name: row.name,
    billing_details:
      row.name && row.billing_address_1 && row.billing_city && row.billing_province && row.billing_country
        ? {
            name: row.name,
            address_1: row.billing_address_1,
            city: row.billing_city,
            province: row.billing_province,
            country: row.billing_country,
          }
        : null,
  };
}
