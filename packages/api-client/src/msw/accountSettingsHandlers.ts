import { HttpResponse, http } from 'msw';
import type { ChatSettings, CommunicationPreferences, Referral, Wallet } from '../accountSettings';
import type { MockApiState } from './handlers';

// The wording of the server's messages (apps/api/src/i18n), for the engine's answers.
export const accountSettingsMessages = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  genderRequired: 'Please choose your gender.',
  birthdayInvalid: 'Please enter a valid birthday.',
  birthdayFuture: 'Please enter a birthday that is not in the future.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  emailSame: 'This is already your email address.',
  emailTaken: 'An account with this email already exists.',
  codeIncorrect: 'The code you entered was incorrect',
  codeNoLongerValid: 'This code is incorrect or no longer valid. Send a new code.',
  photoType: 'Please choose a JPEG, PNG or WebP image.',
  photoCorrupted: 'This image is corrupted. Please choose another one.',
  friendEmailInvalid: "Your friend's email must be valid.",
  phoneCountryRequired: 'Please enter the country code.',
  phoneNumberRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  referralSelf: "You cannot invite yourself. Please enter your friend's email.",
  alreadyInvited: 'You have already invited this friend.',
  alreadyMember: 'This friend already has a Pawcall account.',
  globalExcluded: 'Inviting friends is not available for your account.',
};

/** What the engine keeps for the account settings screens; tests read and change it. */
export interface AccountSettingsMockState {
  communication: CommunicationPreferences;
  chat: ChatSettings;
  referrals: Referral[];
  wallet: Wallet;
  /** Emails that already have an account (an email change to one of them is refused). */
  takenEmails: string[];
  /** The pending email change and the code the engine "sent" for it (always EMAIL_CODE). */
  pendingEmail: string | null;
  /** Every code sent, newest last, as an outbox would keep them. */
  sentCodes: Array<{ to: string; code: string }>;
  /** Whether the last texted code is still unspent. */
  phoneCodeLive: boolean;
}

/** The code the engine sends for an email change. */
export const MOCK_EMAIL_CHANGE_CODE = '482913';
/** The code the engine texts to a phone number. */
export const MOCK_PHONE_CODE = '135790';

const states = new WeakMap<MockApiState, AccountSettingsMockState>();

/** The account settings part of a mock API's state (created with Olivia's demo wallet and invite). */
export function accountSettingsState(state: MockApiState): AccountSettingsMockState {
  let own = states.get(state);
  if (!own) {
    own = {
      communication: { email_marketing: true, sms_reminders: true, email_reminders: true },
      chat: { widget_enabled: true, sound_enabled: true, transcript_by_email: false },
      referrals: [
        {
          uuid: '5a7c1e2b-9d3f-4b6a-8c1e-2f3a4b5c6d01',
          friend_email: 'sam.rivera@example.com',
          status: 'SENT',
          earnings: { amount: 0, currency: 'USD' },
          created_at: '2026-11-18T15:00:00Z',
        },
        {
          uuid: '5a7c1e2b-9d3f-4b6a-8c1e-2f3a4b5c6d02',
          friend_email: 'jamie.lee@example.com',
          status: 'COMPLETED',
          earnings: { amount: 2500, currency: 'USD' },
          created_at: '2026-10-02T15:00:00Z',
        },
      ],
      wallet: {
        gift_cards: [
          {
            uuid: '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e01',
            code: 'GC-7K2Q9XWM',
            description: 'Holiday gift card from Emma',
            balance: { amount: 5000, currency: 'USD' },
            expires_at: '2027-11-20T00:00:00Z',
          },
        ],
        vouchers: [
          {
            uuid: '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e02',
            code: 'PLUS-3VISITS',
            description: 'Pawcall Plus: 3 video appointments',
            appointments_left: 3,
            is_unlimited: false,
            expires_at: '2027-11-20T00:00:00Z',
          },
        ],
        promo_codes: [
          {
            uuid: '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e03',
            code: 'WELCOME10',
            description: '10% off your next appointment',
            percent_off: 10,
            expires_at: null,
          },
        ],
      },
      takenEmails: ['noah@pawcall.test'],
      pendingEmail: null,
      sentCodes: [],
      phoneCodeLive: false,
    };
    states.set(state, own);
  }
  return own;
}

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const fail = (data: Record<string, string[]>) =>
  HttpResponse.json({ status: 'fail' as const, data }, { status: 422 });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATA_URL = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/=]+)$/;

/** The first bytes of each accepted type, as the server checks them. */
function looksLikeImage(kind: string, base64: string): boolean {
  const bytes = Uint8Array.from(atob(base64.slice(0, 24)), (char) => char.charCodeAt(0));
  if (kind === 'jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (kind === 'png') return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return (
    String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP'
  );
}

/** Profile details, email change, photo, communication and chat preferences, referrals and the wallet. */
export function accountSettingsHandlers(state: MockApiState) {
  const own = () => accountSettingsState(state);
  const unauthenticated = () =>
    state.user ? null : error(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return [
    http.put('*/api/v1/profile', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      const body = (await request.json()) as {
        first_name: string;
        last_name: string;
        gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
        birthday_on?: string | null;
      };
      const fields: Record<string, string[]> = {};
      if (!body.first_name.trim()) fields.first_name = [accountSettingsMessages.firstNameRequired];
      if (!body.last_name.trim()) fields.last_name = [accountSettingsMessages.lastNameRequired];
      if (!body.gender) fields.gender = [accountSettingsMessages.genderRequired];
      const birthday = body.birthday_on || null;
      if (birthday && (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || Number.isNaN(Date.parse(birthday))))
        fields.birthday_on = [accountSettingsMessages.birthdayInvalid];
      else if (birthday && birthday > new Date().toISOString().slice(0, 10))
        fields.birthday_on = [accountSettingsMessages.birthdayFuture];
      if (Object.keys(fields).length > 0) return fail(fields);
      state.user = {
        ...state.user!,
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        gender: body.gender,
        birthday_on: birthday,
      };
      return success(state.user);
    }),
    http.post('*/api/v1/profile/email', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      const email = ((await request.json()) as { email: string }).email.trim();
      const refuse = (message: string) => fail({ email: [message] });
      if (!email) return refuse(accountSettingsMessages.emailRequired);
      if (!EMAIL.test(email)) return refuse(accountSettingsMessages.emailInvalid);
      if (email.toLowerCase() === state.user!.email.toLowerCase())
        return refuse(accountSettingsMessages.emailSame);
      if (own().takenEmails.includes(email.toLowerCase())) return refuse(accountSettingsMessages.emailTaken);
      own().pendingEmail = email;
      own().sentCodes.push({ to: email, code: MOCK_EMAIL_CHANGE_CODE });
      return success({ sent_to: `${email[0]}***@${email.split('@')[1]}`, resend_in: 60 });
    }),
    http.post('*/api/v1/profile/email/change/verify', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      const { code } = (await request.json()) as { code: string };
      const pending = own().pendingEmail;
      // One attempt per code: a wrong one spends it.
      own().pendingEmail = null;
      if (!pending) return fail({ code: [accountSettingsMessages.codeNoLongerValid] });
      if (code !== MOCK_EMAIL_CHANGE_CODE) return fail({ code: [accountSettingsMessages.codeIncorrect] });
      state.user = { ...state.user!, email: pending, email_verified: true };
      return success(state.user);
    }),
    http.post('*/api/v1/profile/photo', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      const { data_url: dataUrl } = (await request.json()) as { data_url: string };
      const match = DATA_URL.exec(dataUrl);
      if (!match) return fail({ data_url: [accountSettingsMessages.photoType] });
      if (!looksLikeImage(match[1]!, match[2]!))
        return fail({ data_url: [accountSettingsMessages.photoCorrupted] });
      state.user = { ...state.user!, photo: { uri_thumbnail: dataUrl } };
      return success(state.user);
    }),
    http.delete('*/api/v1/profile/photo', () => {
      const denied = unauthenticated();
      if (denied) return denied;
      state.user = { ...state.user!, photo: null };
      return success(state.user);
    }),
    // Phone verification (PUT profile/phone, POST profile/phone/code and /verify), as the server does it.
    http.put('*/api/v1/profile/phone', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      const body = (await request.json()) as { country_code: string; phone_number: string };
      const fields: Record<string, string[]> = {};
      if (!body.country_code.trim()) fields.country_code = [accountSettingsMessages.phoneCountryRequired];
      if (!body.phone_number.trim()) fields.phone_number = [accountSettingsMessages.phoneNumberRequired];
      if (Object.keys(fields).length > 0) return fail(fields);
      const digits = body.phone_number.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 12)
        return fail({ phone_number: [accountSettingsMessages.phoneInvalid] });
      const phone = `+${body.country_code.replace(/\D/g, '')}${digits}`;
      state.user = {
        ...state.user!,
        phone: { uuid: crypto.randomUUID(), phone_number: phone, is_verified: false },
      };
      own().sentCodes.push({ to: phone, code: MOCK_PHONE_CODE });
      own().phoneCodeLive = true;
      return success({ sent_to: `***${phone.slice(-4)}`, resend_in: 60 });
    }),
    http.post('*/api/v1/profile/phone/code', () => {
      const denied = unauthenticated();
      if (denied) return denied;
      const phone = state.user!.phone?.phone_number;
      if (!phone) return fail({ phone_number: [accountSettingsMessages.phoneNumberRequired] });
      own().sentCodes.push({ to: phone, code: MOCK_PHONE_CODE });
      own().phoneCodeLive = true;
      return success({ sent_to: `***${phone.slice(-4)}`, resend_in: 60 });
    }),
    http.post('*/api/v1/profile/phone/verify', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      const { code } = (await request.json()) as { code: string };
      const live = own().phoneCodeLive;
      // One attempt per code.
      own().phoneCodeLive = false;
      if (!live || !state.user!.phone) return fail({ code: [accountSettingsMessages.codeNoLongerValid] });
      if (code !== MOCK_PHONE_CODE) return fail({ code: [accountSettingsMessages.codeIncorrect] });
      state.user = { ...state.user!, phone: { ...state.user!.phone, is_verified: true } };
      return success(state.user);
    }),
    http.get('*/api/v1/cx/communication', () => unauthenticated() ?? success(own().communication)),
    http.post('*/api/v1/cx/communication/update', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      const body = (await request.json()) as Partial<CommunicationPreferences>;
      own().communication = { ...own().communication, ...body };
      return success(own().communication);
    }),
    http.get('*/api/v1/cx/chat-settings', () => unauthenticated() ?? success(own().chat)),
    http.put('*/api/v1/cx/chat-settings', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      const body = (await request.json()) as Partial<ChatSettings>;
      own().chat = { ...own().chat, ...body };
      return success(own().chat);
    }),
    http.get(
      '*/api/v1/profile/identify/hs',
      () => unauthenticated() ?? success({ email: state.user!.email, token: 'mock-chat-widget-token' }),
    ),
    http.get('*/api/v1/cx/referrals', () => {
      const denied = unauthenticated();
      if (denied) return denied;
      if (state.user!.is_global)
        return error(403, 'GLOBAL_CLIENT_EXCLUDED', accountSettingsMessages.globalExcluded);
      const items = own().referrals;
      return success({
        friend_percent_off: 40,
        referrer_reward: { amount: 2500, currency: 'USD' as const },
        total_earnings: {
          amount: items.reduce((sum, item) => sum + item.earnings.amount, 0),
          currency: 'USD' as const,
        },
        items,
      });
    }),
    http.post('*/api/v1/cx/referrals', async ({ request }) => {
      const denied = unauthenticated();
      if (denied) return denied;
      if (state.user!.is_global)
        return error(403, 'GLOBAL_CLIENT_EXCLUDED', accountSettingsMessages.globalExcluded);
      const email = ((await request.json()) as { email: string }).email.trim();
      const refuse = (message: string) => fail({ email: [message] });
      if (!EMAIL.test(email)) return refuse(accountSettingsMessages.friendEmailInvalid);
      if (email.toLowerCase() === state.user!.email.toLowerCase())
        return refuse(accountSettingsMessages.referralSelf);
      if (own().takenEmails.includes(email.toLowerCase()))
        return refuse(accountSettingsMessages.alreadyMember);
      if (own().referrals.some((item) => item.friend_email.toLowerCase() === email.toLowerCase()))
        return refuse(accountSettingsMessages.alreadyInvited);
      const referral: Referral = {
        uuid: crypto.randomUUID(),
        friend_email: email,
        status: 'SENT',
        earnings: { amount: 0, currency: 'USD' },
        created_at: new Date().toISOString(),
      };
      own().referrals = [referral, ...own().referrals];
      return success(referral, 201);
    }),
    http.get('*/api/v1/cx/wallet', () => unauthenticated() ?? success(own().wallet)),
  ];
}
