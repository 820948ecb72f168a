import { type FormEvent, forwardRef, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import {
  bubble,
  composer,
  empty,
  list,
  log,
  message as messageClass,
  meta,
  panel,
  statusBar,
} from './ChatPanel.css';

export interface ChatMessage {
  id: string;
  author: string;
  body: string;
  /** ISO instant. */
  sentAt: string;
  mine?: boolean;
}

export interface ChatPanelProps {
  /** Accessible name of the conversation, e.g. "Chat with Dr. Smith". */
  label: string;
  messages: readonly ChatMessage[];
  /**
   * Sends a message. Return the send's promise: the typed text stays in the box until it resolves,
   * and stays there if it rejects (show why with `error`), so a failed message is never lost.
   */
  onSend: (text: string) => unknown;
  inputLabel: string;
  sendLabel: string;
  placeholder?: string;
  /** Shown above the messages, e.g. "Waiting for a technician…" or "Connected". */
  status?: ReactNode;
  /** When set, the composer is replaced by this text (e.g. "Chat closed after inactivity"). */
  closedMessage?: ReactNode;
  /** Shown when there are no messages yet. */
  emptyMessage?: ReactNode;
  /** Time zone for message times (the user's profile zone). */
  timeZone?: string;
  sending?: boolean;
  /** Why the last message was not sent (e.g. "Unable to send message"), shown under the box. */
  error?: string;
  locale?: string;
  className?: string;
}

/**
 * A conversation (video room chat, technician chat): messages in a log that screen readers read as
 * they arrive; Enter sends (the composer is one line, so Enter commits as the spec's forms do).
 */
export const ChatPanel = forwardRef<HTMLElement, ChatPanelProps>(function ChatPanel(
  {
    label,
    messages,
    onSend,
    inputLabel,
    sendLabel,
    placeholder,
    status,
    closedMessage,
    emptyMessage,
    timeZone,
    sending,
    error,
    locale: localeProp,
    className,
  },
  ref,
) {
  const locale = useLocale(localeProp);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives
  useEffect(() => {
    const node = logRef.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || sending) return;
    try {
      await onSend(text);
    } catch {
      // Not sent: the draft stays for another try; the caller says why through `error`.
      return;
    }
    // Only what was sent is cleared: a line typed while it was on its way stays.
    setDraft((current) => (current.trim() === text ? '' : current));
  };

  return (
    <section ref={ref} aria-label={label} className={[panel, className].filter(Boolean).join(' ')}>
      {status ? (
        <div className={statusBar} role="status">
          {status}
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (WCAG 2.1.1) */}
      <div ref={logRef} role="log" aria-label={label} className={log} tabIndex={0}>
        <ol className={list}>
          {messages.length === 0 && emptyMessage ? <li className={empty}>{emptyMessage}</li> : null}
          {messages.map((m) => (
            <li key={m.id} className={messageClass} data-mine={m.mine || undefined}>
              <span className={meta}>
                {m.author} · <time dateTime={m.sentAt}>{time.format(new Date(m.sentAt))}</time>
              </span>
              <span className={bubble}>{m.body}</span>
            </li>
          ))}
        </ol>
      </div>
      {closedMessage ? (
        <div className={statusBar} style={{ borderTop: 'inherit', borderBottom: 0 }}>
          {closedMessage}
        </div>
      ) : (
        <form className={composer} onSubmit={(event) => void submit(event)}>
          <div style={{ flex: 1 }}>
            <TextField
              label={inputLabel}
              hideLabel
              placeholder={placeholder}
              value={draft}
              errors={error ? [error] : undefined}
              autoComplete="off"
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" loading={sending} disabled={!draft.trim()}>
            {sendLabel}
          </Button>
        </form>
      )}
    </section>
  );
});
ChatPanel.displayName = 'ChatPanel';
