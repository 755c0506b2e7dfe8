// The screen studio: the screen list, the editor (screen.json, texts, messages.json), the live
// preview in phone frames, save with a readable diff, publish and rollback. The page's state is one
// store (store/); each area is a panel (panels/) that reads it through useStudio().
import { useState } from 'react';

import { EditorArea } from '../editor/editor-area.tsx';
import { ScreenList } from '../editor/screen-list.tsx';
import { PreviewArea } from '../preview-panel/preview-area.tsx';
import { studioCommands } from '../store/commands.ts';
import { StudioContext } from '../store/context.ts';
import { initialState } from '../store/state.ts';
import { createStudioStore } from '../store/store.ts';
import { useStudioModel } from '../store/use-studio-model.ts';
import { TeamBar } from '../team/team-bar.tsx';
import { LIST_WIDTH, maxPreviewWidth, SIDE_WIDTH } from './layout.ts';
import { ReadOnlyContext } from './read-only.tsx';
import { SidePanel } from './side-panel.tsx';
import { StudioDialogs } from './studio-dialogs.tsx';
import { StudioHeader, StudioNotice } from './studio-header.tsx';

export function StudioApp() {
  const [store] = useState(() => createStudioStore(initialState(decodeURIComponent(location.hash.slice(1)))));
  const model = useStudioModel(store);
  const { folder, loadError } = model.state;
  // Signed in with a temporary password, the server refuses the screens until the person chooses their own: the team bar asks for it.
  if (model.person?.temporaryPassword) return <TeamBar person={model.person} />;
  if (loadError)
    return (
      <p role="alert" className="studio-note">
        The studio could not read the screens folder: {loadError}
      </p>
    );
  if (!folder)
    return (
      <p className="studio-note" aria-busy="true">
        Reading the screens folder…
      </p>
    );
  const { panels } = model;
  return (
    <StudioContext value={{ ...model, ...studioCommands(model, folder), folder }}>
      <ReadOnlyContext value={model.cannotSave}>
        <div
          className="studio"
          style={{
            gridTemplateColumns: [
              panels.screens ? `${LIST_WIDTH}px` : '',
              'minmax(0, 1fr)',
              panels.structure ? `${SIDE_WIDTH}px` : '',
              panels.preview ? `${Math.min(panels.previewWidth, maxPreviewWidth(panels, window.innerWidth))}px` : '',
            ].join(' '),
          }}
        >
          <StudioHeader />
          <StudioNotice />
          {panels.screens ? <ScreenList /> : null}
          <EditorArea />
          {panels.structure ? <SidePanel /> : null}
          {panels.preview ? <PreviewArea /> : null}
          <StudioDialogs />
        </div>
      </ReadOnlyContext>
    </StudioContext>
  );
}
