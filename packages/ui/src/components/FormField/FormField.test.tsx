import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextField } from '../TextField/TextField';
import { Form, FormField, SHAKE_DURATION_MS, useShake } from './FormField';

function ShakyForm() {
  const { shaking, shake } = useShake();
  return (
    <Form
      aria-label="Sign in"
      shake={shaking}
      onSubmit={(event) => {
        event.preventDefault();
        shake();
      }}
    >
      <button type="submit">Sign in</button>
    </Form>
  );
}

function SyncValidated() {
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <Form
      aria-label="Pet"
      shakeOnError
      focusFirstInvalid
      onSubmit={(event) => {
        event.preventDefault();
        const name = new FormData(event.currentTarget).get('name');
        setErrors(name ? [] : ['Name is required.']);
      }}
    >
      <TextField label="Name" name="name" errors={errors} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('FormField', () => {
  it('ties the label, description and joined error messages to the control', () => {
    renderWithTheme(
      <FormField
        label="Pet name"
        description="As it appears on records"
        errors={['Required.', 'Too short.']}
        required
      >
        {(control) => <input {...control} aria-labelledby={undefined} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Pet name' });
    expect(input).toHaveAccessibleDescription('As it appears on records Required. Too short.');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(screen.getByText('Required. Too short.')).toBeVisible();
  });

  it('is valid when there are no messages', () => {
    renderWithTheme(
      <FormField label="Pet name" errors={[]}>
        {(control) => <input {...control} aria-labelledby={undefined} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Pet name' })).toBeValid();
  });
});

describe('Form shake', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it(`shakes for ${SHAKE_DURATION_MS} ms after a failed submit, then stops`, async () => {
    render(<ShakyForm />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form).not.toHaveAttribute('data-shaking');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(form).toHaveAttribute('data-shaking', 'true');
    act(() => vi.advanceTimersByTime(SHAKE_DURATION_MS - 1));
    expect(form).toHaveAttribute('data-shaking', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(form).not.toHaveAttribute('data-shaking');
  });

  it('with shakeOnError, shakes and focuses the first invalid field after a submit that left errors', async () => {
    render(<SyncValidated />);
    const form = screen.getByRole('form', { name: 'Pet' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(form).toHaveAttribute('data-shaking', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(SHAKE_DURATION_MS));
    expect(form).not.toHaveAttribute('data-shaking');

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Rex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(form).not.toHaveAttribute('data-shaking');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeValid();
  });

  it('submits with the Enter key from a field', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form aria-label="Search" onSubmit={onSubmit}>
        <label>
          Postal code
          <input />
        </label>
        <button type="submit">Search</button>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), 'M5V{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('Form before the app takes over', () => {
  it('is a POST form, so a plain submit keeps what was typed out of the address bar', () => {
    render(
      <Form aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
        <input name="password" type="password" />
      </Form>,
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('method', 'post');
  });
});
