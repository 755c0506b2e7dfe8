import type { BenchVariant } from './build-pages.ts';
import type { FormMeasurement } from './measure-form.ts';
import type { JsLoad, RouteJs } from './route-js.ts';
import { median, ratio } from './stats.ts';

export interface FormRun {
  variant: BenchVariant;
  fieldCount: number;
  repeat: number;
  measurement: FormMeasurement;
}

interface Metric {
  key: string;
  label: string;
  unit: 'ms' | 'MB';
  pick: (measurement: FormMeasurement) => number;
}

const FORM_METRICS: readonly Metric[] = [
  { key: 'navigationToPaintMs', label: 'first render, navigation → paint', unit: 'ms', pick: (m) => m.navigationToPaintMs },
  { key: 'renderToPaintMs', label: 'first render, render() → paint', unit: 'ms', pick: (m) => m.renderToPaintMs },
  { key: 'keystrokeFirstP50Ms', label: 'keystroke → paint, first field p50', unit: 'ms', pick: (m) => m.firstField.p50Ms },
  { key: 'keystrokeFirstP95Ms', label: 'keystroke → paint, first field p95', unit: 'ms', pick: (m) => m.firstField.p95Ms },
  { key: 'keystrokeLastP50Ms', label: 'keystroke → paint, last field p50', unit: 'ms', pick: (m) => m.lastField.p50Ms },
  { key: 'keystrokeLastP95Ms', label: 'keystroke → paint, last field p95', unit: 'ms', pick: (m) => m.lastField.p95Ms },
  { key: 'inputHandledFirstP50Ms', label: 'keystroke script work, first p50', unit: 'ms', pick: (m) => m.firstField.inputHandledP50Ms },
  { key: 'inputHandledLastP50Ms', label: 'keystroke script work, last p50', unit: 'ms', pick: (m) => m.lastField.inputHandledP50Ms },
  { key: 'submitAllInvalidMs', label: 'submit, all invalid → errors painted', unit: 'ms', pick: (m) => m.submitAllInvalidMs },
  { key: 'heapUsedMB', label: 'JS heap after mount + GC', unit: 'MB', pick: (m) => m.heapUsedBytes / 1024 / 1024 },
];

export type FormMedians = Record<string, number>;

/** Per variant and field count: the median over the repeats of every metric. */
export function summariseRuns(
  runs: readonly FormRun[],
): { variant: BenchVariant; fieldCount: number; repeats: number; medians: FormMedians }[] {
  const groups = new Map<string, FormRun[]>();
  for (const run of runs) {
    const key = `${run.variant}:${run.fieldCount}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((group) => ({
    variant: group[0].variant,
    fieldCount: group[0].fieldCount,
    repeats: group.length,
    medians: Object.fromEntries(FORM_METRICS.map((metric) => [metric.key, median(group.map((run) => metric.pick(run.measurement)))])),
  }));
}

/** Rows of text in columns; numbers (and the header above them) align right. */
function formatTable(header: readonly string[], rows: readonly (readonly string[])[], rightAligned: readonly boolean[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (rightAligned[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const number = (value: number, unit: Metric['unit']) => (Number.isFinite(value) ? value.toFixed(unit === 'MB' ? 2 : 1) : 'n/a');
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

export function formatRouteTable(routes: readonly RouteJs[]): string {
  return formatTable(
    ['route', 'JS files', 'raw KB', 'gzip KB', 'screen file gzip KB', 'later, lazily: files', 'raw KB', 'gzip KB'],
    routes.map((route) => [
      route.path,
      String(route.files.length),
      kb(route.rawBytes),
      kb(route.gzipBytes),
      kb(route.screenFile.gzipBytes),
      String(route.lazy.files.length),
      kb(route.lazy.rawBytes),
      kb(route.lazy.gzipBytes),
    ]),
    [false, true, true, true, true, true, true, true],
  );
}

export interface PageJs {
  initial: JsLoad;
  lazy: JsLoad;
}

export function formatPageJs(pages: Record<BenchVariant, PageJs>): string {
  return formatTable(
    ['bench page', 'files', 'raw KB', 'gzip KB', 'later, lazily: files', 'raw KB', 'gzip KB'],
    Object.entries(pages).map(([variant, { initial, lazy }]) => [
      `${variant}-form`,
      String(initial.files.length),
      kb(initial.rawBytes),
      kb(initial.gzipBytes),
      String(lazy.files.length),
      kb(lazy.rawBytes),
      kb(lazy.gzipBytes),
    ]),
    [false, true, true, true, true, true, true],
  );
}

export function formatFormTable(summaries: ReturnType<typeof summariseRuns>, fieldCounts: readonly number[]): string {
  const find = (variant: BenchVariant, fieldCount: number) =>
    summaries.find((summary) => summary.variant === variant && summary.fieldCount === fieldCount);
  const rows: string[][] = [];
  for (const fieldCount of fieldCounts) {
    if (rows.length > 0) rows.push(['', '', '', '', '']);
    const engine = find('engine', fieldCount);
    const hand = find('hand', fieldCount);
    for (const metric of FORM_METRICS) {
      const engineValue = engine?.medians[metric.key] ?? Number.NaN;
      const handValue = hand?.medians[metric.key] ?? Number.NaN;
      rows.push([
        String(fieldCount),
        `${metric.label} (${metric.unit})`,
        number(engineValue, metric.unit),
        number(handValue, metric.unit),
        times(ratio(engineValue, handValue)),
      ]);
    }
  }
  return formatTable(['N', 'metric', 'engine', 'hand', 'engine/hand'], rows, [true, false, true, true, true]);
}
