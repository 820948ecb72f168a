import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, dialogSizes } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Cancel this appointment?',
    description: 'Refunds reach your card within 5 business days.',
    closeLabel: 'Close',
    trigger: <Button variant="danger">Cancel appointment</Button>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Keep it</Button>
        </DialogClose>
        <Button variant="danger">Cancel appointment</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancel appointment' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toHaveAccessibleDescription('Refunds reach your card within 5 business days.');
    await expect(dialog.closest('[data-pawcall-theme]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Small: Story = { args: { defaultOpen: true, size: 'sm', description: undefined } };
export const Large: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Terms of use',
    description: undefined,
    children: <p>By booking you agree to the terms of use and the privacy policy.</p>,
  },
};
