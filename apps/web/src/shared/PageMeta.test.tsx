import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { setupTestServer } from '../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

function robots() {
  return document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
}
function alternates() {
  return [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
}

describe('indexable pages (one rule: isIndexablePath)', () => {
  it.each([
    ['/', 'heading'],
    ['/auth/forgot-password', 'heading'],
    ['/auth/cx/register', 'heading'],
    ['/auth/px/register', 'heading'],
  ])('%s is indexable with alternate links for the four locales and x-default', async (path) => {
    renderApp(server, { path, signedIn: false });
    await screen.findAllByRole('heading', { level: 1 }, LOAD);
    await waitFor(() => expect(robots()).toBe('index, follow'));
    const links = alternates();
    expect(links.map(([lang]) => lang)).toEqual(['en-US', 'en-CA', 'fr-CA', 'en-GB', 'x-default']);
    expect(links.find(([lang]) => lang === 'fr-CA')?.[1]).toBe(
      `${window.location.origin}${path}?locale=fr-CA`,
    );
    expect(links.find(([lang]) => lang === 'x-default')?.[1]).toBe(`${window.location.origin}${path}`);
  });

  it('an indexable page has its description, a canonical URL (the language version shown) and Open Graph tags', async () => {
    renderApp(server, { path: '/auth/login?locale=en-GB', signedIn: false });
    await screen.findAllByRole('heading', { level: 1 }, LOAD);
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    await waitFor(() =>
      expect(meta('meta[name="description"]')).toBe(
        'Sign in to Pawcall to book and join video appointments with licensed vets.',
      ),
    );
    const canonical = `${window.location.origin}/auth/login?locale=en-GB`;
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta('meta[property="og:url"]')).toBe(canonical);
    expect(meta('meta[property="og:title"]')).toBe(document.title);
  });

  it('a signed-in page is noindex, nofollow without alternate links', async () => {
    renderApp(server, { path: '/cx/appointments' });
    await screen.findByRole('heading', { name: 'Your appointments' }, LOAD);
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
    expect(alternates()).toEqual([]);
  });

  it('reset-password, a guest page outside the list, is noindex too', async () => {
    renderApp(server, { path: '/auth/reset-password?u=x&code=y', signedIn: false });
    await screen.findAllByRole('heading', { level: 1 }, LOAD);
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
  });

  it('the page-not-found screen is noindex', async () => {
    renderApp(server, { path: '/no/such/page', signedIn: false });
    await screen.findAllByRole('heading', { level: 1 }, LOAD);
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
  });

  it('?locale= switches the language of an indexable page', async () => {
    renderApp(server, { path: '/auth/forgot-password?locale=fr-CA', signedIn: false });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'), LOAD);
  });
});
