// The panel beside the editor: the selected screen's structure (a tree of its blocks) and the state
// of each preview frame.
import { StructurePanel } from '../editor/structure-tree.tsx';
import { StatePanel } from '../preview-panel/state-panel.tsx';
import { type Studio, useStudioSelector } from '../store/context.ts';

const sideOf = (studio: Studio) => ({
  frames: studio.state.frames,
  screen: studio.files?.screen,
  node: studio.structure.selected,
  selectNode: studio.structure.selectNode,
});

export function SidePanel() {
  const { frames, screen, node, selectNode } = useStudioSelector(sideOf);
  return (
    <aside className="studio-side" aria-label="Structure and state">
      <StructurePanel text={screen} selected={node} onSelect={selectNode} />
      <StatePanel frames={frames.map((frame, index) => `Frame ${index + 1} (${frame.locale}, ${frame.size.replace('x', '×')})`)} />
    </aside>
  );
}
