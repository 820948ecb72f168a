import { isIndexablePath } from '@pawcall/domain';
import { useLocation } from 'react-router';
import { LOCALE_PARAM, LOCALES } from '../i18n/locale';

export const PRODUCT_NAME = 'Pawcall';

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

/**
 * The page's <title>, robots and alternate-language links. React 19 hoists these elements into
 * <head> and removes them when the page unmounts. Whether a page is indexable is decided by one
 * rule, isIndexablePath of @pawcall/domain, from the path alone: login, forgot-password,
 * both registers and the welcome page are, with alternate-language links; every other page is
 * "noindex, nofollow" (spec part 1, section 2).
 */
export function PageMeta({ title }: { title: string }) {
  const { pathname } = useLocation();
  const indexable = isIndexablePath(pathname);
  return (
    <>
      <title>{pageTitle(title)}</title>
      {indexable ? (
        <>
          <meta name="robots" content="index, follow" />
          {alternateLinks(window.location.origin, pathname).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex, nofollow" />
      )}
    </>
  );
}
