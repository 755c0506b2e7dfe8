// What the panels ask the studio to do beyond one action: open a file where it is edited, jump to a
// problem, pick a text, format, make a message, save a file beside the screens, create a screen.
// Each reads the model of this render (use-studio-model.ts) and dispatches to the store.
import type { Problem } from '../editor/checker.ts';
import { newScreenFiles } from '../editor/starter.ts';
import type { OpenTarget } from '../publishing/publish-checks.ts';
import type { DraftCopy } from '../saving/draft-copies.ts';
import { drafts as draftStore } from '../saving/drafts.ts';
import { filesInWords, filesSavedWith, saveTogetherNotice } from '../saving/save-together.ts';
import type { StudioFolder } from '../shell/api.ts';
import { savedByWhom } from '../team/team.ts';
import { addMessage, messageReference, planMakeMessage } from '../texts/make-message.ts';
import type { PageRow, TextRow } from '../texts/text-index.ts';
import { fileOf, parseOr } from './files.ts';
import { isDeveloperTab, type Notice, TAB_TITLES } from './state.ts';
import type { StudioModel } from './use-studio-model.ts';

export function studioCommands(model: StudioModel, folder: StudioFolder) {
  const { state, dispatch, project, names, textIndex, makeTextIndex, files, updateDraft, getEditorView, jumpLater } = model;
  const { selected, tab, mainView } = state;
  const notify = (tone: Notice['tone'], text: string) => dispatch({ type: 'notice', notice: { tone, text } });

  const usersOfPart = (path: string, index = textIndex) => {
    const part = /^screens\/parts\/(.+)\.json$/.exec(path)?.[1];
    if (!part || !index) return [];
    return names.filter((name) => index.uses.get(name)?.parts.has(part));
  };

  /** Opens a file where it is edited: a screen's in its tab, the others in the file editor; `at` is where the cursor goes. */
  const openFile = (path: string, at?: Problem) => {
    const screenPath = /^screens\/([^/]+)\/(screen|messages)\.json$/.exec(path);
    if (screenPath) {
      dispatch({ type: 'show screen', name: screenPath[1], main: true, tab: screenPath[2] === 'messages' ? 'messages' : 'screen' });
    } else {
      if (path.endsWith('.md') && project.textOf(path) === undefined) {
        // A page's first Filipino text starts as a copy of the English page.
        project.edit(path, project.textOf(path.replace(/\.fil\.md$/, '.md')) ?? '');
      }
      dispatch({ type: 'main view', view: { kind: 'file', path } });
      // The preview shows a screen that shows the file.
      const index = textIndex ?? makeTextIndex();
      const users = index.pages.find((page) => page.file === path || page.filFile === path)?.usedBy ?? usersOfPart(path, index);
      if (users.length > 0 && !users.includes(selected)) dispatch({ type: 'show screen', name: users[0] });
      const page = /^content\/(.+?)(\.fil)?\.md$/.exec(path)?.[1];
      dispatch({ type: 'pick text', pick: page ? { page } : undefined });
    }
    jumpLater(at);
  };

  /** A text or page picked in a table: the preview shows a screen that shows it, highlighted. */
  const pickText = (selection: { row: TextRow } | { page: PageRow }, screen: string | undefined) => {
    const usedBy = 'row' in selection ? selection.row.usedBy : selection.page.usedBy;
    const target = screen && usedBy.includes(screen) ? screen : usedBy.includes(selected) ? selected : usedBy[0];
    if (target && target !== selected) dispatch({ type: 'show screen', name: target });
    dispatch({ type: 'pick text', pick: 'row' in selection ? { key: selection.row.key } : { page: selection.page.name } });
  };

  /** The file shown in an editor now ('' for none: the blocks, texts and history show none). */
  const shownFile = () =>
    mainView.kind === 'file'
      ? mainView.path
      : mainView.kind === 'screen' && isDeveloperTab(tab)
        ? fileOf(selected, tab === 'messages' ? 'messages' : 'screen')
        : '';

  return {
    notify,
    usersOfPart,
    openFile,
    pickText,

    /** Shows a problem: in the editor shown when it is that file's, else after opening its file. */
    jumpTo: (problem: Problem) => {
      const view = getEditorView(problem.file);
      if (problem.file !== shownFile()) {
        openFile(problem.file, problem.line ? problem : undefined);
        return;
      }
      if (!view || !problem.line) return;
      const line = view.state.doc.line(Math.min(problem.line, view.state.doc.lines));
      const at = Math.min(line.from + (problem.column ?? 1) - 1, line.to);
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    },

    /** A screen and problem linked from the pre-publish checks. */
    openTarget: ({ screen, problem }: OpenTarget) => {
      dispatch({ type: 'show screen', name: screen, tab: problem?.file.endsWith('messages.json') ? 'messages' : 'screen' });
      jumpLater(problem);
    },

    format: () => {
      if (!files) return;
      const key = tab === 'messages' ? 'messages' : 'screen';
      const text = files[key];
      try {
        updateDraft(selected, { [key]: `${JSON.stringify(JSON.parse(text ?? ''), null, 2)}\n` }, { kind: 'format' });
      } catch {
        notify('error', `${key}.json is not valid JSON yet: fix the problems first.`);
      }
    },

    startMakeMessage: () => {
      const view = getEditorView(fileOf(selected, 'screen'));
      if (tab !== 'screen' || !view) {
        notify('error', `Make it a message works in "${TAB_TITLES.screen}": put the cursor in a text in quotes there.`);
        return;
      }
      const found = planMakeMessage(view.state, {
        screenId: model.screenId,
        messagesText: files?.messages ?? null,
        sharedText: model.sharedText ?? null,
        codeKeys: folder.known.codeKeys,
      });
      if (found.problem !== undefined) {
        notify('error', found.problem);
        return;
      }
      dispatch({ type: 'notice', notice: undefined });
      dispatch({ type: 'make message', plan: found.plan });
    },

    /** The make-a-message dialog's Create: the text in quotes becomes a reference to the new message. */
    makeMessage: (key: string, en: string, fil: string) => {
      const plan = state.makeMessage;
      if (!plan) return;
      const view = getEditorView(fileOf(selected, 'screen'));
      const { target } = plan;
      dispatch({ type: 'make message', plan: undefined });
      const literal = view?.state.sliceDoc(target.from, target.to);
      if (!view || tab !== 'screen' || (literal !== JSON.stringify(target.text) && parseOr<unknown>(literal, undefined) !== target.text)) {
        notify('error', 'The text changed while the dialog was open: nothing was changed. Try again.');
        return;
      }
      view.dispatch({ changes: { from: target.from, to: target.to, insert: messageReference(key) }, selection: { anchor: target.from } });
      updateDraft(selected, { screen: view.state.doc.toString(), messages: addMessage(files?.messages ?? null, key, en, fil) });
      notify(
        'ok',
        fil.trim()
          ? `The text is now the message ${key}, in English and Filipino.`
          : `The text is now the message ${key}. Its Filipino text is missing: add it in Texts.`,
      );
      view.focus();
    },

    /** Saves a file beside the screens; a shared part and the shared texts its row titles name go together (saving/save-together.ts). */
    saveProjectFile: async (path: string) => {
      const group = filesSavedWith(path, project);
      try {
        if (group.length > 1) {
          const result = await project.saveTogether(group);
          notify(...saveTogetherNotice(group, result));
          if (result.status === 'problems') dispatch({ type: 'problems', problems: result.problems });
          return;
        }
        const result = await project.save(path);
        // The file as staff know it ("the shared texts", "the page 'Who we are'").
        const what = filesInWords([path], (file) => project.textOf(file));
        if (result.status === 'saved') notify('ok', `Saved ${what}.`);
        else if (result.status === 'conflict')
          notify(
            'error',
            `Not saved: ${savedByWhom(result, what) ?? `${what} was changed since you opened it (another tab?)`}. Your changes are kept: Save again to replace that version with yours, or Discard changes to take it.`,
          );
        else {
          dispatch({ type: 'problems', problems: result.problems });
          notify('error', `Not saved: the checker found ${result.problems.length} problem(s).`);
        }
      } catch (error) {
        notify('error', `Not saved: ${(error as Error).message}`);
      }
    },

    openKeptCopy: (copy: DraftCopy) => {
      updateDraft(selected, { screen: copy.screen, messages: copy.messages });
      notify(
        'ok',
        `The copy kept ${new Date(copy.keptAt).toLocaleString()} is now the draft of ${selected}; the copy stays until you delete it.`,
      );
    },

    /** A new screen from the starter, as a draft. */
    createScreen: (name: string) => {
      const draft = { ...newScreenFiles(name), base: { screen: null, messages: null }, updatedAt: Date.now() };
      void draftStore.put(name, draft);
      dispatch({ type: 'created', name, draft });
    },
  };
}

export type StudioCommands = ReturnType<typeof studioCommands>;
