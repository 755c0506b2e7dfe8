// The panel beside the editor: the selected screen's structure (a tree of its blocks) and the state
// of each preview frame.
import { StructurePanel } from '../editor/structure-tree.tsx';
import { StatePanel } from '../preview-panel/state-panel.tsx';
import { useStudio } from '../store/context.ts';

export function SidePanel() {
  const { state, files, structure } = useStudio();
  return (
    <aside className="studio-side" aria-label="Structure and state">
      <StructurePanel text={files?.screen} selected={structure.selected} onSelect={structure.selectNode} />
      <StatePanel frames={state.frames.map((frame, index) => `Frame ${index + 1} (${frame.locale}, ${frame.size.replace('x', '×')})`)} />
    </aside>
  );
}
