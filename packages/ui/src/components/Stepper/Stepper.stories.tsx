import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stepper } from './Stepper';

const bookingSteps = [
  { id: 'pet', label: 'Pet' },
  { id: 'location', label: 'Location' },
  { id: 'payment-option', label: 'Payment option' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirm', label: 'Confirm' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: bookingSteps, current: 'pet', label: 'Booking steps', completedLabel: 'completed' },
  argTypes: { current: { control: 'inline-radio', options: bookingSteps.map((s) => s.id) } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Booking steps' });
    await expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('Pet');
  },
};
export const MiddleStep: Story = { args: { current: 'payment-option' } };
export const LastStep: Story = { args: { current: 'confirm' } };
export const CompletedStepsAreLinks: Story = {
  args: { current: 'payment', onStepSelect: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Location/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith('location');
  },
};
export const ExplicitCompleted: Story = {
  args: { current: 'location', completed: ['pet', 'payment-option'] },
};
