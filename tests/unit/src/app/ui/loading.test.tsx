import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createLoadingStore, LoadingHost } from '../../../../../src/app/ui/loading.tsx';

describe('LoadingHost', () => {
  it('shows the loading text while any call runs and hides when all have settled', () => {
    const store = createLoadingStore();
    render(<LoadingHost store={store} />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();

    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = store.begin('loading...');
    });
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay.textContent).toContain('loading...');
    // A screen reader hears the text from a status, never from a region marked busy (whose
    // changes it holds back).
    expect(screen.getByRole('status').textContent).toBe('loading...');
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      endSecond = store.begin('Saving');
    });
    act(() => endFirst());
    expect(screen.getByTestId('loading-overlay').textContent).toContain('Saving');
    act(() => endFirst());
    expect(screen.queryByTestId('loading-overlay')).not.toBeNull();
    act(() => endSecond());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
