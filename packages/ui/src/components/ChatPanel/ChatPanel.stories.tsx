import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { type ChatMessage, ChatPanel } from './ChatPanel';

const messages: ChatMessage[] = [
  { id: '1', author: 'Dr. Smith', body: 'Hi! How is Rex today?', sentAt: '2026-03-10T15:02:00Z' },
  {
    id: '2',
    author: 'You',
    body: 'Still scratching his left ear.',
    sentAt: '2026-03-10T15:03:00Z',
    mine: true,
  },
  { id: '3', author: 'Dr. Smith', body: 'Can you share a photo of the ear?', sentAt: '2026-03-10T15:04:00Z' },
];

const meta = {
  title: 'Video/ChatPanel',
  component: ChatPanel,
  args: {
    label: 'Chat with Dr. Smith',
    inputLabel: 'Message',
    sendLabel: 'Send',
    placeholder: 'Write a message',
    timeZone: 'America/Toronto',
    messages,
    status: 'Connected',
    onSend: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  render: function Render(args) {
    const [list, setList] = useState<ChatMessage[]>([...args.messages]);
    return (
      <ChatPanel
        {...args}
        messages={list}
        onSend={(text) => {
          args.onSend(text);
          setList((l) => [
            ...l,
            {
              id: String(l.length + 1),
              author: 'You',
              body: text,
              sentAt: '2026-03-10T15:05:00Z',
              mine: true,
            },
          ]);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Sending one now{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Sending one now');
    await expect(canvas.getByRole('log')).toHaveTextContent('Sending one now');
  },
};
export const Waiting: Story = {
  args: { messages: [], status: 'Waiting for a licensed technician…', emptyMessage: 'Say hello to start.' },
};
export const Closed: Story = { args: { closedMessage: 'Chat closed after inactivity.', status: undefined } };

/** A send that fails: the message stays in the box with the reason under it, ready to send again. */
export const SendFailed: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string | undefined>();
    return (
      <ChatPanel
        {...args}
        error={error}
        onSend={async (text) => {
          args.onSend(text);
          setError('Unable to send message. Please try again.');
          throw new Error('offline');
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Is he allowed to swim?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Is he allowed to swim?');
    await expect(box).toHaveValue('Is he allowed to swim?');
    await expect(box).toHaveAccessibleDescription('Unable to send message. Please try again.');
  },
};
