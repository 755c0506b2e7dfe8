// The studio API's handlers, one per call of the table (calls.ts): read the screens, texts and
// pages, save and remove them, bring back what a rollback took off, compare, publish and roll
// back. The dispatcher in server.ts finds the row and hands its handler the request. In team mode
// the gate has checked the person's roles already; a write and its record in the audit log run in
// turn with every other change, and are recorded under the person's name.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

import { pageHeading, pageNameOf } from '../shared/page-path.ts';
import type { FileSaveRequest, FilesSaveRequest, PublishRequest, SaveRequest } from '../shared/studio-api.ts';
import type { ApiCall } from './calls.ts';
import type { createFilesApi } from './content/files-api.ts';
import { type ScreensApi, StudioError } from './content/screens-api.ts';
import { readJson } from './http/bodies.ts';
import { sendJson } from './http/replies.ts';
import { checkBeforePublish } from './publishing/publish-check.ts';
import { partAsSave } from './publishing/release-holds.ts';
import { removePage, removeScreen, savedScreenName, titled } from './publishing/removal.ts';
import { answerSchedule, type Schedule } from './schedule/schedule-http.ts';
import { ReviewError } from './team/reviews.ts';
import type { createTeam, TeamPerson } from './team/team.ts';

/** One request to a studio API call, as its handler gets it. */
export interface ApiRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The name in the call's path (its row's first group), not yet decoded; '' when it has none. */
  part: string;
  /** The largest body the call reads (its row's limit). */
  limit: number;
  /** Team mode: who sent it. */
  person?: TeamPerson;
}

interface ApiCallsDeps {
  api: ScreensApi;
  files: ReturnType<typeof createFilesApi>;
  team?: ReturnType<typeof createTeam>;
  /** The screens API that records publishes and rollbacks under this person's name. */
  apiOf: (person: TeamPerson | undefined) => ScreensApi;
  /** Team mode: the scheduled release, which any change cancels. */
  schedule?: Schedule;
  /** The project's own types, read once at start: every call waits for them, so its checks know them. */
  ownTypes: Promise<unknown>;
}

type Handler = (request: ApiRequest) => Promise<void>;

function decodeName(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new StudioError(400, `Bad ${what} name encoding.`);
  }
}

/** The body as JSON (empty: null), refused past the call's limit. */
const readBody = (request: ApiRequest): Promise<unknown> =>
  readJson(request.req, {
    maxBytes: request.limit,
    empty: null,
    tooLarge: `The body is larger than ${request.limit / 1024} KB: a screen is never that large.`,
    fail: (status, message) => new StudioError(status, message),
  });

const statusOf = (status: string): number => (status === 'saved' || status === 'removed' ? 200 : status === 'conflict' ? 409 : 422);

/** How a change is recorded: in team mode in turn with every other change, in the audit log, with its note; a local studio keeps none. */
function createRecording(team: ApiCallsDeps['team'], schedule: ApiCallsDeps['schedule']) {
  /** Team mode: a write and its record run in turn with every other save, review decision, publish and rollback. */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => (team ? team.inTurn(work) : work());
  const audit = async (
    { req, person }: ApiRequest,
    action: 'save' | 'publish' | 'rollback',
    detail: Record<string, unknown>,
    saved?: string[],
  ) => {
    if (team && person) await team.recordChange(req, person, action, detail, saved);
    // A scheduled release's content is locked: this cancels it. The change itself is written by now, so a
    // cancellation that cannot be written is logged, not answered: the schedule's own check (content and
    // live version unchanged) still keeps it from going live at its time.
    if (person)
      await schedule?.changed(person, action, detail).catch((error: unknown) => {
        console.error('[studio] the scheduled release could not be cancelled after a change:', error);
      });
  };
  /** Team mode: a save's note ("what changed and why"), checked before anything is written; a local studio keeps none. */
  const noteOf = (body: unknown): { note?: string } => {
    if (!team) return {};
    try {
      return { note: team.checkNote((body as { note?: unknown } | null)?.note) };
    } catch (error) {
      if (error instanceof ReviewError) throw new StudioError(error.status, error.message);
      throw error;
    }
  };
  /** Team mode: presence hears of the save (whoever had it open is told it changed). */
  const saved = (request: ApiRequest, path: string) => team?.presence.saved(request.person?.name ?? '', path);
  return { inTurn, audit, noteOf, saved };
}

/** What an audit entry keeps of a saved page's name: its `title` (its heading then); nothing for other files. */
const pageTitled = (file: { path: string; kind: string; text: string }): { title?: string } =>
  file.kind === 'page' ? { title: pageHeading(pageNameOf(file.path), file.text) } : {};

/** Saving and removing screens, texts and pages. */
function createEditCalls(deps: ApiCallsDeps) {
  const { api, files, team } = deps;
  const { inTurn, audit, noteOf, saved } = createRecording(team, deps.schedule);

  async function saveScreen(request: ApiRequest): Promise<void> {
    const name = decodeName(request.part, 'screen');
    api.toFolderPath(name, true);
    const body = (await readBody(request)) as SaveRequest;
    const note = noteOf(body);
    const result = await inTurn(async () => {
      const done = api.save(name, body);
      if (done.status === 'saved')
        await audit(
          request,
          'save',
          {
            screen: name,
            ...titled(savedScreenName(api.screensDir, name, api.toFolderPath(name, true))),
            screenHash: done.screen.hash,
            messagesHash: done.messages?.hash ?? null,
            ...note,
          },
          [
            resolve(api.toFolderPath(name, true), 'screen.json'),
            ...(done.messages ? [resolve(api.toFolderPath(name, true), 'messages.json')] : []),
          ],
        );
      return done;
    });
    if (result.status === 'saved') saved(request, `screens/${name}`);
    // Team mode: a conflict names who saved the screen last, and when.
    const savedBy = result.status === 'conflict' && team ? { savedBy: team.lastSave({ screen: name }) } : {};
    sendJson(request.res, statusOf(result.status), { ...result, ...savedBy });
  }

  async function saveFile(request: ApiRequest): Promise<void> {
    const path = decodeName(request.part, 'file');
    files.locate(path);
    const body = (await readBody(request)) as FileSaveRequest;
    const note = noteOf(body);
    const result = await inTurn(async () => {
      const done = files.save(path, body);
      if (done.status === 'saved')
        await audit(request, 'save', { file: path, ...pageTitled(done.file), hash: done.file.hash, ...note }, [
          files.locate(path).absolute,
        ]);
      return done;
    });
    if (result.status === 'saved') saved(request, path);
    const savedBy = result.status === 'conflict' && team ? { savedBy: team.lastSave({ file: path }) } : {};
    sendJson(request.res, statusOf(result.status), { ...result, ...savedBy });
  }

  /** Several files beside the screens at once (a part and the shared texts): one check, one write, one commit, one audit entry. */
  async function saveFiles(request: ApiRequest): Promise<void> {
    const body = (await readBody(request)) as FilesSaveRequest | null;
    const note = noteOf(body);
    const result = await inTurn(async () => {
      const done = files.saveMany(body);
      if (done.status === 'saved') {
        const [first] = done.files;
        const list = done.files.map((file) => ({ file: file.path, ...pageTitled(file), hash: file.hash }));
        await audit(
          request,
          'save',
          { file: first.path, hash: first.hash, files: list, ...note },
          done.files.map((file) => files.locate(file.path).absolute),
        );
      }
      return done;
    });
    if (result.status === 'saved') for (const file of result.files) saved(request, file.path);
    // Team mode: each conflict names who saved that file last, and when.
    const answer =
      result.status === 'conflict' && team
        ? { ...result, conflicts: result.conflicts.map((conflict) => ({ ...conflict, savedBy: team.lastSave({ file: conflict.path }) })) }
        : result;
    sendJson(request.res, statusOf(result.status), answer);
  }

  async function removeScreenCall(request: ApiRequest): Promise<void> {
    const name = decodeName(request.part, 'screen');
    api.toFolderPath(name, false);
    const body = await readBody(request);
    const note = noteOf(body);
    const result = await inTurn(async () => {
      const removed = removeScreen(api.screensDir, name, api.toFolderPath(name, false), body);
      if (removed.status === 'removed')
        await audit(request, 'save', { screen: name, ...titled(removed.screen), removed: true, ...note }, removed.removed);
      return removed;
    });
    if (result.status === 'removed') saved(request, `screens/${name}`);
    sendJson(request.res, statusOf(result.status), {
      ...result,
      ...(result.status === 'conflict' && { error: `Someone saved ${name} since you opened it: look at it again.` }),
      ...(result.status === 'problems' && {
        error: `Other screens still use it (${result.problems[0]?.file}): ${result.problems[0]?.message}`,
      }),
    });
  }

  async function removePageCall(request: ApiRequest): Promise<void> {
    const path = decodeName(request.part, 'file');
    const file = files.locate(path);
    if (file.kind !== 'page') throw new StudioError(400, 'Only a Markdown page can be removed: the shared texts and parts stay.');
    if (!existsSync(file.absolute)) throw new StudioError(404, `There is no ${path}.`);
    const body = await readBody(request);
    const note = noteOf(body);
    const result = await inTurn(async () => {
      // The page as it was: the log names what was removed by the heading borrowers read.
      const title = pageTitled({ path, kind: 'page', text: readFileSync(file.absolute, 'utf8') });
      const removed = removePage(api.screensDir, path, file.absolute, body);
      if (removed.status === 'removed') await audit(request, 'save', { file: path, ...title, removed: true, ...note }, removed.removed);
      return removed;
    });
    sendJson(request.res, result.status === 'removed' ? 200 : 409, {
      ...result,
      ...(result.status === 'conflict' && { error: `Someone saved ${path} since you opened it: look at it again.` }),
    });
  }

  return { saveScreen, saveFile, saveFiles, removeScreenCall, removePageCall };
}

/** Bringing back what a rollback took off, publishing and rolling back, recorded under the person's name. */
function createReleaseCalls(deps: ApiCallsDeps) {
  const { team, apiOf } = deps;
  const { inTurn, audit, noteOf } = createRecording(team, deps.schedule);

  async function bringBack(request: ApiRequest): Promise<void> {
    const body = (await readBody(request)) as { keys?: unknown; contentId?: unknown; note?: unknown } | null;
    const note = noteOf(body);
    const brought = await inTurn(async () => {
      const parts = apiOf(request.person).bringBack(body ?? {});
      // Team mode: whoever brings a part back is an author of the change, as if they saved it.
      for (const held of parts) await audit(request, 'save', { ...partAsSave(held), broughtBack: true, ...note });
      return parts;
    });
    sendJson(request.res, 200, { broughtBack: brought });
  }

  async function publish(request: ApiRequest): Promise<void> {
    const body = (await readBody(request)) as PublishRequest;
    const outcome = await inTurn(async () => {
      // Team mode: only content a reviewer other than its authors approved goes live; the record names who approved it.
      const approval = team && typeof body?.contentId === 'string' ? team.refusalToPublish(body.contentId) : undefined;
      if (typeof approval === 'string') throw new StudioError(409, approval);
      const published = apiOf(request.person).publish(body);
      if (published.published)
        await audit(request, 'publish', {
          version: published.version,
          previous: published.from,
          contentId: body.contentId,
          note: body.note,
          approvedBy: approval?.approvedBy ?? null,
        });
      return published;
    });
    sendJson(request.res, outcome.published ? 200 : 422, outcome);
  }

  async function rollback(request: ApiRequest): Promise<void> {
    const body = (await readBody(request)) as { to?: unknown; note?: unknown; live?: unknown } | null;
    const made = await inTurn(async () => {
      const done = apiOf(request.person).makeLive(body ?? {});
      await audit(request, 'rollback', { to: done.to, previous: done.from, note: body?.note ?? '' });
      return done;
    });
    sendJson(request.res, 200, made);
  }

  return { bringBack, publish, rollback };
}

/** The handler of every studio API call; the compiler holds each call of the table to one. */
export function createApiCalls(deps: ApiCallsDeps): Record<ApiCall, Handler> {
  const { api, files } = deps;
  const { saveScreen, saveFile, saveFiles, removeScreenCall, removePageCall } = createEditCalls(deps);
  const { bringBack, publish, rollback } = createReleaseCalls(deps);
  const reply =
    (answer: (request: ApiRequest) => unknown): Handler =>
    (request) => {
      sendJson(request.res, 200, answer(request));
      return Promise.resolve();
    };

  const scheduleCall =
    (call: 'schedule' | 'set schedule' | 'cancel schedule'): Handler =>
    (request) =>
      answerSchedule(deps.schedule, call, request.person, () => readBody(request), request.res);

  const handlers: Record<ApiCall, Handler> = {
    screens: reply(() => api.readFolder()),
    'save screen': saveScreen,
    files: reply(() => ({ files: files.list() })),
    'save file': saveFile,
    'save files': saveFiles,
    'remove screen': removeScreenCall,
    'remove page': removePageCall,
    'bring back': bringBack,
    history: reply(() => api.history()),
    'publish check': reply(() => checkBeforePublish(api.screensDir, api.publishDir)),
    compare: reply(({ url }) => api.compare(url.searchParams.get('to') ?? 'saved')),
    publish,
    rollback,
    schedule: scheduleCall('schedule'),
    'set schedule': scheduleCall('set schedule'),
    'cancel schedule': scheduleCall('cancel schedule'),
    'own types': async ({ res }) => {
      sendJson(res, 200, await deps.ownTypes);
    },
  };
  // Every check of a call knows the project's own types (read once, at start).
  const withOwnTypes =
    (handler: Handler): Handler =>
    async (request) => {
      await deps.ownTypes;
      await handler(request);
    };
  return Object.fromEntries(Object.entries(handlers).map(([call, handler]) => [call, withOwnTypes(handler)])) as Record<ApiCall, Handler>;
}
