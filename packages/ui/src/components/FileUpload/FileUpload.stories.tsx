import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FileUpload } from './FileUpload';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: {
    label: 'Photos for your vet',
    chooseLabel: 'Choose photos',
    dropLabel: 'or drop them here',
    description: 'Up to 5 photos, 10 MB each',
    removeLabel: (name: string) => `Remove ${name}`,
    rejectionMessage: ({ file: f, reason }) =>
      reason === 'too-large'
        ? `${f.name} is over 10 MB.`
        : reason === 'too-many'
          ? 'You can add up to 5 photos.'
          : `${f.name} is not a photo.`,
    accept: 'image/*',
    maxFiles: 5,
    files: [],
    onFilesChange: fn(),
    onReject: fn(),
  },
  render: function Render(args) {
    const [files, setFiles] = useState<File[]>([...args.files]);
    return (
      <div style={{ maxWidth: 420 }}>
        <FileUpload
          {...args}
          files={files}
          onFilesChange={(next) => {
            setFiles(next);
            args.onFilesChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement, canvas, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [file('ear.jpg', 2048)]);
    await expect(canvas.getByRole('list', { name: 'Photos for your vet' })).toHaveTextContent('ear.jpg');
    await expect(args.onFilesChange).toHaveBeenCalled();
  },
};
export const WithFiles: Story = { args: { files: [file('ear.jpg', 420_000), file('paw.jpg', 2_300_000)] } };
export const Full: Story = {
  args: {
    maxFiles: 2,
    description: 'Up to 2 photos',
    files: [file('ear.jpg', 420_000), file('paw.jpg', 2_300_000)],
  },
};
export const Rejected: Story = {
  play: async ({ args, canvasElement, canvas, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [file('x-ray.jpg', 11 * 1024 * 1024)]);
    await expect(canvas.getByRole('status')).toHaveTextContent('x-ray.jpg is over 10 MB.');
    await expect(args.onReject).toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
