import { describe, expect, it } from 'vitest';

import { createDraftSaver, DRAFT_MAX_AGE_MS, isDrafted, parseDraft, toDraftText } from '../../../../engine/core/form-draft.ts';
import { fields } from '../../../../engine/fields/registry.ts';
import type { Field } from '../../../../engine/generated/schema-types.ts';

const NOW = 1_700_000_000_000;

/** Storage in a map, and a clock whose timers run when the test says. */
function createFakes(stored?: string) {
  const items = new Map<string, string>(stored === undefined ? [] : [['local:k', stored]]);
  const timers = new Set<() => void>();
  const services = {
    storage: {
      get: (area: string, key: string) => items.get(`${area}:${key}`) ?? null,
      set: (area: string, key: string, value: string) => Boolean(items.set(`${area}:${key}`, value)),
      remove: (area: string, key: string) => void items.delete(`${area}:${key}`),
    },
    clock: {
      setTimeout: (run: () => void) => {
        timers.add(run);
        return () => void timers.delete(run);
      },
    },
  };
  const runTimers = () => {
    for (const run of [...timers]) {
      timers.delete(run);
      run();
    }
  };
  return { items, services, runTimers, timers };
}

describe('parseDraft', () => {
  it('gives the values of a fresh draft, drops an old or broken one, and nothing for no text', () => {
    expect(parseDraft(JSON.stringify({ savedAt: NOW - 1000, values: { a: 'x' } }), NOW)).toEqual({ a: 'x' });
    expect(parseDraft(JSON.stringify({ savedAt: NOW - DRAFT_MAX_AGE_MS - 1, values: { a: 'x' } }), NOW)).toBe('drop');
    expect(parseDraft('{not json', NOW)).toBe('drop');
    expect(parseDraft('null', NOW)).toBe('drop');
    expect(parseDraft(undefined, NOW)).toBeUndefined();
  });
});

describe('toDraftText', () => {
  it('stores the values with the time, and nothing when there are none', () => {
    expect(JSON.parse(toDraftText({ a: 1 }, NOW)!)).toEqual({ savedAt: NOW, values: { a: 1 } });
    expect(toDraftText({}, NOW)).toBeUndefined();
  });
});

describe('isDrafted', () => {
  it("keeps text but never phone numbers, card numbers, codes or a field that opts out (the engine's own types)", () => {
    const field = (type: string, more = {}) => ({ type, name: 'f', ...more }) as Field;
    const typeOf = (type: string) => fields.get(type);
    expect(isDrafted(field('text'), typeOf('text'))).toBe(true);
    expect(['phone', 'bankCard', 'digits'].map((type) => isDrafted(field(type), typeOf(type)))).toEqual([false, false, false]);
    expect(isDrafted(field('text', { keepInDraft: false }), typeOf('text'))).toBe(false);
  });

  it("keeps a type's values out of drafts until its definition says they may enter one", () => {
    const field = { type: 'pesoAmount', name: 'amount' } as unknown as Field;
    expect(isDrafted(field, undefined)).toBe(false);
    expect(isDrafted(field, {})).toBe(false);
    expect(isDrafted(field, { inDraft: true })).toBe(true);
  });
});

describe('createDraftSaver', () => {
  it('reads the stored draft once and removes a broken one', () => {
    const fresh = createFakes(JSON.stringify({ savedAt: Date.now(), values: { a: 'x' } }));
    expect([...createDraftSaver('k', fresh.services, () => ({})).restored]).toEqual([['a', 'x']]);
    expect(fresh.items.has('local:k')).toBe(true);
    const broken = createFakes('{');
    expect(createDraftSaver('k', broken.services, () => ({})).restored.size).toBe(0);
    expect(broken.items.has('local:k')).toBe(false);
  });

  it('writes once typing pauses, only the last of several schedules, and removes an empty draft', () => {
    const { items, services, runTimers, timers } = createFakes();
    let values: Record<string, unknown> = { a: 'x' };
    const saver = createDraftSaver('k', services, () => values);
    saver.schedule();
    saver.schedule();
    expect(timers.size).toBe(1);
    expect(items.has('local:k')).toBe(false);
    runTimers();
    expect(JSON.parse(items.get('local:k')!)).toMatchObject({ values: { a: 'x' } });
    values = {};
    saver.schedule();
    runTimers();
    expect(items.has('local:k')).toBe(false);
  });

  it('flushes a waiting write on close and writes nothing after it', () => {
    const { items, services, runTimers } = createFakes();
    const saver = createDraftSaver('k', services, () => ({ a: 'x' }));
    saver.flush();
    expect(items.has('local:k')).toBe(false);
    saver.schedule();
    saver.close();
    expect(items.has('local:k')).toBe(true);
    items.clear();
    saver.schedule();
    runTimers();
    expect(items.has('local:k')).toBe(false);
  });

  it('forgets the draft and what was restored when cleared', () => {
    const { items, services } = createFakes(JSON.stringify({ savedAt: Date.now(), values: { a: 'x' } }));
    const saver = createDraftSaver('k', services, () => ({}));
    saver.clear();
    expect(saver.restored.size).toBe(0);
    expect(items.has('local:k')).toBe(false);
  });
});
