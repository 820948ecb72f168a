/**
 * Getting a token from a social login provider in the browser. Each provider's SDK is a script
 * from the provider's own site, loaded only when the person presses that provider's button and
 * only for a provider the server lists as configured (they cannot load offline, and nobody else
 * pays for them). The server verifies every token; nothing here is trusted.
 */
export type SocialProvider = 'apple' | 'facebook' | 'google' | 'google-one-tap';

export interface SocialToken {
  access_token: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** Thrown when the provider cannot be reached or the person closed its window. */
export class SocialProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'cancelled',
    message: string = kind,
  ) {
    super(message);
  }
}

export type SocialTokenSource = (provider: SocialProvider, clientId: string) => Promise<SocialToken>;

declare global {
  interface Window {
    /**
     * Test seam: a token source per provider that replaces the SDK, so tests (unit and
     * end-to-end, which run offline) can hand over a token the server then verifies.
     */
    __pawcallSocialTokens?: Partial<Record<SocialProvider, (clientId: string) => Promise<SocialToken>>>;
    google?: {
      accounts: {
        id: {
          initialize(options: {
            client_id: string;
            callback: (response: { credential?: string }) => void;
          }): void;
          prompt(
            listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void,
          ): void;
        };
      };
    };
    AppleID?: {
      auth: {
        init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
        signIn(): Promise<{
          authorization: { id_token: string };
          user?: { email?: string; name?: { firstName?: string; lastName?: string } };
        }>;
      };
    };
    FB?: {
      init(options: { appId: string; version: string; cookie?: boolean }): void;
      login(
        callback: (response: { authResponse?: { accessToken: string } | null }) => void,
        options: { scope: string },
      ): void;
    };
  }
}

const SDK_URLS: Record<SocialProvider, string> = {
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
  google: 'https://accounts.google.com/gsi/client',
  'google-one-tap': 'https://accounts.google.com/gsi/client',
};

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new SocialProviderError('unavailable', `could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

async function googleToken(clientId: string): Promise<SocialToken> {
  const google = window.google;
  if (!google) throw new SocialProviderError('unavailable');
  return new Promise((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      callback: (response) =>
        response.credential
          ? resolve({ access_token: response.credential })
          : reject(new SocialProviderError('cancelled')),
    });
    google.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment())
        reject(new SocialProviderError('cancelled'));
    });
  });
}

async function appleToken(clientId: string): Promise<SocialToken> {
  const apple = window.AppleID;
  if (!apple) throw new SocialProviderError('unavailable');
  apple.auth.init({
    clientId,
    scope: 'name email',
    redirectURI: `${window.location.origin}/auth/login`,
    usePopup: true,
  });
  try {
    const answer = await apple.auth.signIn();
    // Apple gives the name to the browser once, on the first sign-in only.
    return {
      access_token: answer.authorization.id_token,
      first_name: answer.user?.name?.firstName ?? null,
      last_name: answer.user?.name?.lastName ?? null,
      email: answer.user?.email ?? null,
    };
  } catch {
    throw new SocialProviderError('cancelled');
  }
}

async function facebookToken(clientId: string): Promise<SocialToken> {
  const facebook = window.FB;
  if (!facebook) throw new SocialProviderError('unavailable');
  facebook.init({ appId: clientId, version: 'v19.0' });
  return new Promise((resolve, reject) => {
    facebook.login(
      (response) =>
        response.authResponse
          ? resolve({ access_token: response.authResponse.accessToken })
          : reject(new SocialProviderError('cancelled')),
      { scope: 'email' },
    );
  });
}

/** The token source in effect: an injected one (tests), else the provider's SDK, loaded now. */
export const sdkTokenSource: SocialTokenSource = async (provider, clientId) => {
  const injected = window.__pawcallSocialTokens?.[provider];
  if (injected) return injected(clientId);
  await loadScript(SDK_URLS[provider]);
  if (provider === 'apple') return appleToken(clientId);
  if (provider === 'facebook') return facebookToken(clientId);
  return googleToken(clientId);
};
