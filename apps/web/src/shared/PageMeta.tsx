import { type INDEXABLE_PATHS, isIndexablePath } from '@pawcall/domain';
import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LOCALE_PARAM, LOCALES, matchLocale } from '../i18n/locale';
import type { MessageId } from '../i18n/messages';

export const PRODUCT_NAME = 'Pawcall';

/**
 * The site's origin for absolute links (canonical, alternates, Open Graph). The server renderer
 * (entry-server.tsx) provides it, as it has no window; in the browser it is the page's own.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** "Page title is the translated title followed by the product name". */
export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT_NAME}`;
}

/** The same page in each locale (?locale=), for search engines. */
export function alternateLinks(origin: string, pathname: string): { hrefLang: string; href: string }[] {
  const links = LOCALES.map((locale) => ({
    hrefLang: locale,
    href: `${origin}${pathname}?${new URLSearchParams({ [LOCALE_PARAM]: locale }).toString()}`,
  }));
  return [...links, { hrefLang: 'x-default', href: `${origin}${pathname}` }];
}

/** What search results and link previews show under the title of each indexable page. */
const DESCRIPTIONS: Record<(typeof INDEXABLE_PATHS)[number], MessageId> = {
  '/': 'meta.description.welcome',
  '/auth/login': 'meta.description.login',
  '/auth/forgot-password': 'meta.description.forgotPassword',
  '/auth/cx/register': 'meta.description.register',
  '/auth/px/register': 'meta.description.partnerRegister',
};

/**
 * The page's <title>, robots, description, canonical, alternate-language links and Open Graph
 * tags. React 19 hoists these elements into <head> (the server renderer writes them there) and
 * removes them when the page unmounts. Whether a page is indexable is decided by one rule,
 * isIndexablePath of @pawcall/domain, from the path alone: login, forgot-password, both registers
 * and the welcome page are, with alternate-language links; every other page is "noindex, nofollow"
 * (spec part 1, section 2). An indexable page's canonical URL is the language version shown
 * (?locale= when the link names one), as each alternate must point to itself.
 */
export function PageMeta({ title }: { title: string }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const origin = useContext(SiteOriginContext) ?? window.location.origin;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const indexable = isIndexablePath(path);
  const fullTitle = pageTitle(title);
  if (!indexable) {
    return (
      <>
        <title>{fullTitle}</title>
        <meta name="robots" content="noindex, nofollow" />
      </>
    );
  }
  const alternates = alternateLinks(origin, path);
  const chosen = matchLocale(new URLSearchParams(search).get(LOCALE_PARAM));
  const canonical = alternates.find((link) => link.hrefLang === (chosen ?? 'x-default'))!.href;
  const description = intl.formatMessage({ id: DESCRIPTIONS[path as keyof typeof DESCRIPTIONS] });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={canonical} />
      {alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={intl.locale.replace('-', '_')} />
    </>
  );
}
