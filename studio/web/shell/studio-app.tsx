// The screen studio: the screen list, the editor (screen.json, texts, messages.json), the live
// preview in phone frames, save with a readable diff, publish and rollback. The page's state is one
// store (store/); each area is a panel that reads the part it shows through useStudioSelector()
// (store/context.ts), so a change re-renders only the panels that show it.
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { EditorArea } from '../editor/editor-area.tsx';
import { ScreenList } from '../editor/screen-list.tsx';
import { PreviewArea } from '../preview-panel/preview-area.tsx';
import { type StudioCommands, studioCommands } from '../store/commands.ts';
import { createStudioHandle, StudioContext } from '../store/context.ts';
import { initialState } from '../store/state.ts';
import { createStudioStore } from '../store/store.ts';
import { type StudioModel, useStudioModel } from '../store/use-studio-model.ts';
import { TeamBar } from '../team/team-bar.tsx';
import type { StudioFolder } from './api.ts';
import { LIST_WIDTH, maxPreviewWidth, SIDE_WIDTH } from './layout.ts';
import { ReadOnlyContext } from './read-only.tsx';
import { SidePanel } from './side-panel.tsx';
import { StudioDialogs } from './studio-dialogs.tsx';
import { StudioHeader } from './studio-header.tsx';

// The panels take no props: each re-renders when what it reads from the studio changes, not with the page.
const Panels = {
  Header: memo(StudioHeader),
  ScreenList: memo(ScreenList),
  EditorArea: memo(EditorArea),
  SidePanel: memo(SidePanel),
  PreviewArea: memo(PreviewArea),
  Dialogs: memo(StudioDialogs),
};

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
  return <StudioPanels model={model} folder={folder} />;
}

/**
 * The commands, each the same function from render to render (a panel that picks one is not
 * re-rendered for it), calling the commands of the latest render.
 */
function useStableCommands(commands: StudioCommands): StudioCommands {
  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });
  const [stable] = useState(() => {
    const call =
      (key: keyof StudioCommands) =>
      (...args: unknown[]) =>
        (latest.current[key] as (...args: unknown[]) => unknown)(...args);
    return Object.fromEntries(Object.keys(commands).map((key) => [key, call(key as keyof StudioCommands)])) as StudioCommands;
  });
  return stable;
}

function StudioPanels({ model, folder }: { model: StudioModel; folder: StudioFolder }) {
  const fresh = studioCommands(model, folder);
  const commands = useStableCommands(fresh);
  const studio = useMemo(() => ({ ...model, ...commands, folder }), [model, commands, folder]);
  const [handle] = useState(() => createStudioHandle(studio));
  // After the commands above see this render's model: the panels that read what changed re-render.
  useLayoutEffect(() => handle.set(studio), [handle, studio]);
  const { panels } = model;
  return (
    <StudioContext value={handle}>
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
          <Panels.Header />
          {panels.screens ? <Panels.ScreenList /> : null}
          <Panels.EditorArea />
          {panels.structure ? <Panels.SidePanel /> : null}
          {panels.preview ? <Panels.PreviewArea /> : null}
          <Panels.Dialogs />
        </div>
      </ReadOnlyContext>
    </StudioContext>
  );
}
