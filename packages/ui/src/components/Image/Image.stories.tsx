import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Layout/Inline';
import { Image, imageAspectRatios, imageFits, imageRadii } from './Image';

// A small inline picture, wider than tall, so cropping (cover) and letterboxing (contain) show.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#9ad1cc"/><circle cx="80" cy="44" r="22" fill="#2f5d5a"/><rect x="44" y="70" width="72" height="30" rx="15" fill="#2f5d5a"/><rect x="4" y="4" width="20" height="20" fill="#e0892b"/></svg>',
  );

const meta = {
  title: 'Components/Image',
  component: Image,
  args: { src: photo, alt: 'Biscuit asleep on the sofa', width: 120, height: 120, radius: 'md' },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    radius: { control: 'inline-radio', options: imageRadii },
    aspectRatio: { control: 'inline-radio', options: imageAspectRatios },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A thumbnail: the square crops the wider photo (fit `cover`). */
export const Thumbnail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Biscuit asleep on the sofa' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  },
};

/** `contain` shows the whole picture inside the box. */
export const Contain: Story = { args: { fit: 'contain', radius: 'none' } };

/** A square picture with `radius="full"` is a circle: the profile photo being chosen. */
export const Circle: Story = { args: { radius: 'full', width: 160, height: 160, alt: 'Your new photo' } };

/** Every corner rounding, from the brand's radii. */
export const Radii: Story = {
  render: (args) => (
    <Inline gap="md">
      {imageRadii.map((radius) => (
        <Image key={radius} {...args} width={72} height={72} radius={radius} alt={`Rounding ${radius}`} />
      ))}
    </Inline>
  ),
};

/** With `aspectRatio` only the width is given: the height follows it (16:9 here). */
export const Wide: Story = { args: { aspectRatio: 'wide', width: 320, height: undefined } };
