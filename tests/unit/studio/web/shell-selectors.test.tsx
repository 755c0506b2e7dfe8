// The studio's dialogs read the studio by selectors (studio/web/store/context.ts): while no dialog
// is open they re-render only for the store's dialog, conflict and make-message request, not for an
// edit; a dialog that opens reads what it shows then.
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';

import { StudioDialogs } from '../../../../studio/web/shell/studio-dialogs.tsx';
import { createStudioHandle, type Studio, StudioContext } from '../../../../studio/web/store/context.ts';

const dispatch = () => undefined;
const createScreen = () => undefined;
const names = ['about-us', 'customer-service'];
const studioWith = (state: { dialog?: string }, files: { screen: string }) =>
  ({
    state: { ...state, makeMessage: undefined, conflict: undefined },
    dispatch,
    files,
    names,
    previewContent: undefined,
    createScreen,
  }) as unknown as Studio;

describe('the studio dialogs', () => {
  it('re-render for an opened dialog, not for an edit while none is open', () => {
    let renders = 0;
    const handle = createStudioHandle(studioWith({}, { screen: '{}' }));
    render(
      <StudioContext value={handle}>
        <Profiler id="dialogs" onRender={() => (renders += 1)}>
          <StudioDialogs />
        </Profiler>
      </StudioContext>,
    );
    expect(renders).toBe(1);
    // An edit: the screen's text changes, no dialog opens.
    act(() => handle.set(studioWith({}, { screen: '{"id": "about"}' })));
    expect(renders).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => handle.set(studioWith({ dialog: 'new' }, { screen: '{"id": "about"}' })));
    expect(renders).toBe(2);
    expect(screen.getByRole('heading', { name: 'New screen' })).toBeTruthy();
  });
});
