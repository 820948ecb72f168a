import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { IconButton } from './IconButton';

const bell = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor">
    <path strokeWidth="2" strokeLinecap="round" d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0" />
  </svg>
);

const meta = {
  title: 'Components/Icon button',
  component: IconButton,
  args: { label: 'Notifications', children: bell, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The count is in the label for screen readers; the badge shows it to everyone else. */
export const WithCount: Story = {
  args: { label: 'Notifications, 3 unread', count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
  },
};

/** The badge grows with the number; the label says the same number. */
export const ManyUnread: Story = { args: { label: 'Notifications, 140 unread', count: 140 } };

export const KeyboardFocus: Story = {
  args: { label: 'Notifications, 3 unread', count: 3 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveFocus();
  },
};

/** As a menu's trigger: the header's bell. */
export const MenuTrigger: Story = {
  render: (args) => (
    <DropdownMenu
      items={[
        { value: 'a', label: 'Your vet replied' },
        { value: 'all', label: 'See all notifications', separatorBefore: true },
      ]}
      onSelect={() => {}}
      trigger={<IconButton {...args} label="Notifications, 1 unread" count={1} />}
    />
  ),
};
