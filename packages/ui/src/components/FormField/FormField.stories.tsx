import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form, FormField, SHAKE_DURATION_MS, useShake } from './FormField';

const meta = {
  title: 'Components/Form',
  component: Form,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

function ShakeOnFailedSubmit({ onSubmit }: { onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void }) {
  const { shaking, shake } = useShake();
  return (
    <Form
      shake={shaking}
      style={{ maxWidth: 360 }}
      onSubmit={(event) => {
        event.preventDefault();
        const email = new FormData(event.currentTarget).get('email');
        if (!email) shake();
        else onSubmit?.(event);
      }}
    >
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

export const ShakesOnFailedSubmit: Story = {
  render: (args) => <ShakeOnFailedSubmit onSubmit={args.onSubmit} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('data-shaking', 'true');
    await waitFor(() => expect(form).not.toHaveAttribute('data-shaking'), {
      timeout: SHAKE_DURATION_MS + 1000,
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function SyncValidated() {
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <Form
      shakeOnError
      focusFirstInvalid
      style={{ maxWidth: 360 }}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(new FormData(event.currentTarget).get('pet') ? [] : ["Please enter your pet's name."]);
      }}
    >
      <TextField label="Pet name" name="pet" errors={errors} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

export const ShakeOnErrorFocusesFirstInvalid: Story = {
  render: () => <SyncValidated />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const field = canvas.getByRole('textbox', { name: 'Pet name' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription("Please enter your pet's name.");
  },
};

export const Shaking: Story = {
  args: { shake: true },
  render: (args) => (
    <Form {...args} style={{ maxWidth: 360 }}>
      <TextField label="Email" errors={['Please enter a valid email']} />
      <Button type="submit">Continue</Button>
    </Form>
  ),
};

export const CustomControlInFormField: Story = {
  render: () => (
    <FormField
      label="Weight (kg)"
      description="As of your last vet visit"
      errors={['Please enter a valid measurement']}
    >
      {(control) => <input {...control} aria-labelledby={undefined} type="number" style={{ padding: 8 }} />}
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Weight (kg)' });
    await expect(input).toHaveAccessibleDescription(
      'As of your last vet visit Please enter a valid measurement',
    );
    await expect(input).toBeInvalid();
  },
};
