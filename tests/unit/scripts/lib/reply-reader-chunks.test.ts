import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { findReplyReaderChunks, replyReaderGroups } from '../../../../scripts/lib/reply-reader-chunks.ts';
import { endpoints } from '../../../../src/app/api/endpoints.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

describe("an endpoint's reply reader and its reply check, one chunk", () => {
  it('finds every endpoint that has both, as endpoints.ts declares them', () => {
    const found = findReplyReaderChunks(readFileSync(resolve(ROOT, 'src/app/api/endpoints.ts'), 'utf8'));
    expect(found).toEqual([
      { check: 'cardInitReply', reader: 'card-init' },
      { check: 'legacyConfirmReply', reader: 'legacy-loan' },
    ]);
    // a reader written another way would be missed (and cost a request): every one is found
    const withBoth = Object.values(endpoints).filter((endpoint) => 'loadToData' in endpoint && 'responseValidator' in endpoint);
    expect(found).toHaveLength(withBoth.length);
  });

  it('pairs each reader with the check of its own endpoint only', () => {
    const source = [
      'export const endpoints = {',
      '  a: {',
      "    responseValidator: 'aReply',",
      "    loadToData: () => import('./a-reader.ts').then((module) => module.read),",
      '  },',
      '  b: {',
      "    responseValidator: 'bReply',",
      '  },',
      '  c: {',
      "    loadToData: () => import('./c-reader.ts').then((module) => module.read),",
      '  },',
      '};',
    ].join('\n');
    expect(findReplyReaderChunks(source)).toEqual([{ check: 'aReply', reader: 'a-reader' }]);
  });

  it('gives the build a group that takes the two modules and nothing else', () => {
    const [group] = replyReaderGroups(ROOT).filter((item) => item.name === 'legacyConfirmReply');
    expect(group.test.test(resolve(ROOT, 'src/app/api/legacy-loan.ts'))).toBe(true);
    expect(group.test.test(resolve(ROOT, 'src/generated/api-validators/legacyConfirmReply.js'))).toBe(true);
    expect(group.test.test(resolve(ROOT, 'src/generated/api-validators/legacyReply.js'))).toBe(false);
    expect(group.test.test(resolve(ROOT, 'src/app/api/card-init.ts'))).toBe(false);
  });
});
