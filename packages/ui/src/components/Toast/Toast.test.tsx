import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type ToastOptions,
  ToastProvider,
  useToast,
} from './Toast';

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

function renderToast(options: ToastOptions) {
  return render(
    <ToastProvider label="Notification" closeLabel="Dismiss">
      <Trigger {...options} />
    </ToastProvider>,
  );
}

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the title and message given', async () => {
    renderToast({ title: 'Success', description: 'Saved.', tone: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const region = screen.getByRole('region', { name: 'Notification (F8)' });
    const toast = within(region).getByRole('listitem');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Saved.');
  });

  it(`closes by itself after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    renderToast({ title: 'Success', description: 'Saved.' });
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it(`keeps error toasts for ${ERROR_TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    renderToast({ title: 'Error', description: 'Unable to download receipt', tone: 'error' });
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 500));
    expect(screen.getByText('Unable to download receipt')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ERROR_TOAST_DURATION_MS - TOAST_DURATION_MS));
    expect(screen.queryByText('Unable to download receipt')).not.toBeInTheDocument();
  });

  it('closes from its labelled dismiss button', async () => {
    renderToast({ title: 'Success', description: 'Saved.' });
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('tells developers to add the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(/ToastProvider/);
  });
});
