// Lists the studio's panels read, made from the files as edited: the names the editor completes
// (texts, endpoints, routes, bridge actions, dialogs) and every file search and replace looks in.
import type { CompletionNames } from '../editor/completion-names.ts';
import type { PreviewScreens } from '../preview-panel/protocol.ts';
import type { StudioFolder } from '../shell/api.ts';
import { parseCatalogs } from './catalogs.ts';
import { fileOf, parseOr } from './files.ts';
import type { Files } from './state.ts';

/** What the editor offers to complete for the selected screen: its own and the shared texts' keys, the app's names, its dialogs. */
export function completionNamesOf(
  files: Files | undefined,
  sharedText: string | undefined,
  folder: StudioFolder | undefined,
  previewContent: PreviewScreens | undefined,
): CompletionNames {
  const own = parseCatalogs(files?.messages ?? null);
  const shared = parseCatalogs(sharedText ?? null);
  const screen = parseOr<{ dialogs?: Record<string, unknown> }>(files?.screen, {});
  const routes = Object.values(previewContent?.screens ?? {}).map((entry) => entry.screen.id);
  return {
    messageKeys: [...new Set([...Object.keys(own?.en ?? {}), ...Object.keys(shared?.en ?? {})])].sort(),
    endpoints: [...(folder?.known.endpoints ?? [])].sort(),
    routes: routes.sort(),
    bridgeActions: [...(folder?.known.bridgeActions ?? [])].sort(),
    dialogs: Object.keys(screen.dialogs ?? {}),
  };
}

/** Every file search and replace looks in, by path: each screen's files as edited, then the files beside the screens (drafts in). */
export function searchFilesOf(
  names: string[],
  current: (name: string) => Files | undefined,
  projectPaths: Iterable<string>,
  projectDraftPaths: Iterable<string>,
  projectText: (path: string) => string | undefined,
): { path: string; text: string }[] {
  return [
    ...names.flatMap((name) => {
      const own = current(name);
      return [
        { path: fileOf(name, 'screen'), text: own?.screen ?? '' },
        ...(own?.messages ? [{ path: fileOf(name, 'messages'), text: own.messages }] : []),
      ];
    }),
    ...[...new Set([...projectPaths, ...projectDraftPaths])].map((path) => ({ path, text: projectText(path) ?? '' })),
  ];
}
