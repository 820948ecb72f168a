/** Row shapes as the database returns them (timestamps as Date, arrays as arrays). */
export interface UserRow {
  uuid: string;
  type: 'CLIENT' | 'PARTNER';
  status: 'ACTIVE' | 'INACTIVE' | 'ONBOARDING' | 'VERIFICATION' | 'VERIFICATION_FAILED';
  email: string;
  email_verified: boolean;
  password_hash: string;
  first_name: string;
  last_name: string;
  designation: 'VET' | 'TECH' | null;
  post_nominal: string | null;
  locale: 'en-US' | 'en-CA' | 'fr-CA' | 'en-GB';
  timezone: string;
  photo_url: string | null;
  created_at: Date;
  // 002_accounts
  phone_uuid?: string | null;
  phone_number?: string | null;
  phone_verified?: boolean;
  password_changed_at?: Date | null;
  requires_password?: boolean;
  came_from_checkout?: boolean;
  email_marketing?: boolean;
  sms_reminders?: boolean;
  // 005_account_settings
  gender?: 'MALE' | 'FEMALE' | 'OTHER' | null;
  birthday_on?: Date | string | null;
  is_global?: boolean;
  email_reminders?: boolean;
  chat_widget_enabled?: boolean;
  chat_sound_enabled?: boolean;
  chat_transcript_by_email?: boolean;
  // 010_client_region_and_referral_links
  region_country?: string | null;
}

export interface PartnerRow extends UserRow {
  user_uuid: string;
  uri_slug: string;
  rate_cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
  bio: string;
  languages: string[];
  areas_of_interest: string[];
  species_treated: string[];
  min_advance_notice: number;
  school_name: string | null;
  school_year: number | null;
  rating: string | number | null;
  rating_count: number;
  is_listed: boolean;
}

export interface LicenceRow {
  partner_uuid: string;
  jurisdiction: string;
  country: string;
  number: string;
  expires_on: Date | string;
  is_active: boolean;
}

export interface AddressRow {
  uuid: string;
  user_uuid: string;
  address_1: string;
  address_2: string | null;
  city: string;
  postal: string;
  province: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

export interface PetRow {
  uuid: string;
  owner_uuid: string;
  name: string;
  species: string;
  breed: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  birthday_on: Date | string | null;
  spayed_neutered: boolean | null;
  weight_value: string | number | null;
  weight_is_metric: boolean | null;
  weight_created_at: Date | null;
  // 002_accounts
  color?: string | null;
  home_clinic_name?: string | null;
  removed_at?: Date | null;
  // 006_pet_photos_billing
  home_clinic_uuid?: string | null;
  // 015_pet_colors_age
  secondary_color?: string | null;
  age_years?: number | null;
  age_given_on?: Date | string | null;
}

export interface PaymentMethodRow {
  uuid: string;
  owner_uuid: string;
  provider: string;
  provider_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  is_default: boolean;
  // 006_pet_photos_billing
  billing_address_1?: string | null;
  billing_city?: string | null;
  billing_province?: string | null;
  billing_country?: string | null;
}

export interface QuoteRow {
  uuid: string;
  partner_uuid: string;
  client_uuid: string | null;
  start_at: Date;
  end_at: Date;
  expires_at: Date;
  fee_cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
  promo_code: string | null;
  pet_uuid: string | null;
  payment_method_uuid: string | null;
  platform: 'WEB' | 'IOS' | 'ANDROID';
  service_type: 'FLEA_AND_TICK' | 'ALLERGIES' | null;
  search_result_uuid: string | null;
  target_country: string | null;
  target_province: string | null;
  target_city: string | null;
  booked_at: Date | null;
  created_at: Date;
  // 008_transfer_followup
  followup_of?: string | null;
}

export interface AppointmentRow {
  uuid: string;
  reference_id: string;
  quote_uuid: string;
  client_uuid: string;
  partner_uuid: string;
  pet_uuid: string;
  payment_method_uuid: string | null;
  status: 'REQUIRES_PAYMENT' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'INCOMPLETE';
  start_at: Date;
  end_at: Date;
  concerns: string[];
  description: string;
  total_cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
  payment_intent_id: string | null;
  hold_expires_at: Date | null;
  finalized_at: Date | null;
  partner_confirmed_at: Date | null;
  partner_declined_at: Date | null;
  created_at: Date;
  // 003_visits
  cancelled_at?: Date | null;
  cancel_reason?: string | null;
  cancel_notes?: string | null;
  client_check?: Record<string, unknown> | null;
  partner_check?: Record<string, unknown> | null;
  client_joined_at?: Date | null;
  partner_joined_at?: Date | null;
  visit_ended_at?: Date | null;
  last_partner_reply_at?: Date | null;
  followup_status?: 'PROPOSED' | 'ACCEPTED' | 'CANCELLED' | null;
  followup_message?: string | null;
  followup_at?: Date | null;
  // 008_transfer_followup
  cancelled_by?: 'CLIENT' | 'PARTNER' | null;
  followup_origin?: 'PARTNER' | 'AUTO' | null;
  followup_appointment_uuid?: string | null;
  // 012: who reported that the other side did not join
  no_show_reported_by?: 'CLIENT' | 'PARTNER' | null;
}
