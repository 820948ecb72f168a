import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { SlideOver, slideOverSwipeModes } from './SlideOver';

const meta = {
  title: 'Components/SlideOver',
  component: SlideOver,
  args: {
    title: 'Edit pet',
    description: 'Changes are shared with your vet.',
    closeLabel: 'Close',
    trigger: <Button>Edit Rex</Button>,
    onOpenChange: fn(),
    children: <TextField label="Name" defaultValue="Rex" />,
    footer: <Button>Save</Button>,
  },
  argTypes: { swipeToClose: { control: 'inline-radio', options: slideOverSwipeModes } },
} satisfies Meta<typeof SlideOver>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit Rex' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Edit pet' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultOpen: true } };

export const SwipeDownToClose: Story = {
  args: { defaultOpen: true, swipeToClose: 'always' },
  play: async ({ args }) => {
    const title = await screen.findByRole('heading', { name: 'Edit pet' });
    const at = (type: string, y: number) =>
      title.dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, clientY: y, pointerId: 1 }));
    at('pointerdown', 100);
    at('pointermove', 300);
    at('pointerup', 300);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const WithLeaveConfirmation: Story = {
  args: {
    defaultOpen: true,
    confirmLeave: {
      title: 'Discard your changes?',
      description: 'Your edits to Rex will be lost.',
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
    },
  },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Edit pet' });
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await screen.findByRole('dialog', { name: 'Edit pet' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
