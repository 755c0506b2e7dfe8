import type { ScreensManifest } from '@borrower/engine/schema-types';

/**
 * The app's routes, read from a screens manifest: every screen carries its own path and legacy
 * hash aliases (screens/<name>/screen.json "route"), so adding a screen adds its route.
 */
export interface RouteTable {
  /** Route name (the screen's id) → path. */
  readonly paths: ReadonlyMap<string, string>;
  /** Path → route name. */
  readonly names: ReadonlyMap<string, string>;
  /** Legacy hash alias (CONTRACTS §2, e.g. 'borrowDetail') → route name. */
  readonly hashAliases: ReadonlyMap<string, string>;
}

/** What a route table is made of: each screen's path and legacy hash aliases (a screens manifest, or the early script's table). */
interface RouteEntries {
  screens: Readonly<Record<string, Pick<ScreensManifest['screens'][string], 'path' | 'hashAliases'>>>;
}

export function toRouteTable(manifest: RouteEntries): RouteTable {
  const paths = new Map<string, string>();
  const names = new Map<string, string>();
  const hashAliases = new Map<string, string>();
  for (const [name, entry] of Object.entries(manifest.screens)) {
    paths.set(name, entry.path);
    names.set(entry.path, name);
    for (const alias of entry.hashAliases ?? []) hashAliases.set(alias, name);
  }
  return { paths, names, hashAliases };
}

/** A route name or an app path (with or without query) → the app path; undefined for anything else. */
export function toRoutePath(table: RouteTable, target: string): string | undefined {
  const byName = table.paths.get(target);
  if (byName) return byName;
  const path = target.split(/[?#]/)[0];
  return table.names.has(path) ? path : undefined;
}

/** The route name shown at a path, e.g. '/hasOf' → 'loanDetail'; undefined for an unknown path. */
export function toRouteName(table: RouteTable, pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.names.get(trimmed);
}

// A legacy hash address: `#/name`, optionally with its own query.
const HASH_ADDRESS = /^#\/([A-Za-z]+)(\?.*)?$/;

/**
 * The route a page address shows: its legacy hash alias when it has a known one
 * (`/#/borrowDetail?orderId=1`), else its path. The one rule of the early script (which screen
 * file to fetch), the route start (which screen to start) and the router.
 */
export function matchRoute(table: RouteTable, pathname: string, hash: string): { name: string; viaHash: boolean } | undefined {
  const alias = HASH_ADDRESS.exec(hash)?.[1];
  const byAlias = alias === undefined ? undefined : table.hashAliases.get(alias);
  if (byAlias !== undefined && table.paths.has(byAlias)) return { name: byAlias, viaHash: true };
  const name = toRouteName(table, pathname);
  return name === undefined ? undefined : { name, viaHash: false };
}

/**
 * The browser-history location a legacy hash URL stands for, e.g. `/#/borrowDetail?orderId=1`
 * → `/hasOf?orderId=1`, keeping the query of both the page and the hash; undefined when none.
 */
export function resolveHashAlias(table: RouteTable, search: string, hash: string): string | undefined {
  const match = HASH_ADDRESS.exec(hash);
  if (!match) return undefined;
  const name = table.hashAliases.get(match[1]);
  const path = name ? table.paths.get(name) : undefined;
  if (!path) return undefined;
  const query = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(match[2] ?? '')) query.set(key, value);
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}`;
}
