// The remove dialog's pages come from a call of their own: the picker says it is loading them, and a failed call
// says so with a Retry instead of offering an empty Pages group as if there were no pages.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ProjectFile, StudioFolder } from '../../../../studio/shared/studio-api.ts';
import { RemoveDialog } from '../../../../studio/web/publishing/publish-remove.tsx';
import { ApiError, studioApi } from '../../../../studio/web/shell/api.ts';

const FOLDER: StudioFolder = { screens: [], shared: null, parts: [], known: { endpoints: [], bridgeActions: [], codeKeys: [] } };
const PAGE: ProjectFile = { path: 'content/holiday-terms.md', kind: 'page', text: '# Holiday terms\n', hash: 'h1' };

/** A call the test answers when it likes. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (reason: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const optionTexts = () =>
  within(screen.getByRole('combobox', { name: 'Screen or page' }))
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

afterEach(() => vi.restoreAllMocks());

describe('remove dialog: the pages it offers', () => {
  it('says it is loading the pages until they come, then offers them by title', async () => {
    const answer = deferred<ProjectFile[]>();
    vi.spyOn(studioApi, 'files').mockReturnValue(answer.promise);
    render(<RemoveDialog folder={FOLDER} inTeam={false} onClose={() => undefined} onRemoved={() => undefined} />);
    expect(optionTexts()).toEqual(['Choose…', 'Loading the pages…']);
    await act(async () => answer.resolve([PAGE]));
    expect(optionTexts()).toEqual(['Choose…', 'Holiday terms']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the pages could not be loaded, and Retry asks again', async () => {
    const first = deferred<ProjectFile[]>();
    const second = deferred<ProjectFile[]>();
    const files = vi.spyOn(studioApi, 'files').mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    render(<RemoveDialog folder={FOLDER} inTeam={false} onClose={() => undefined} onRemoved={() => undefined} />);
    await act(async () => first.reject(new ApiError('The studio server answered 503.')));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Only screens are offered: the pages could not be loaded. The studio server answered 503.');
    expect(optionTexts()).toEqual(['Choose…']);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(files).toHaveBeenCalledTimes(2);
    expect(optionTexts()).toEqual(['Choose…', 'Loading the pages…']);
    await act(async () => second.resolve([PAGE]));
    expect(optionTexts()).toEqual(['Choose…', 'Holiday terms']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
