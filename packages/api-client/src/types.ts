import type { components } from './generated/v1';
import type { components as PublicComponents } from './generated/p';

// Friendly names for the contract's schemas, so screens and machines never spell out the generated paths.
type Schemas = components['schemas'];
export type Locale = Schemas['Locale'];
export type Platform = Schemas['Platform'];
export type Currency = Schemas['Currency'];
export type Money = Schemas['Money'];
export type User = Schemas['User'];
export type UserStatus = Schemas['UserStatus'];
export type UserType = Schemas['UserType'];
export type Pet = Schemas['Pet'];
export type PaymentMethod = Schemas['PaymentMethod'];
/** A card's billing details, sent with api.addPaymentMethod. */
export type BillingDetails = Schemas['BillingDetails'];
export type Address = Schemas['Address'];
export type AppNotification = Schemas['Notification'];
export type PartnerSummary = Schemas['PartnerSummary'];
export type PartnerProfile = PublicComponents['schemas']['PartnerProfile'];
export type Timeslot = PublicComponents['schemas']['Timeslot'];
export type Quote = Schemas['Quote'];
export type QuoteItem = Schemas['QuoteItem'];
export type Appointment = Schemas['Appointment'];
export type AppointmentStatus = Schemas['AppointmentStatus'];
export type ErrorCode = Schemas['ErrorCode'];
export type SpeciesTreated = Schemas['SpeciesTreated'];
export type Designation = Schemas['Designation'];

export interface Paged<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}

export interface AuthSession {
  access_token: string;
  expires_in: number;
  user: User;
}

export type BookResult =
  | { kind: 'BOOKED'; appointment: Appointment }
  | { kind: 'REQUIRES_ACTION'; payment_intent_id: string; client_secret: string };

export const LOCALES = ['en-US', 'en-CA', 'fr-CA', 'en-GB'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en-US';
