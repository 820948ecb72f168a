import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { FileUpload, type FileUploadProps } from './FileUpload';

function photo(name: string, bytes: number, type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function Harness(props: Partial<FileUploadProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUpload
      label="Photos of Rex"
      chooseLabel="Choose photos"
      description="Up to 2 photos, 1 KB each"
      removeLabel={(name) => `Remove ${name}`}
      rejectionMessage={({ file, reason }) =>
        reason === 'too-large'
          ? `${file.name} is too large.`
          : reason === 'too-many'
            ? `${file.name}: limit reached.`
            : `${file.name} is not a photo.`
      }
      accept="image/*"
      maxFiles={2}
      maxFileBytes={1024}
      files={files}
      onFilesChange={setFiles}
      {...props}
    />
  );
}

describe('FileUpload', () => {
  it('adds files within the limits and names the rejected ones with the reason', async () => {
    const onReject = vi.fn();
    renderWithTheme(<Harness onReject={onReject} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [
      photo('ear.jpg', 500),
      photo('big.jpg', 4000),
      photo('paw.png', 200, 'image/png'),
    ]);
    const list = screen.getByRole('list', { name: 'Photos of Rex' });
    expect(list).toHaveTextContent('ear.jpg');
    expect(list).toHaveTextContent('paw.png');
    expect(screen.getByRole('status')).toHaveTextContent('big.jpg is too large.');
    expect(onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'too-large' })]);
    // Full: the choose button is disabled until a file is removed.
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove ear.jpg' }));
    expect(screen.getByRole('list', { name: 'Photos of Rex' })).not.toHaveTextContent('ear.jpg');
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
  });

  it('rejects a file of the wrong type and one past the count', async () => {
    renderWithTheme(<Harness maxFiles={1} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('a.jpg', 10), photo('b.jpg', 10)], { applyAccept: false });
    expect(screen.getByRole('status')).toHaveTextContent('b.jpg: limit reached.');
  });

  it('the choose button is a keyboard-reachable button described by the limits', async () => {
    renderWithTheme(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveAccessibleDescription(
      'Up to 2 photos, 1 KB each',
    );
  });
});
