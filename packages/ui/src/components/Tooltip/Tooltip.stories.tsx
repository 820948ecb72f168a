import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, tooltipSides } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Join opens 10 minutes before the start',
    children: <Button variant="secondary">Join call</Button>,
    delayDuration: 0,
  },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  decorators: [(Story) => <div style={{ padding: '3rem 1rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Join opens 10 minutes before the start');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Below: Story = { args: { defaultOpen: true, side: 'bottom' } };
