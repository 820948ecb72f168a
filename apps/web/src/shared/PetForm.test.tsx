import { createMockApi } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { setupTestServer } from '../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

async function choose(user: ReturnType<typeof renderApp>['user'], label: RegExp, option: string) {
  screen.getByRole('combobox', { name: label }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('PetForm: the spec’s colours, and an age for a pet whose birthday is unknown', () => {
  it('saves two colours and an age, and an age is refused out of range keeping what was typed', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account', mock });
    await user.click(await screen.findByRole('link', { name: 'Add a pet' }, LOAD));
    await user.type(await screen.findByLabelText(/^Pet's name/, {}, LOAD), 'Pepper');
    await choose(user, /^Species/, 'Cat');
    await choose(user, /^Color/, 'Black');
    await choose(user, /^Second color/, 'White');
    const age = screen.getByRole('spinbutton', { name: /^Age in years/ });
    await user.type(age, '61');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findByText('Please enter an age in whole years, from 0 to 60.')).toBeInTheDocument();
    expect(age).toHaveValue(61);

    await user.clear(age);
    await user.type(age, '4');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findByRole('heading', { name: 'Pepper' }, LOAD)).toBeInTheDocument();
    expect(mock.state.pets.at(-1)).toMatchObject({
      name: 'Pepper',
      species: 'CAT',
      color: 'BLACK',
      secondary_color: 'WHITE',
      birthday_on: null,
      age: 4,
    });
  });

  it('a birthday stands for the age: the age field is off and no age is sent', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account', mock });
    await user.click(await screen.findByRole('link', { name: 'Add a pet' }, LOAD));
    await user.type(await screen.findByLabelText(/^Pet's name/, {}, LOAD), 'Tofu');
    await choose(user, /^Species/, 'Cat');
    await user.type(screen.getByRole('spinbutton', { name: /^Age in years/ }), '3');
    await user.type(screen.getByLabelText(/^Birthday/), '2021-03-02');
    expect(screen.getByRole('spinbutton', { name: /^Age in years/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findByRole('heading', { name: 'Tofu' }, LOAD)).toBeInTheDocument();
    const saved = mock.state.pets.at(-1)!;
    expect(saved).toMatchObject({ name: 'Tofu', birthday_on: '2021-03-02' });
    expect(saved.age).toBeUndefined();
  });
});
