import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

// A tiny inline image so the photo story works offline.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9ad1cc"/><circle cx="32" cy="26" r="12" fill="#2f5d5a"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#2f5d5a"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Dr. Jane Smith', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Dr. Jane Smith' })).toHaveTextContent('JS');
  },
};
export const Photo: Story = { args: { src: photo } };
export const BrokenPhotoFallsBackToInitials: Story = { args: { src: 'data:image/png;base64,broken' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const ExtraLarge: Story = { args: { size: 'xl', src: photo } };
