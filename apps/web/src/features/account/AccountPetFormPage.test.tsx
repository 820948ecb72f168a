import { createMockApi } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('pet add and edit pages', () => {
  it('adds a pet from the overview link through createPet and lists it', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account', mock });
    const sent: unknown[] = [];
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/cx/pets`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        const pet = {
          uuid: '3e9f8a71-4a5d-4f6e-8b1c-0d9e8f7a6b54',
          ...body,
        } as (typeof mock.state.pets)[number];
        mock.state.pets.push(pet);
        return HttpResponse.json({ status: 'success', data: pet }, { status: 201 });
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Add a pet' }, LOAD));
    const name = await screen.findByLabelText(/^Pet's name/, {}, LOAD);
    await user.type(name, 'Pepper');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.getByLabelText(/^Pet's name/)).toHaveValue('Pepper');

    screen.getByRole('combobox', { name: /^Species/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Dog' }));
    await user.type(screen.getByLabelText(/^Breed/), 'Collie');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findByRole('heading', { name: 'Pepper' }, LOAD)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Pepper',
        species: 'DOG',
        breed: 'Collie',
        gender: null,
        birthday_on: null,
        spayed_neutered: false,
        weight: { value: 20, is_metric: true },
      },
    ]);
  });

  it('edits a pet: shows the weight history with the outdated flag, keeps the typing on a field error, saves through updatePet', async () => {
    const mock = createMockApi();
    const biscuit = mock.state.pets[0]!;
    const old = { value: 10.4, is_metric: true, created_at: '2025-01-10T12:00:00Z' };
    const last = { value: 11.2, is_metric: true, created_at: '2025-03-01T12:00:00Z' };
    mock.state.pets[0] = { ...biscuit, weight: last, weight_history: [old, last] };
    const { user } = renderApp(server, { path: '/cx/account/pets', mock });
    const sent: unknown[] = [];
    server.use(
      http.put(`${TEST_ORIGIN}/api/v1/cx/pets/:uuid`, async ({ params, request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ uuid: params.uuid, ...body });
        if (sent.length === 1)
          return HttpResponse.json(
            { status: 'fail', data: { breed: ['The breed is not known.'] } },
            { status: 422 },
          );
        const pet = { ...mock.state.pets[0]!, ...body } as (typeof mock.state.pets)[number];
        mock.state.pets[0] = pet;
        return HttpResponse.json({ status: 'success', data: pet });
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Edit Biscuit' }, LOAD));
    const history = await screen.findByRole('list', { name: 'Weight history' }, LOAD);
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Weight 11.2 kg');
    expect(within(entries[0]!).getByText('Weight outdated')).toBeInTheDocument();
    expect(within(entries[1]!).queryByText('Weight outdated')).not.toBeInTheDocument();
    expect(
      screen.getByText('The last weight was recorded more than 6 months ago: please enter a current weight.'),
    ).toBeInTheDocument();

    expect(screen.getByLabelText(/^Pet's name/)).toHaveValue('Biscuit');
    const weight = screen.getByRole('spinbutton', { name: /^Weight/ });
    await user.clear(weight);
    await user.type(weight, '25');
    screen.getByRole('combobox', { name: /^Unit/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'lb' }));
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findByText('The breed is not known.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^Weight/ })).toHaveValue(25);
    expect(screen.getByRole('combobox', { name: /^Unit/ })).toHaveTextContent('lb');

    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findByRole('heading', { name: 'Pets' }, LOAD)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      uuid: biscuit.uuid,
      name: 'Biscuit',
      species: 'DOG',
      breed: 'Beagle',
      gender: 'MALE',
      birthday_on: '2019-04-12',
      spayed_neutered: true,
      weight: { value: 25, is_metric: false },
    });
  });

  it('records a first weight through the engine’s updatePet and the list shows it', async () => {
    const mock = createMockApi();
    const miso = mock.state.pets[1]!;
    const { user } = renderApp(server, { path: `/cx/account/pets/${miso.uuid}`, mock });
    expect(await screen.findByText('No weight recorded yet.', {}, LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '4.5');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findByRole('heading', { name: 'Pets' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText(/^Weight 4\.5 kg, recorded/)).toBeInTheDocument();
    expect(mock.state.pets[1]!.weight_history).toHaveLength(1);
  });
});
