// The selected screen's files in tabs: screen.json in the JSON editor, its blocks (palette and
// properties), its texts (a grid, and every text it shows), and messages.json; while a conflict is
// merged by hand, their version beside it. In team mode: who else is editing the screen, above the
// tabs, and the screen's history as a tab.
import { pageNameOf } from '../../shared/page-path.ts';
import { ScreenHistoryPanel } from '../history/screen-history-panel.tsx';
import { screenPath } from '../presence/presence-api.ts';
import { PresenceBanner } from '../presence/presence-banner.tsx';
import { MergePanel } from '../saving/conflict-view.tsx';
import { useStudio } from '../store/context.ts';
import { fileOf } from '../store/files.ts';
import { TextsGrid } from '../texts/texts-grid.tsx';
import { ScreenTexts } from '../texts/texts-view.tsx';
import { BlocksView } from './blocks-view.tsx';
import { JsonEditor } from './editor.tsx';
import { messagesEditorSchema, screenEditorSchema } from './schema.ts';

const TAB_TITLES = { screen: 'screen.json', blocks: 'Blocks', texts: 'Texts', messages: 'messages.json', history: 'History' } as const;

export function ScreenFiles() {
  const studio = useStudio();
  const { state, dispatch, files, structure, updateDraft, edits, textIndex } = studio;
  const { selected, tab, mainView, merging, problems, textPick } = state;
  const onScreen = mainView.kind === 'screen';
  const problemsOf = (file: 'screen' | 'messages') => problems.filter((problem) => problem.file === fileOf(selected, file));
  const { person } = studio;
  // The history is read again after a save of this screen and after a publish or rollback.
  const historyKey = `${state.folder?.screens.find((screen) => screen.name === selected)?.screen.hash ?? ''} ${state.history?.live ?? ''}`;
  return (
    <>
      {onScreen && person ? <PresenceBanner presence={studio.presence} path={screenPath(selected)} what="screen" /> : null}
      {onScreen ? (
        <div role="tablist" aria-label="Files" className="studio-tabs">
          {(person
            ? (['screen', 'blocks', 'texts', 'messages', 'history'] as const)
            : (['screen', 'blocks', 'texts', 'messages'] as const)
          ).map((name) => (
            <button key={name} role="tab" type="button" aria-selected={tab === name} onClick={() => dispatch({ type: 'tab', tab: name })}>
              {TAB_TITLES[name]}
            </button>
          ))}
        </div>
      ) : null}
      {merging?.name === selected && files ? (
        <MergePanel conflict={merging} mine={files} onDone={() => dispatch({ type: 'merge done' })} />
      ) : null}
      {onScreen && files && tab === 'screen' ? (
        <JsonEditor
          docKey={`${selected}/screen`}
          label={`${selected} screen.json`}
          text={files.screen}
          schema={screenEditorSchema}
          schemaRoot="Screen"
          problems={problemsOf('screen')}
          getNames={studio.completionNames}
          onChange={(text) => updateDraft(selected, { screen: text }, { kind: 'type' })}
          onView={studio.setEditorView}
          onUndo={edits.undo}
          onRedo={edits.redo}
          onCursor={structure.onCursor}
        />
      ) : null}
      {onScreen && files && tab === 'blocks' ? (
        <BlocksView
          files={files}
          sharedText={studio.sharedText}
          screenId={studio.screenId}
          known={studio.folder.known}
          parts={studio.parts}
          pages={[...studio.pages.keys()].filter((path) => !path.endsWith('.fil.md')).map(pageNameOf)}
          routes={Object.values(studio.previewContent?.screens ?? {}).map((entry) => entry.screen.id)}
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
          problems={problemsOf('screen')}
          notify={(text) => studio.notify('error', text)}
        />
      ) : null}
      {onScreen && files && tab === 'messages' ? (
        <JsonEditor
          docKey={`${selected}/messages`}
          label={`${selected} messages.json`}
          text={files.messages ?? ''}
          schema={messagesEditorSchema}
          problems={problemsOf('messages')}
          getNames={studio.completionNames}
          onChange={(text) => updateDraft(selected, { messages: text }, { kind: 'type' })}
          onView={studio.setEditorView}
          onUndo={edits.undo}
          onRedo={edits.redo}
        />
      ) : null}
      {onScreen && files && tab === 'texts' ? (
        <div className="studio-texts-scroll">
          <TextsGrid text={files.messages} onChange={(text) => updateDraft(selected, { messages: text }, { kind: 'cell' })} />
          {textIndex ? (
            <ScreenTexts
              screen={selected}
              rows={textIndex.rows}
              pages={textIndex.pages}
              selectedKey={textPick && 'key' in textPick ? textPick.key : undefined}
              onEdit={studio.projectEdits.editText}
              onSelect={(selection) => studio.pickText(selection, selected)}
              onOpenFile={(path) => studio.openFile(path)}
            />
          ) : null}
        </div>
      ) : null}
      {onScreen && person && tab === 'history' ? <ScreenHistoryPanel screen={selected} person={person} changeKey={historyKey} /> : null}
    </>
  );
}
