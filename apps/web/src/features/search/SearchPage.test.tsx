import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { current, renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('search', () => {
  it('lists vets as cards with their rate and a link to their profile, for guests too', async () => {
    renderApp(server, { path: '/gs', signedIn: false });
    const results = await screen.findAllByRole('article', {}, LOAD);
    expect(results).toHaveLength(2);
    expect(within(results[0]!).getByRole('heading', { name: 'Dr. Emily Chen, DVM' })).toBeInTheDocument();
    expect(within(results[0]!).getByText('$75.00')).toBeInTheDocument();
    expect(within(results[0]!).getByRole('link', { name: 'See times with Dr. Emily Chen' })).toHaveAttribute(
      'href',
      '/p/dr-emily-chen',
    );
    expect(within(results[1]!).getByRole('heading', { name: 'Sam Patel, RVT' })).toBeInTheDocument();
    expect(screen.getByText('2 vets found')).toBeInTheDocument();
  });

  it('puts the filters in the query string and sends them to the API', async () => {
    const { user, mock } = renderApp(server, { path: '/gs' });
    await screen.findAllByRole('article', {}, LOAD);
    await user.type(screen.getByLabelText(/State or province/), 'NY');
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'Chen');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(current.search).toBe('?province=NY&name=Chen'));
    await waitFor(() => {
      const last = mock.state.requests.filter((request) => request.url.includes('/partners/search')).at(-1)!;
      const params = new URL(last.url).searchParams;
      expect(params.get('province')).toBe('NY');
      expect(params.get('q')).toBe('Chen');
    });
  });

  it('reads the filters from the query string', async () => {
    const { mock } = renderApp(server, { path: '/gs?species_treated=CAT&page=2' });
    await screen.findAllByRole('article', {}, LOAD);
    const last = mock.state.requests.filter((request) => request.url.includes('/partners/search')).at(-1)!;
    const params = new URL(last.url).searchParams;
    expect(params.get('species_treated')).toBe('CAT');
    expect(params.get('page')).toBe('2');
    expect(document.title).toBe('Find a vet | Pawcall');
  });
});
