import type { EngineServices } from '../engine/core/services.ts';
import type { Field, Screen } from '../engine/generated/schema-types.ts';
import { type BenchField, FORM_TITLE, REQUIRED_MESSAGE, SUBMIT_LABEL } from './fields.ts';

const BENCH_SUBMIT_ENDPOINT = 'benchSubmit';

function toEngineField(field: BenchField): Field {
  const rules = { required: { message: REQUIRED_MESSAGE } };
  if (field.kind === 'enum')
    return { type: 'enum', name: field.name, label: field.label, options: field.options?.map((option) => ({ ...option })), rules };
  // Day uses the engine's built-in 1..31 options.
  return { type: field.kind, name: field.name, label: field.label, rules };
}

/** A screen file with one form block holding every field and a submit button. */
export function toBenchScreen(fields: readonly BenchField[]): Screen {
  return {
    schemaVersion: 1,
    id: 'benchForm',
    title: FORM_TITLE,
    blocks: [
      {
        type: 'form',
        id: 'bench',
        fields: fields.map(toEngineField),
        submitLabel: SUBMIT_LABEL,
        onSubmit: [{ type: 'call', endpoint: BENCH_SUBMIT_ENDPOINT, paramsFrom: { var: 'form' } }],
      },
    ],
  };
}

const ENGLISH: Record<string, string> = {
  'engine.required': REQUIRED_MESSAGE,
  'engine.invalidValue': 'Please check this value',
  'engine.select': 'Select',
  'engine.cancel': 'Cancel',
  'engine.confirm': 'Confirm',
  'engine.close': 'Close',
  'engine.search': 'Search',
  'engine.noOptions': 'No options',
  'engine.blockFailed': 'This part could not be shown',
  'engine.loadFailed': 'Could not load this page',
  'engine.retry': 'Retry',
};

const fill = (template: string, args: Record<string, unknown> | undefined) =>
  args ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole)) : template;

/** Services with no network, storage or native app behind them: enough for a form to render, type and submit. */
export function createBenchServices(): EngineServices {
  const storage = new Map<string, string>();
  return {
    api: {
      call: () => Promise.resolve({ ok: true, data: {} }),
      upload: () => Promise.resolve({ ok: true, data: {} }),
    },
    navigate: () => undefined,
    openUrl: () => false,
    toSafeUrl: () => undefined,
    bridge: { send: () => undefined, subscribe: () => () => undefined },
    toast: { show: () => undefined },
    storage: {
      get: (area, key) => storage.get(`${area}:${key}`) ?? null,
      set: (area, key, value) => {
        storage.set(`${area}:${key}`, value);
        return true;
      },
      remove: (area, key) => void storage.delete(`${area}:${key}`),
    },
    clipboard: { copy: () => Promise.resolve(false) },
    clock: {
      setTimeout: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    },
    messages: { t: (key, args) => fill(ENGLISH[key] ?? key, args), has: (key) => key in ENGLISH },
    format: { money: (cents) => `₱${(Number(cents) / 100).toFixed(2)}`, date: (value) => String(value), number: (value) => String(value) },
    query: {},
    config: {},
    isDevelopment: false,
    log: () => undefined,
  };
}
