import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No appointments yet',
    description: 'Book a video, chat or phone appointment with a licensed vet.',
    action: <Button>Book a vet</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const TitleOnly: Story = {
  args: { description: undefined, action: undefined, title: 'No notifications' },
};
export const CustomIcon: Story = {
  args: {
    title: 'No prescriptions',
    description: 'Prescriptions your vet writes appear here.',
    action: undefined,
    icon: (
      <svg
        aria-hidden="true"
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="5" y="3" width="14" height="18" rx="2" />
        <path d="M9 8h6M9 12h6M9 16h3" />
      </svg>
    ),
  },
};
