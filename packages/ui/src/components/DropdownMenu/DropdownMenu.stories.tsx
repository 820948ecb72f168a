import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button variant="secondary">More actions</Button>,
    onSelect: fn(),
    items: [
      { value: 'reschedule', label: 'Reschedule' },
      { value: 'transfer', label: 'Transfer to another vet' },
      { value: 'receipt', label: 'Download receipt', disabled: true },
      { value: 'cancel', label: 'Cancel appointment', tone: 'danger', separatorBefore: true },
    ],
  },
  decorators: [
    (Story) => <div style={{ minHeight: 240, display: 'flex', justifyContent: 'center' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Transfer to another vet' }));
    await expect(args.onSelect).toHaveBeenCalledWith('transfer');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
