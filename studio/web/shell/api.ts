// The studio server's API (studio/server/server.ts); its types: studio/shared/studio-api.ts.
import type {
  BundleRow,
  ChangedScreen,
  Comparison,
  FileSaveRequest,
  FileSaveResult,
  FileVersion,
  HeldPart,
  PageChange,
  ProjectFile,
  PublishCheck,
  PublishRequest,
  PublishResult,
  ReleaseEvent,
  SaveRequest,
  SaveResult,
  ScreenChange,
  StudioFolder,
  StudioHistory,
} from '../../shared/studio-api.ts';
import { goSignIn } from '../team/team.ts';

export type {
  BundleRow,
  ChangedScreen,
  Comparison,
  FileSaveResult,
  FileVersion,
  HeldPart,
  PageChange,
  ProjectFile,
  PublishCheck,
  PublishRequest,
  ReleaseEvent,
  SaveRequest,
  SaveResult,
  ScreenChange,
  StudioFolder,
  StudioHistory,
};
/** The server's limit (studio/server/releases.ts), for the note fields. */
export const MAX_NOTE_LENGTH = 500;

const BASE = '/__studio/api';

/** The saved folder changed (a removal, a publish, a rollback, a bring-back): the studio reads its lists again (use-studio-model.ts). */
export const FOLDER_CHANGED_EVENT = 'studio-folder-changed';
export const announceFolderChanged = () => window.dispatchEvent(new CustomEvent(FOLDER_CHANGED_EVENT));

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  // Team mode: the session ended. Drafts are kept in IndexedDB as they are typed, so signing in again loses nothing.
  if (response.status === 401) goSignIn();
  const body = (await response.json()) as T;
  return { status: response.status, body };
}

export class ApiError extends Error {}

function ok<T>({ status, body }: { status: number; body: T }): T {
  if (status >= 400) throw new ApiError((body as { error?: string }).error ?? `The studio server answered ${status}.`);
  return body;
}

export const studioApi = {
  readFolder: async () => ok(await call<StudioFolder>('/screens')),
  save: async (name: string, request: SaveRequest) => {
    const { status, body } = await call<SaveResult | { error: string }>(`/screens/${encodeURIComponent(name)}`, {
      method: 'PUT',
      body: JSON.stringify(request),
    });
    if (status >= 400 && !('status' in body))
      throw new ApiError((body as { error?: string }).error ?? `The studio server answered ${status}.`);
    return body as SaveResult;
  },
  /** The shared texts, the shared parts and the Markdown pages. */
  files: async () => ok(await call<{ files: ProjectFile[] }>('/files')).files,
  saveFile: async (path: string, request: FileSaveRequest) => {
    const { status, body } = await call<FileSaveResult | { error: string }>(`/files/${encodeURIComponent(path)}`, {
      method: 'PUT',
      body: JSON.stringify(request),
    });
    if (status >= 400 && !('status' in body))
      throw new ApiError((body as { error?: string }).error ?? `The studio server answered ${status}.`);
    return body as FileSaveResult;
  },
  history: async () => ok(await call<StudioHistory>('/history')),
  publishCheck: async () => ok(await call<PublishCheck>('/publish-check')),
  /** What making `target` live ('saved': the saved screens folder) changes against the live bundle. */
  compare: async (target: string) => ok(await call<Comparison>(`/compare?to=${encodeURIComponent(target)}`)),
  publish: async (request: PublishRequest) => {
    const { status, body } = await call<PublishResult | { error: string }>('/publish', { method: 'POST', body: JSON.stringify(request) });
    if (status >= 400 && !('published' in body))
      throw new ApiError((body as { error?: string }).error ?? `The studio server answered ${status}.`);
    return body as PublishResult;
  },
  /** Removes a screen (its folder) over the version shown; team mode: with a note. */
  removeScreen: async (name: string, base: SaveRequest['base'], note?: string) =>
    ok(await call<{ status: string }>(`/screens/${encodeURIComponent(name)}`, { method: 'DELETE', body: JSON.stringify({ base, note }) })),
  /** Removes a Markdown page (its Filipino text with an English page) over the version shown. */
  removePage: async (path: string, base: string, note?: string) =>
    ok(await call<{ status: string }>(`/files/${encodeURIComponent(path)}`, { method: 'DELETE', body: JSON.stringify({ base, note }) })),
  /** Brings back parts a rollback took off (the comparison's `heldBack` keys): then they are a change like any other. */
  bringBack: async (keys: string[], contentId: string, note?: string) =>
    ok(await call<{ broughtBack: HeldPart[] }>('/bring-back', { method: 'POST', body: JSON.stringify({ keys, contentId, note }) })),
  makeLive: async (to: string, note: string, live: string | null) =>
    ok(await call<{ from: string | null; to: string }>('/rollback', { method: 'POST', body: JSON.stringify({ to, note, live }) })),
};
