import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination, paginationVariants } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 9,
    onPageChange: fn(),
    label: 'Search results pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    statusLabel: (page: number, count: number) => `Page ${page} of ${count}`,
    pageLabel: (page: number) => `Page ${page}`,
  },
  argTypes: { variant: { control: 'inline-radio', options: paginationVariants } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 9 } };
export const Compact: Story = { args: { variant: 'compact', page: 2, pageCount: 5 } };
