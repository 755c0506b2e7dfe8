// The Undo and Redo buttons name a change made in the Blocks tab by the property panel's own words:
// "Undo change 'Most characters' of Free text 'Nickname'", never by the property's name in the file.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { BlocksView, type BlocksViewProps } from '../../../../studio/web/editor/blocks-view.tsx';
import type { EditHistoryControls } from '../../../../studio/web/editor/edit-history.ts';
import { type EditSource, makeStep } from '../../../../studio/web/editor/history.ts';
import { HistoryButtons } from '../../../../studio/web/editor/history-controls.tsx';
import type { Files } from '../../../../studio/web/editor/node-edits.ts';

const files: Files = {
  screen: JSON.stringify(
    {
      id: 'profile',
      route: { path: '/profile' },
      title: { msg: 'profile.title' },
      blocks: [
        { type: 'form', id: 'form', fields: [{ type: 'text', name: 'nickname', label: { msg: 'profile.nickname' }, maxLength: 20 }] },
      ],
    },
    null,
    2,
  ),
  messages: JSON.stringify({ en: { 'profile.title': 'Profile', 'profile.nickname': 'Nickname' }, fil: {} }, null, 2),
};

/** The Blocks tab with the field selected; what each change would be undone as. */
function blocksWithField() {
  const onChange = vi.fn<BlocksViewProps['onChange']>();
  render(
    <BlocksView
      files={files}
      sharedText={undefined}
      screenId="profile"
      known={{ endpoints: [], bridgeActions: [], codeKeys: [] }}
      parts={[]}
      pages={[]}
      routes={[]}
      selected="/blocks/0/fields/0"
      onSelect={vi.fn()}
      onChange={onChange}
      onEditJson={vi.fn()}
      problems={[]}
      notify={vi.fn()}
    />,
  );
  /** The Undo button's tooltip after the last change, as the studio's bar shows it. */
  const undoTitle = () => {
    const [change, source] = onChange.mock.lastCall ?? [];
    const step = makeStep(files, { ...files, ...change }, source as EditSource, 0);
    render(<HistoryButtons controls={{ undo: vi.fn(), redo: vi.fn(), undoLabel: step?.label } as unknown as EditHistoryControls} />);
    return screen.getByRole('button', { name: 'Undo' }).getAttribute('title');
  };
  return { undoTitle };
}

describe('Undo after a change in the property panel', () => {
  it("names a number by the panel's label", () => {
    const { undoTitle } = blocksWithField();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Most characters' }), { target: { value: '30' } });
    expect(undoTitle()).toBe("Undo change 'Most characters' of Free text 'Nickname' (Ctrl+Z)");
  });

  it('names a text by the label the panel gives it, and its language', () => {
    const { undoTitle } = blocksWithField();
    fireEvent.change(screen.getAllByRole('textbox', { name: /in Filipino$/ })[0], { target: { value: 'Palayaw' } });
    expect(undoTitle()).toBe("Undo change 'Label' of Free text 'Nickname' in Filipino (Ctrl+Z)");
  });
});
