import { accountApi } from '@pawcall/api-client';
import type { AppServices } from '../shared/services';

export const MAGIC_USER_PARAM = 'u';
export const MAGIC_CODE_PARAM = 'ml';

/**
 * Magic login through the u and ml query parameters: signs in with the emailed one-time link,
 * then drops both parameters from the address bar. A failed magic login is silently ignored
 * (spec part 2, section 8): navigation continues and the session is restored as usual.
 */
export async function magicLogin(services: AppServices, url: URL): Promise<boolean> {
  const id = url.searchParams.get(MAGIC_USER_PARAM);
  const code = url.searchParams.get(MAGIC_CODE_PARAM);
  if (!id || !code) return false;
  url.searchParams.delete(MAGIC_USER_PARAM);
  url.searchParams.delete(MAGIC_CODE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  try {
    services.session.signIn(await accountApi.verifyMagicLogin(services.clients, id, code));
    return true;
  } catch {
    return false;
  }
}
