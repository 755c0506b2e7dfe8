// The studio's store: actions change its state through the reducer, and each change reaches its listeners.
import { describe, expect, it, vi } from 'vitest';

import { initialState } from '../../../../../studio/web/store/state.ts';
import { createStudioStore } from '../../../../../studio/web/store/store.ts';

describe('the studio store', () => {
  it('applies each action and tells its listeners until they stop listening', () => {
    const store = createStudioStore(initialState('about'));
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.dispatch({ type: 'tab', tab: 'texts' });
    expect(store.getState().tab).toBe('texts');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.dispatch({ type: 'search', text: 'loan' });
    expect(store.getState().search).toBe('loan');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
