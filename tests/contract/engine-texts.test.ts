import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ENGINE_TEXTS } from '../../engine/core/engine-texts.ts';

const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'screens', 'messages.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;

describe("the engine's own texts", () => {
  it('are in English and Filipino, with the same keys', () => {
    expect(Object.keys(ENGINE_TEXTS.fil).sort()).toEqual(Object.keys(ENGINE_TEXTS.en).sort());
    expect(Object.keys(ENGINE_TEXTS.en).length).toBeGreaterThan(0);
  });

  it("cover every engine.* text of the borrower app's catalog, which may word them its own way", () => {
    for (const language of ['en', 'fil'] as const) {
      const appKeys = Object.keys(catalog[language]).filter((key) => key.startsWith('engine.'));
      expect(appKeys.filter((key) => !Object.hasOwn(ENGINE_TEXTS[language], key))).toEqual([]);
    }
  });
});
