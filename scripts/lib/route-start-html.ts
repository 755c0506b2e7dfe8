// The route start in the built index.html (the screens plug-in's transformIndexHtml): its chunk right
// after config.js with its imports preloaded, and in the build the early script that starts the
// route's screen file, its code and its first API calls from the HTML itself.
import { resolve } from 'node:path';

import type { Rolldown } from 'vite';

import type { EarlyCall } from '../../src/shared/screen-files.ts';
import { buildEarlyScript } from './early-script.ts';
import { type RouteNeed, toScreenFiles } from './route-code.ts';
import type { ScreensBundle } from './screens-bundle.ts';

/** What the early script needs of an endpoint to make its request as the app's API client does. */
export interface EndpointRequest {
  method: 'GET' | 'POST';
  path: string;
  client: 'one' | 'two';
  base?: 'api' | 'promo';
  paramsIn?: 'body' | 'query';
  fixedParams?: Record<string, string>;
  reply?: 'json' | 'image-url';
  /** The reply check's name: its chunk (with the reply's reader, if any) is asked for with the screen's code. */
  responseValidator?: string;
}

const QUERY_VAR = /^query\.([A-Za-z0-9_$-]+)$/;

/**
 * The API calls of a screen's first load (its data sources but storage reads, as
 * engine/core/first-load.ts finds them) that read only the page's query: those the early script
 * can make. A call with any other param (a variable, config, storage) is left to the route start.
 */
function toEarlyCalls(screenText: string, endpoints: Readonly<Record<string, EndpointRequest>>): (EarlyCall & { check?: string })[] {
  const { screen } = JSON.parse(screenText) as {
    screen?: { data?: Record<string, { endpoint?: string; params?: Record<string, unknown> }> };
  };
  const calls: (EarlyCall & { check?: string })[] = [];
  for (const source of Object.values(screen?.data ?? {})) {
    const endpoint = source.endpoint !== undefined && Object.hasOwn(endpoints, source.endpoint) ? endpoints[source.endpoint] : undefined;
    if (!endpoint || endpoint.reply === 'image-url') continue;
    const params: Record<string, string> = {};
    const isSimple = Object.entries(source.params ?? {}).every(([name, expr]) => {
      const key =
        typeof expr === 'object' && expr !== null && 'var' in expr && typeof expr.var === 'string'
          ? QUERY_VAR.exec(expr.var)?.[1]
          : undefined;
      if (key !== undefined) params[name] = key;
      return key !== undefined;
    });
    if (!isSimple) continue;
    calls.push({
      method: endpoint.method,
      path: endpoint.path,
      client: endpoint.client,
      ...(endpoint.base === 'promo' ? { base: 'promo' as const } : {}),
      inQuery: endpoint.method === 'GET' || endpoint.paramsIn === 'query',
      ...(endpoint.fixedParams ? { fixedParams: endpoint.fixedParams } : {}),
      params,
      ...(endpoint.responseValidator ? { check: endpoint.responseValidator } : {}),
    });
  }
  return calls;
}

interface RouteStartOptions {
  html: string;
  /** The build's output; undefined on the dev server. */
  outputBundle: Rolldown.OutputBundle | undefined;
  /** The route start's module (the plug-in's prefetchEntry). */
  prefetchEntry: string;
  /** The screens bundle the build ships, when the folder passed the checker. */
  screens: ScreensBundle | undefined;
  routeCode: Record<RouteNeed, readonly string[]>;
  endpoints: Readonly<Record<string, EndpointRequest>> | undefined;
  /** Vite's base. */
  basePath: string;
  /** Where the page reads the screens files from. */
  screensBase: string;
  /** Stops the build with this message. */
  fail: (message: string) => never;
}

/** The page with the route start in it; undefined when there is no chunk to name. */
export async function addRouteStart({
  html,
  outputBundle,
  prefetchEntry,
  screens,
  routeCode,
  endpoints,
  basePath,
  screensBase,
  fail,
}: RouteStartOptions): Promise<string | undefined> {
  const found = outputBundle
    ? Object.values(outputBundle).find((item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId === resolve(prefetchEntry))
    : undefined;
  // The entry's chunk is a facade that only imports the chunk it shares with the app's entry
  // (where its code is): the HTML asks for that chunk itself, one request less.
  const facadeOf =
    found?.type === 'chunk' && found.imports.length === 1 && /^import"[^"]+";?$/.test(found.code.trim())
      ? outputBundle?.[found.imports[0]]
      : undefined;
  const chunk = facadeOf?.type === 'chunk' ? facadeOf : found;
  const entry = outputBundle ? chunk?.fileName : prefetchEntry.replace(/^\/?/, '');
  if (!entry) return undefined;
  // Right after config.js (its preload), which it reads: config.js runs before the deferred module
  // scripts, and before the app's entry, which picks up what it started. Its imports are asked for right after it,
  // before the app's own chunks (a browser opens 6 connections to a host over HTTP/1.1: the
  // first requests of the page go first), so it runs before the main chunk has arrived.
  const imports = chunk?.type === 'chunk' ? chunk.imports : [];
  let page = html;
  // The app's entry imports this chunk too: Vite's preload of it among the app's is the same request.
  for (const file of [entry, ...imports])
    page = page.replace(new RegExp(`\\s*<link rel="modulepreload" crossorigin href="/${escapeRegExp(file)}">`), '');
  const tags = [
    `<script type="module" crossorigin src="/${entry}"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  // The build only: the route's screen file, the code it needs and the shared texts start from
  // the HTML itself, in the round of the scripts (src/app/screen-source/early-screen.ts), allowed
  // by the script's hash.
  if (outputBundle && screens) {
    const files = toScreenFiles(screens, outputBundle, routeCode, process.cwd());
    if (endpoints) {
      for (const [name, entry] of Object.entries(files.screens)) {
        const text = screens.files.find((file) => file.name === entry.file)?.content;
        const calls = text === undefined ? [] : toEarlyCalls(text, endpoints);
        if (calls.length === 0) continue;
        // Each call's reply check leaves with the screen's code, in the HTML's round: asked for by
        // the route start, beside its call, it landed after the app's chunk.
        const checks = [...new Set(calls.flatMap((call) => (call.check ? [call.check] : [])))];
        for (const check of checks) files.code[`reply:${check}`] ??= findCheckFiles(outputBundle, check);
        const needs = [...(entry.needs ?? []), ...checks.map((check) => `reply:${check}`)];
        files.screens[name] = { ...entry, needs, calls: calls.map(({ check: _check, ...call }) => call) };
      }
    }
    const early = await buildEarlyScript(files, screensBase, basePath, screens.manifest.shared.file);
    const withCsp = page.replace(/script-src 'self'/, `script-src 'self' 'sha256-${early.hash}'`);
    if (withCsp === page) fail("The Content-Security-Policy of index.html has no script-src 'self' to extend");
    // After the app's frame, in the body: the parser has put the frame on the page before the script
    // compiles and runs, so the first paint shows it. Before the frame, its 50 to 250 ms on a slow
    // phone (compiling and running about 13 KB) used up the parser's time slice: the frame was then
    // parsed in pieces a task or two later, each piece with a frame of its own that had nothing to
    // show. Its requests still leave in the HTML's round, right after the scripts and links of the
    // head. Before the stylesheet's link (shell-css), which would hold a script after it until the
    // stylesheet is in; and before config.js when the body runs it, so the script is listening when
    // config.js has run (it sends the route's first calls then).
    const after = /\s*(?:<script src="\/config\.js"><\/script>|<noscript>)/g;
    const frame = withCsp.indexOf('<div id="root">');
    after.lastIndex = frame;
    const before = frame < 0 ? null : after.exec(withCsp);
    if (!before) return fail('index.html has no <noscript> after the app frame (<div id="root">) to put the early script before');
    page = `${withCsp.slice(0, before.index)}\n    <script>${early.code}</script>${withCsp.slice(before.index)}`;
  }
  // Right after config.js's preload in the head (the body runs config.js after the frame), else
  // after config.js itself when the head runs it deferred.
  const config =
    /<link rel="preload" href="\/config\.js" as="script"[^>]*>/.exec(page) ??
    /<script\b[^>]*\bsrc="\/config\.js"[^>]*><\/script>/.exec(page);
  if (!config) return page.replace('</head>', `    ${tags}\n  </head>`);
  const end = config.index + config[0].length;
  return `${page.slice(0, end)}\n    ${tags}${page.slice(end)}`;
}

/** The built files of a reply check's chunk (src/generated/api-validators/<check>.js, with its reader if it has one). */
function findCheckFiles(bundle: Rolldown.OutputBundle, check: string): string[] {
  const chunk = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.moduleIds.some((id) => /[\\/]api-validators[\\/]([^\\/]+)\.js$/.exec(id)?.[1] === check),
  );
  return chunk?.type === 'chunk' && !chunk.isEntry ? [chunk.fileName] : [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
