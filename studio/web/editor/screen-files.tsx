// The selected screen in tabs: staff's first, its blocks (structure, palette and properties, where a
// screen opens), its texts (a grid, and every text it shows) and in team mode its history; then its
// two files as JSON for developers, screen.json and messages.json. While a conflict is merged by
// hand, their version beside it. In team mode: who else is editing the screen, above the tabs.
// Each tab reads only what it shows of the studio (useStudioSelector), and re-renders only for that.
import { pageNameOf } from '../../shared/page-path.ts';
import { ScreenHistoryPanel } from '../history/screen-history-panel.tsx';
import { screenPath } from '../presence/presence-api.ts';
import { PresenceBanner } from '../presence/presence-banner.tsx';
import { MergePanel } from '../saving/conflict-view.tsx';
import { type Studio, useStudioSelector } from '../store/context.ts';
import { fileOf } from '../store/files.ts';
import { isDeveloperTab, type Tab, TAB_TITLES } from '../store/state.ts';
import { TextsGrid } from '../texts/texts-grid.tsx';
import { ScreenTexts } from '../texts/texts-view.tsx';
import { BlocksView } from './blocks-view.tsx';
import type { Problem } from './checker.ts';
import { JsonEditor } from './editor.tsx';
import { messagesEditorSchema, screenEditorSchema } from './schema.ts';

const STAFF_TABS = ['blocks', 'texts'] as const;
const DEVELOPER_TABS = ['screen', 'messages'] as const;

const problemsIn = (problems: Problem[], selected: string, file: 'screen' | 'messages') =>
  problems.filter((problem) => problem.file === fileOf(selected, file));

/** What the tab row reads of the studio. */
const tabsOf = (studio: Studio) => ({
  selected: studio.state.selected,
  tab: studio.state.tab,
  onScreen: studio.state.mainView.kind === 'screen',
  merging: studio.state.merging,
  hasFiles: studio.files !== undefined,
  person: studio.person,
  presence: studio.person ? studio.presence : undefined,
  dispatch: studio.dispatch,
});

export function ScreenFiles() {
  const { selected, tab, onScreen, merging, hasFiles, person, presence, dispatch } = useStudioSelector(tabsOf);
  const tabs: readonly Tab[] = [...STAFF_TABS, ...(person ? (['history'] as const) : []), ...DEVELOPER_TABS];
  return (
    <>
      {onScreen && person && presence ? <PresenceBanner presence={presence} path={screenPath(selected)} what="screen" /> : null}
      {onScreen ? (
        <div role="tablist" aria-label="Screen" className="studio-tabs">
          {tabs.map((name) => (
            <button
              key={name}
              role="tab"
              type="button"
              aria-selected={tab === name}
              className={name === DEVELOPER_TABS[0] ? 'studio-developer-tab' : undefined}
              title={isDeveloperTab(name) ? 'For developers: staff change the screen in Blocks and Texts' : undefined}
              onClick={() => dispatch({ type: 'tab', tab: name })}
            >
              {TAB_TITLES[name]}
            </button>
          ))}
        </div>
      ) : null}
      {merging?.name === selected && hasFiles ? <MergeBeside /> : null}
      {onScreen && hasFiles && tab === 'blocks' ? <BlocksTab /> : null}
      {onScreen && hasFiles && tab === 'texts' ? <TextsTab /> : null}
      {onScreen && person && tab === 'history' ? <HistoryTab /> : null}
      {onScreen && hasFiles && tab === 'screen' ? <FileTab key="screen" file="screen" /> : null}
      {onScreen && hasFiles && tab === 'messages' ? <FileTab key="messages" file="messages" /> : null}
    </>
  );
}

const mergeOf = (studio: Studio) => ({ merging: studio.state.merging, files: studio.files, dispatch: studio.dispatch });

function MergeBeside() {
  const { merging, files, dispatch } = useStudioSelector(mergeOf);
  if (!merging || !files) return null;
  return <MergePanel conflict={merging} mine={files} onDone={() => dispatch({ type: 'merge done' })} />;
}

const blocksOf = (studio: Studio) => ({
  selected: studio.state.selected,
  problems: studio.state.problems,
  files: studio.files,
  sharedText: studio.sharedText,
  screenId: studio.screenId,
  known: studio.folder.known,
  parts: studio.parts,
  pages: studio.pages,
  previewContent: studio.previewContent,
  structure: studio.structure,
  updateDraft: studio.updateDraft,
  dispatch: studio.dispatch,
  notify: studio.notify,
});

function BlocksTab() {
  const { selected, problems, files, sharedText, screenId, known, parts, pages, previewContent, structure, updateDraft, dispatch, notify } =
    useStudioSelector(blocksOf);
  if (!files) return null;
  return (
    <BlocksView
      files={files}
      sharedText={sharedText}
      screenId={screenId}
      known={known}
      parts={parts}
      pages={[...pages.keys()].filter((path) => !path.endsWith('.fil.md')).map(pageNameOf)}
      routes={Object.values(previewContent?.screens ?? {}).map((entry) => entry.screen.id)}
      selected={structure.selected}
      onSelect={(pointer) => structure.selectPointer(pointer)}
      onChange={(change, source, select) => {
        updateDraft(selected, change, source);
        if (select !== undefined) structure.selectPointer(select);
      }}
      onEditJson={(pointer) => {
        dispatch({ type: 'tab', tab: 'screen' });
        structure.selectPointer(pointer, { reveal: true, focus: true });
      }}
      problems={problemsIn(problems, selected, 'screen')}
      notify={(text) => notify('error', text)}
    />
  );
}

const textsOf = (studio: Studio) => ({
  selected: studio.state.selected,
  textPick: studio.state.textPick,
  messages: studio.files?.messages ?? null,
  textIndex: studio.textIndex,
  updateDraft: studio.updateDraft,
  editText: studio.projectEdits.editText,
  pickText: studio.pickText,
  openFile: studio.openFile,
});

function TextsTab() {
  const { selected, textPick, messages, textIndex, updateDraft, editText, pickText, openFile } = useStudioSelector(textsOf);
  return (
    <div className="studio-texts-scroll">
      <TextsGrid text={messages} onChange={(text) => updateDraft(selected, { messages: text }, { kind: 'cell' })} />
      {textIndex ? (
        <ScreenTexts
          screen={selected}
          rows={textIndex.rows}
          pages={textIndex.pages}
          selectedKey={textPick && 'key' in textPick ? textPick.key : undefined}
          onEdit={editText}
          onSelect={(selection) => pickText(selection, selected)}
          onOpenFile={(path) => openFile(path)}
        />
      ) : null}
    </div>
  );
}

const historyOf = (studio: Studio) => ({
  selected: studio.state.selected,
  person: studio.person,
  // The history is read again after a save of this screen and after a publish or rollback.
  historyKey: `${studio.state.folder?.screens.find((screen) => screen.name === studio.state.selected)?.screen.hash ?? ''} ${studio.state.history?.live ?? ''}`,
});

function HistoryTab() {
  const { selected, person, historyKey } = useStudioSelector(historyOf);
  return person ? <ScreenHistoryPanel screen={selected} person={person} changeKey={historyKey} /> : null;
}

/** What an editor of the screen's files reads of the studio. */
const fileEditorOf = (studio: Studio) => ({
  selected: studio.state.selected,
  problems: studio.state.problems,
  files: studio.files,
  completionNames: studio.completionNames,
  updateDraft: studio.updateDraft,
  setEditorView: studio.setEditorView,
  undo: studio.edits.undo,
  redo: studio.edits.redo,
  onCursor: studio.structure.onCursor,
});

/** One of the screen's two files in the code editor (a developers' tab): what differs is the file and its schema. */
function FileTab({ file }: { file: 'screen' | 'messages' }) {
  const { selected, problems, files, completionNames, updateDraft, setEditorView, undo, redo, onCursor } = useStudioSelector(fileEditorOf);
  if (!files) return null;
  const path = fileOf(selected, file);
  const isScreen = file === 'screen';
  return (
    <JsonEditor
      docKey={`${selected}/${file}`}
      label={`${selected} ${file}.json`}
      text={(isScreen ? files.screen : files.messages) ?? ''}
      schema={isScreen ? screenEditorSchema : messagesEditorSchema}
      schemaRoot={isScreen ? 'Screen' : undefined}
      problems={problemsIn(problems, selected, file)}
      getNames={completionNames}
      onChange={(text) => updateDraft(selected, { [file]: text }, { kind: 'type' })}
      onView={(view) => setEditorView(view, path)}
      onUndo={undo}
      onRedo={redo}
      // A place in the screen file selects its node in the structure.
      onCursor={isScreen ? onCursor : undefined}
    />
  );
}
