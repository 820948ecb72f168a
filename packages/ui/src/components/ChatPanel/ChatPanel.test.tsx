import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ChatPanel } from './ChatPanel';

const base = {
  label: 'Chat with Dr. Smith',
  inputLabel: 'Message',
  sendLabel: 'Send',
  timeZone: 'America/Toronto',
  messages: [
    { id: '1', author: 'Dr. Smith', body: 'Hi! How is Rex today?', sentAt: '2026-03-10T15:02:00Z' },
    { id: '2', author: 'You', body: 'Still scratching his ear.', sentAt: '2026-03-10T15:03:00Z', mine: true },
  ],
};

/** A room whose send can fail: it shows the reason as the app does. */
function RoomChat({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const [error, setError] = useState<string | undefined>();
  return (
    <ChatPanel
      {...base}
      error={error}
      onSend={async (text) => {
        try {
          await onSend(text);
        } catch (cause) {
          setError('Unable to send message.');
          throw cause;
        }
      }}
    />
  );
}

describe('ChatPanel', () => {
  it('shows the messages in a log with author and local time', () => {
    renderWithTheme(<ChatPanel {...base} onSend={() => {}} />);
    const log = screen.getByRole('log', { name: 'Chat with Dr. Smith' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Dr. Smith · 11:02 AM');
    expect(items[1]).toHaveTextContent('Still scratching his ear.');
  });

  it('sends on Enter, clears the box, and ignores an empty message', async () => {
    const onSend = vi.fn();
    renderWithTheme(<ChatPanel {...base} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'He is eating well{Enter}');
    expect(onSend).toHaveBeenCalledWith('He is eating well');
    expect(box).toHaveValue('');
  });

  it('keeps the draft until the send succeeds, and keeps it with the error when it fails', async () => {
    let fail: (reason: Error) => void = () => {};
    const onSend = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    renderWithTheme(<RoomChat onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Is he allowed to swim?{Enter}');
    expect(onSend).toHaveBeenCalledWith('Is he allowed to swim?');
    expect(box).toHaveValue('Is he allowed to swim?');
    await act(async () => fail(new Error('network')));
    expect(box).toHaveValue('Is he allowed to swim?');
    expect(box).toHaveAccessibleDescription('Unable to send message.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the draft once the send resolves', async () => {
    let done: () => void = () => {};
    const onSend = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          done = resolve;
        }),
    );
    renderWithTheme(<ChatPanel {...base} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Thank you!{Enter}');
    expect(box).toHaveValue('Thank you!');
    await act(async () => done());
    expect(box).toHaveValue('');
  });

  it('replaces the composer when the chat is closed', () => {
    renderWithTheme(<ChatPanel {...base} onSend={() => {}} closedMessage="Chat closed after inactivity" />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Chat closed after inactivity')).toBeInTheDocument();
  });
});
