import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Rating, RatingDisplay, ratingSizes } from './Rating';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: {
    label: 'How was your appointment?',
    starLabel: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ratingSizes } },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unrated: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
  },
};
export const Rated: Story = { args: { defaultValue: 4 } };
export const Small: Story = { args: { defaultValue: 5, size: 'sm' } };
export const WithErrors: Story = { args: { required: true, errors: ['Please choose a rating.'] } };
export const Disabled: Story = { args: { defaultValue: 3, disabled: true } };
export const ReadOnly: Story = {
  render: () => <RatingDisplay value={4.5} label="Rated 4.5 out of 5" />,
};
