import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { startServer, type TestServer } from './support';

let server: TestServer;
let dist: string;
let app: Hono;
beforeAll(async () => {
  server = await startServer();
  // A built web app, whose fallback answers index.html for any path it has no file for.
  dist = mkdtempSync(path.join(tmpdir(), 'pawcall-site-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pawcall</title>');
  ({ app } = createApp({ db: server.db, authSecret: 'x', webDist: dist }));
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await server.close();
});

const LOCALES = ['en-US', 'en-CA', 'fr-CA', 'en-GB'];
const INDEXABLE = ['/', '/auth/login', '/auth/forgot-password', '/auth/cx/register', '/auth/px/register'];

/** The sitemap's entries: each <loc> with its alternates (hreflang → href). */
function entries(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  }));
}

describe('robots.txt', () => {
  it('is plain text: everything public allowed, the API and signed-in areas not, and the sitemap named', async () => {
    const response = await app.request('http://pawcall.example/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const area of ['/api/', '/cx', '/px', '/appointments/'])
      expect(lines).toContain(`Disallow: ${area}`);
    expect(lines).toContain('Sitemap: http://pawcall.example/sitemap.xml');
    // The public pages stay crawlable: nothing disallowed covers them.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const page of [...INDEXABLE, '/gs', '/p/dr-emily-chen'])
      expect(
        disallowed.filter((prefix) => page.startsWith(prefix)),
        page,
      ).toEqual([]);
  });

  it('names the sitemap at PUBLIC_ORIGIN behind a proxy', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://www.pawcall.example/');
    const response = await app.request('http://127.0.0.1:3000/robots.txt');
    expect(await response.text()).toContain('Sitemap: https://www.pawcall.example/sitemap.xml\n');
  });
});

describe('sitemap.xml', () => {
  it('lists every indexable page in each language, each version naming all of them', async () => {
    const response = await app.request('https://pawcall.example/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const listed = entries(xml);
    expect(listed).toHaveLength(INDEXABLE.length * (LOCALES.length + 1));
    for (const page of INDEXABLE) {
      const versions = {
        ...Object.fromEntries(
          LOCALES.map((locale) => [locale, `https://pawcall.example${page}?locale=${locale}`]),
        ),
        'x-default': `https://pawcall.example${page}`,
      };
      for (const href of Object.values(versions)) {
        const entry = listed.find((candidate) => candidate.loc === href);
        expect(entry?.alternates, href).toEqual(versions);
      }
    }
    // Only indexable pages: none of the noindex ones (search, profiles, the signed-in areas).
    const pages = new Set(listed.map((entry) => new URL(entry.loc).pathname));
    expect([...pages].sort()).toEqual([...INDEXABLE].sort());
  });

  it('uses PUBLIC_ORIGIN when it is set', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://www.pawcall.example');
    const xml = await (await app.request('http://127.0.0.1:3000/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://www.pawcall.example/auth/login</loc>');
    expect(xml).not.toContain('127.0.0.1');
  });

  it('is served without the web app too, and never as its index.html', async () => {
    const robots = await server.app.request('http://pawcall.example/robots.txt');
    expect(robots.status).toBe(200);
    const sitemap = await app.request('http://pawcall.example/sitemap.xml');
    expect(await sitemap.text()).not.toContain('<title>Pawcall</title>');
  });
});
