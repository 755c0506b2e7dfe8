// The studio server's API (scripts/studio/server.ts).
import type { FileVersion, SaveRequest, SaveResult, StudioFolder } from '../../scripts/studio/screens-api.ts';
import type { History } from '../../scripts/lib/publish.ts';
import type { ChangedScreen, PublishCheck } from '../../scripts/studio/publish-check.ts';
import type { Problem } from '../../scripts/lib/screen-rules.ts';

export type { ChangedScreen, FileVersion, History, PublishCheck, SaveRequest, SaveResult, StudioFolder };

const BASE = '/__studio/api';

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
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
  history: async () => ok(await call<History>('/history')),
  publishCheck: async () => ok(await call<PublishCheck>('/publish-check')),
  publish: async () => {
    const { status, body } = await call<
      { published: true; version: string; written: number; screens: number } | { published: false; problems: Problem[]; error?: string }
    >('/publish', { method: 'POST', body: '{}' });
    if (status >= 400 && !('published' in body))
      throw new ApiError((body as { error?: string }).error ?? `The studio server answered ${status}.`);
    return body;
  },
  rollback: async (to: string) =>
    ok(await call<{ from: string; to: string }>('/rollback', { method: 'POST', body: JSON.stringify({ to }) })),
};
