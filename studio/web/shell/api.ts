// The studio server's API (studio/server/server.ts); its types: studio/shared/studio-api.ts.
import type {
  BundleRow,
  ChangedScreen,
  Comparison,
  FileSaveRequest,
  FileSaveResult,
  FilesSaveRequest,
  FilesSaveResult,
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
  FilesSaveResult,
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
/** The server's limit (studio/server/publishing/releases.ts), for the note fields. */
export const MAX_NOTE_LENGTH = 500;

const BASE = '/__studio/api';

/** The saved folder changed (a removal, a publish, a rollback, a bring-back): the studio reads its lists again (use-studio-model.ts). */
export const FOLDER_CHANGED_EVENT = 'studio-folder-changed';
export const announceFolderChanged = () => window.dispatchEvent(new CustomEvent(FOLDER_CHANGED_EVENT));

export class ApiError extends Error {}

const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/**
 * Calls the studio server and returns its answer; a refusal (4xx, 5xx) is thrown as an ApiError in its
 * words, unless `carriesResult` says its body is still a result to show (a save's conflict or problems).
 */
async function request<T>(path: string, init?: RequestInit, carriesResult: (body: object) => boolean = () => false): Promise<T> {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { 'content-type': 'application/json' } });
  // Team mode: the session ended. Drafts are kept in IndexedDB as they are typed, so signing in again loses nothing.
  if (response.status === 401) goSignIn();
  const body = (await response.json().catch(() => undefined)) as object | undefined;
  if (body === undefined || body === null || typeof body !== 'object')
    throw new ApiError(`The studio server answered ${response.status} with something the studio could not read. Try again.`);
  if (response.status >= 400 && !carriesResult(body))
    throw new ApiError((body as { error?: string }).error ?? `The studio server answered ${response.status}.`);
  return body as T;
}

const hasStatus = (body: object) => 'status' in body;

export const studioApi = {
  readFolder: () => request<StudioFolder>('/screens'),
  save: (name: string, body: SaveRequest) => request<SaveResult>(`/screens/${encodeURIComponent(name)}`, send('PUT', body), hasStatus),
  /** The shared texts, the shared parts and the Markdown pages. */
  files: async () => (await request<{ files: ProjectFile[] }>('/files')).files,
  saveFile: (path: string, body: FileSaveRequest) =>
    request<FileSaveResult>(`/files/${encodeURIComponent(path)}`, send('PUT', body), hasStatus),
  /** Several files beside the screens in one save (a shared part and the shared texts its row titles name): all or none. */
  saveFiles: (body: FilesSaveRequest) => request<FilesSaveResult>('/files', send('PUT', body), hasStatus),
  history: () => request<StudioHistory>('/history'),
  publishCheck: () => request<PublishCheck>('/publish-check'),
  /** What making `target` live ('saved': the saved screens folder) changes against the live bundle. */
  compare: (target: string) => request<Comparison>(`/compare?to=${encodeURIComponent(target)}`),
  publish: (body: PublishRequest) => request<PublishResult>('/publish', send('POST', body), (answer) => 'published' in answer),
  /** Removes a screen (its folder) over the version shown; team mode: with a note. */
  removeScreen: (name: string, base: SaveRequest['base'], note?: string) =>
    request<{ status: string }>(`/screens/${encodeURIComponent(name)}`, send('DELETE', { base, note })),
  /** Removes a Markdown page (its Filipino text with an English page) over the version shown. */
  removePage: (path: string, base: string, note?: string) =>
    request<{ status: string }>(`/files/${encodeURIComponent(path)}`, send('DELETE', { base, note })),
  /** Brings back parts a rollback took off (the comparison's `heldBack` keys): then they are a change like any other. */
  bringBack: (keys: string[], contentId: string, note?: string) =>
    request<{ broughtBack: HeldPart[] }>('/bring-back', send('POST', { keys, contentId, note })),
  makeLive: (to: string, note: string, live: string | null) =>
    request<{ from: string | null; to: string }>('/rollback', send('POST', { to, note, live })),
};
