// A screen's data sources (`data` in the screen file): fetched together, then merged into the
// screen's data or turned into the one message the borrower sees when a needed source failed.
import type { DataSource, StorageSource } from '../generated/schema-types.ts';
import { evaluateParams, type Scope } from './expression.ts';
import type { ApiResult, EngineServices } from './services.ts';
import { resolveText } from './text.ts';

export function toFailureMessage(result: Extract<ApiResult, { ok: false }>, services: EngineServices): string {
  switch (result.kind) {
    case 'server':
      return result.message?.trim() || services.messages.t('engine.loadFailed');
    case 'timeout':
      return services.messages.t('engine.timeout');
    case 'invalid-reply':
      return services.messages.t('engine.invalidReply');
    case 'unknown-endpoint':
      return services.messages.t('engine.unknownEndpoint');
    default:
      return services.messages.t('engine.networkError');
  }
}

/** A storage data source: the stored JSON value, the text itself when it is not JSON, null when nothing is stored. */
export function readStoredSource(source: StorageSource, services: Pick<EngineServices, 'storage'>): ApiResult {
  const text = services.storage.get(source.storage.area, source.storage.key);
  if (text === null || text === '') return { ok: true, data: null };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: true, data: text };
  }
}

type SourceResult = readonly [name: string, result: ApiResult, source: DataSource];

/** Every named source's result, fetched at once (a storage source read, an endpoint called with its loading text). */
export const fetchSources = (sources: readonly (readonly [string, DataSource])[], scope: Scope, services: EngineServices) =>
  Promise.all(
    sources.map(async ([name, source]): Promise<SourceResult> => {
      if ('storage' in source) return [name, readStoredSource(source, services), source];
      const loadingText = source.loadingText ? resolveText(source.loadingText, scope, services) : undefined;
      return [name, await services.api.call(source.endpoint, evaluateParams(source.params, scope), { loadingText }), source];
    }),
  );

/**
 * Every source's result when each is in already (a storage read, or an API reply the app has in:
 * `EngineApi.settledReply`), without waiting; undefined when one is not. `take` hands the replies
 * over (once the screen that asked is on the page).
 */
export function settledSources(
  sources: readonly (readonly [string, DataSource])[],
  scope: Scope,
  services: EngineServices,
  take: boolean,
): SourceResult[] | undefined {
  const { settledReply } = services.api;
  if (!settledReply) return undefined;
  const results: SourceResult[] = [];
  for (const [name, source] of sources) {
    if ('storage' in source) {
      results.push([name, readStoredSource(source, services), source]);
      continue;
    }
    const result = settledReply(source.endpoint, evaluateParams(source.params, scope), take);
    if (!result) return undefined;
    results.push([name, result, source]);
  }
  return results;
}

/**
 * The screen's data with the results merged in, or the message of the first needed source that
 * failed (its errorText, else the failure's own). A failed optional source is logged and is null.
 */
export function mergeSourceResults(
  screenId: string,
  results: readonly SourceResult[],
  data: Record<string, unknown>,
  scope: Scope,
  services: EngineServices,
): { data: Record<string, unknown> } | { errorMessage: string } {
  const merged = { ...data };
  for (const [name, result, source] of results) {
    if (!result.ok && 'optional' in source && source.optional) {
      // A side call marked optional fails silently: the screen shows without its data.
      services.log({
        level: 'warn',
        screen: screenId,
        pointer: `/data/${name}`,
        message: `Optional source "${name}" failed (${result.kind}); shown without it`,
      });
      merged[name] = null;
      continue;
    }
    if (!result.ok) {
      const errorText = 'errorText' in source && source.errorText ? resolveText(source.errorText, scope, services) : '';
      return { errorMessage: errorText || toFailureMessage(result, services) };
    }
    merged[name] = result.data;
  }
  return { data: merged };
}

/** The first load's data (or its error) when every source's result is in already; undefined when one is not. */
export function settledFirstLoad(
  screenId: string,
  sources: readonly (readonly [string, DataSource])[],
  scope: Scope,
  services: EngineServices,
): ReturnType<typeof mergeSourceResults> | undefined {
  const settled = sources.length > 0 ? settledSources(sources, scope, services, false) : undefined;
  return settled && mergeSourceResults(screenId, settled, {}, scope, services);
}
