import { INDEXABLE_PATHS } from '@pawcall/domain';
import type { Hono } from 'hono';
import { LOCALES } from '../i18n';

/** The query parameter that sets the web app's language (apps/web/src/i18n/locale.ts). */
const LOCALE_PARAM = 'locale';

/**
 * Where crawlers must not go: the API and the signed-in areas (the client and partner areas and
 * the generic session route). Noindex public pages stay crawlable, so their robots meta is read.
 */
const DISALLOWED = ['/api/', '/cx', '/px', '/appointments/'];

/** PUBLIC_ORIGIN behind a proxy, else the origin the request came to. */
function siteOrigin(requestUrl: string, env: NodeJS.ProcessEnv): string {
  return env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || new URL(requestUrl).origin;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The same page in each language (?locale=) and unprefixed as x-default: the alternates the web
 * app's pages declare in their <head> (apps/web/src/shared/PageMeta.tsx).
 */
function alternates(origin: string, pathname: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      href: `${origin}${pathname}?${new URLSearchParams({ [LOCALE_PARAM]: locale })}`,
    })),
    { hreflang: 'x-default', href: `${origin}${pathname}` },
  ];
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The indexable pages (INDEXABLE_PATHS of @pawcall/domain, the rule the pages' robots meta
 * follows), each language version a <url> of its own listing every version, itself included, as
 * search engines want alternates declared.
 */
export function sitemapXml(origin: string): string {
  const entries = INDEXABLE_PATHS.flatMap((pathname) => {
    const versions = alternates(origin, pathname);
    const links = versions
      .map(
        (version) =>
          `    <xhtml:link rel="alternate" hreflang="${version.hreflang}" href="${escapeXml(version.href)}"/>`,
      )
      .join('\n');
    return versions.map(
      (version) => `  <url>\n    <loc>${escapeXml(version.href)}</loc>\n${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /robots.txt and /sitemap.xml, mounted before the web app so its fallback (index.html for
 * every other path) never answers them. Both are written per request with the site's origin.
 */
export function mountSiteFiles(app: Hono, env: NodeJS.ProcessEnv = process.env): void {
  app.on(['GET', 'HEAD'], '/robots.txt', (c) =>
    c.body(robotsTxt(siteOrigin(c.req.url, env)), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.on(['GET', 'HEAD'], '/sitemap.xml', (c) =>
    c.body(sitemapXml(siteOrigin(c.req.url, env)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
}
