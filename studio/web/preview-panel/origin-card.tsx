// "Where it comes from" under the preview's controls: for the block hovered or picked in select
// mode, where it comes from (preview-origin.ts) and a button for what the studio can do with it.
import { useMemo } from 'react';

import { type Studio, useStudioSelector } from '../store/context.ts';
import { parseOr } from '../store/files.ts';
import { screenInWords, useScreenNames } from '../store/screen-names.ts';
import { partFileOf } from '../texts/text-index.ts';
import { describePreviewPick, type OriginAction } from './preview-origin.ts';
import type { PreviewLook } from './protocol.ts';

export interface PreviewPoint {
  pointer: string;
  look?: PreviewLook;
}

const keysOf = (text: string | null | undefined) => new Set(Object.keys(parseOr<{ en?: object }>(text, {}).en ?? {}));

const ACTION_WORDS: Record<OriginAction['kind'], string> = {
  'edit-text': 'Edit this text',
  arrange: 'Arrange these rows',
  'open-part': 'Open shared part',
  'open-page': 'Open this page',
};

/** Focuses the element the selector finds once it is on the page (a view that opens renders first). */
function focusSoon(selector: () => HTMLElement | null | undefined, tries = 30) {
  const found = selector();
  if (found) {
    found.scrollIntoView({ block: 'center' });
    found.focus();
  } else if (tries > 0) requestAnimationFrame(() => focusSoon(selector, tries - 1));
}

/** What the card reads of the studio: it re-renders only when one of these changes. */
const pickOrigins = (studio: Studio) => ({
  screen: studio.state.lastGood.get(studio.state.selected)?.screen,
  messages: studio.files?.messages,
  sharedText: studio.sharedText,
  parts: studio.parts,
  structure: studio.structure,
  makeTextIndex: studio.makeTextIndex,
  usersOfPart: studio.usersOfPart,
  dispatch: studio.dispatch,
  openFile: studio.openFile,
});

export function OriginCard({ point, hovering }: { point: PreviewPoint; hovering: boolean }) {
  const { screen, messages, sharedText, parts, structure, makeTextIndex, usersOfPart, dispatch, openFile } = useStudioSelector(pickOrigins);
  const nameOf = useScreenNames();
  const origin = useMemo(() => {
    const partBlocks = new Map(parts.map((part) => [part.name, parseOr<{ blocks?: unknown[] }>(part.text, {}).blocks ?? []]));
    let index: ReturnType<typeof makeTextIndex> | undefined;
    const textIndex = () => (index ??= makeTextIndex());
    return describePreviewPick(point.pointer, point.look, {
      screen,
      parts: partBlocks,
      ownKeys: keysOf(messages),
      sharedKeys: keysOf(sharedText),
      screensShowingText: (key) => textIndex().rows.find((row) => row.key === key && row.owner === 'shared')?.usedBy ?? [],
      screensUsingPart: (part) => usersOfPart(partFileOf(part), textIndex()).map((name) => screenInWords(nameOf(name))),
    });
  }, [point, screen, parts, messages, sharedText, makeTextIndex, usersOfPart, nameOf]);
  if (!origin) return null;

  const run = (action: OriginAction) => {
    switch (action.kind) {
      case 'edit-text':
        if (action.shared) {
          dispatch({ type: 'main view', view: { kind: 'texts' } });
          dispatch({ type: 'pick text', pick: { key: action.key } });
        } else dispatch({ type: 'show screen', main: true, tab: 'texts' });
        // The text's English box, by its key (texts-grid.tsx, texts-table.tsx): the shared one where a screen has its own beside it.
        focusSoon(() =>
          document.querySelector<HTMLElement>(
            `textarea[data-key="${CSS.escape(action.key)}"][lang="en"]${action.shared ? '[data-owner="shared"]' : ''}`,
          ),
        );
        break;
      case 'arrange':
        if (action.part) dispatch({ type: 'main view', view: { kind: 'part block', part: action.part, pointer: action.pointer } });
        else {
          dispatch({ type: 'show screen', main: true, tab: 'blocks' });
          structure.selectPointer(action.pointer);
        }
        focusSoon(() => document.querySelector<HTMLElement>(`textarea[aria-label="Order of the server's rows"]`));
        break;
      case 'open-part':
        openFile(partFileOf(action.part));
        break;
      case 'open-page':
        openFile(`content/${action.source}.md`);
        break;
    }
  };
  return (
    // While it follows the pointer it keeps the height of the hint it replaced (its words scroll), so
    // the frames below do not move under the pointer and a tap lands where it was aimed; a tapped
    // block's card takes the room it needs.
    <section className={`studio-origin${hovering ? ' is-hovering' : ''}`} aria-label="Where it comes from" aria-live="polite">
      <h3>
        <span className="studio-muted">{hovering ? 'Under the pointer: ' : 'Selected: '}</span>
        {origin.what}
      </h3>
      <ul>
        {origin.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {origin.actions.length > 0 ? (
        <div className="studio-row">
          {origin.actions.map((action) => (
            <button key={action.kind} type="button" onClick={() => run(action)}>
              {ACTION_WORDS[action.kind]}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
