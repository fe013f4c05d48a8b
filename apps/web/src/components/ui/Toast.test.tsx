import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToast } from './Toast';

function Say({ message }: { message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, 'error')}>
      say
    </button>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for its time, then takes it away', () => {
    render(
      <ToastProvider>
        <Say message="Could not save" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'say' }));
    expect(screen.getByText('Could not save')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('Could not save')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Could not save')).toBeNull();
  });

  it('shows the same message once however often it is said', () => {
    render(
      <ToastProvider>
        <Say message="Offline" />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'say' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getAllByText('Offline')).toHaveLength(1);
  });

  // A timer left behind fires after the page (or a test's document) is gone and sets state on it.
  it('leaves no timer behind when it goes away', () => {
    const { unmount } = render(
      <ToastProvider>
        <Say message="Saved" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'say' }));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
