import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createToastStore, DEFAULT_TOAST_MS, ToastHost } from '../../../../../src/app/ui/toast.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderToastHost() {
  const store = createToastStore();
  render(<ToastHost store={store} />);
  return store;
}

describe('ToastHost', () => {
  it('shows a toast for 3000 ms by default', () => {
    const store = renderToastHost();
    act(() => store.show('copy success'));
    expect(screen.getByRole('status').textContent).toContain('copy success');
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1);
    });
    expect(screen.queryByText('copy success')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('copy success')).toBeNull();
  });

  it('ignores a custom duration of 300 ms or less (200 ms → 3000 ms)', () => {
    const store = renderToastHost();
    act(() => store.show('short', 200));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('short')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('short')).toBeNull();
  });

  it('honours a custom duration above 300 ms (500 ms)', () => {
    const store = renderToastHost();
    act(() => store.show('half a second', 500));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByText('half a second')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('half a second')).toBeNull();
  });

  it('dismisses on tap', () => {
    const store = renderToastHost();
    act(() => store.show('tap me'));
    fireEvent.click(screen.getByText('tap me'));
    expect(screen.queryByText('tap me')).toBeNull();
  });

  it('shows one toast at a time, the newest replacing the last with its own timer', () => {
    const store = renderToastHost();
    act(() => store.show('first', 2000));
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    act(() => store.show('second', 2000));
    expect(screen.queryByText('first')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('second')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('second')).toBeNull();
  });

  it('keeps a polite live region mounted', () => {
    renderToastHost();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
  });
});
