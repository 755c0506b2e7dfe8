// Releases and audit entries as staff read them: by date in Manila time, publisher and note; ids only as details.
import { describe, expect, it } from 'vitest';

import {
  auditDetails,
  manilaTime,
  releaseName,
  releaseOfVersion,
  rollbackSentence,
  versionTime,
} from '../../../../studio/web/publishing/describe-release.ts';

describe('releases by date, publisher and note', () => {
  it('reads Manila time whatever the computer’s zone (UTC+8)', () => {
    expect(manilaTime('2026-11-27T19:05:00.000Z')).toMatch(/^Nov 28, 2026, 3:05\sAM Manila time$/);
  });

  it('names a version by when it was made, never by its id', () => {
    expect(versionTime('20261127-070512-ab12cd34')?.toISOString()).toBe('2026-11-27T07:05:12.000Z');
    expect(releaseOfVersion('20261127-070512-ab12cd34')).toMatch(/^the release of Nov 27, 2026, 3:05\sPM Manila time$/);
    expect(releaseOfVersion(null)).toBe('nothing');
    expect(releaseOfVersion('b1')).toBe('a release made elsewhere');
  });

  it('names a published release by its publisher and note, the build’s by its source', () => {
    const published = { kind: 'publish', version: 'v', from: null, by: 'maria', at: '2026-11-27T07:05:00Z', note: 'New rates' } as const;
    const row = { version: 'v', createdAt: '2026-11-27T07:05:00Z', source: 'publish', state: 'live', published } as const;
    expect(releaseName(row)).toMatch(/^the release of Nov 27, 2026, 3:05\sPM Manila time by maria \(“New rates”\)$/);
    expect(releaseName(row, { note: false })).not.toContain('New rates');
    expect(releaseName({ ...row, published: undefined, source: 'build' })).toMatch(/from the app build$/);
  });

  it('says a rollback from what was live to what is live again', () => {
    const event = {
      kind: 'make live',
      version: '20261126-010000-00000000',
      from: '20261127-010000-00000000',
      by: 'jose',
      at: '2026-11-27T02:00:00Z',
      note: 'Wrong rate',
    } as const;
    expect(rollbackSentence(event)).toMatch(
      /^jose made the release of Nov 26, 2026, 9:00\sAM Manila time live again on Nov 27, 2026, 10:00\sAM Manila time, taking off the release of Nov 27, 2026, 9:00\sAM Manila time \(“Wrong rate”\)$/,
    );
  });
});

describe('audit entries in words', () => {
  it('a save names what was saved, with its note; the commit only as a detail', () => {
    expect(auditDetails({ action: 'save', file: 'content/privacy-policy.fil.md', note: 'Typo', commit: 'abcdef123456' })).toEqual({
      text: 'Saved the page privacy-policy (Filipino). Note: “Typo”',
      ids: 'commit abcdef1',
    });
  });

  it('a publish names the releases and who approved it; the ids apart', () => {
    const { text, ids } = auditDetails({
      action: 'publish',
      version: '20261127-070512-ab12cd34',
      previous: null,
      contentId: '0123456789abcdef',
      approvedBy: 'jose',
      note: 'Holiday',
    });
    expect(text).toMatch(/^Published the release of Nov 27, 2026, 3:05\sPM Manila time, instead of nothing; approved by jose\. “Holiday”$/);
    expect(ids).toBe('change 0123456789ab, version 20261127-070512-ab12cd34');
  });

  it('a send-back with its comment, and an account change as its fields in words', () => {
    expect(auditDetails({ action: 'send back', contentId: 'c', comment: 'Wrong amount' }).text).toBe(
      'Sent the saved change back: “Wrong amount”',
    );
    expect(auditDetails({ action: 'roles changed', account: 'lea', roles: ['editor', 'reviewer'] }).text).toBe(
      'account: lea; roles: editor, reviewer',
    );
  });

  it('names people by their display name where the history keeps or finds one, the account only without', () => {
    const published = {
      kind: 'publish',
      version: 'v',
      from: null,
      by: 'maria.santos',
      byName: 'Maria Santos',
      at: '2026-11-27T07:05:00Z',
      note: 'New rates',
    } as const;
    const row = { version: 'v', createdAt: '2026-11-27T07:05:00Z', source: 'publish', state: 'live', published } as const;
    expect(releaseName(row)).toContain('by Maria Santos (“New rates”)');
    expect(releaseName(row)).not.toContain('maria.santos');
    const rollback = { ...published, kind: 'make live', by: 'jose.cruz', byName: 'Jose Cruz', from: '20261127-070512-ab12cd34' } as const;
    expect(rollbackSentence(rollback)).toMatch(/^Jose Cruz made /);
    const names = new Map([['jose', 'Jose Cruz']]);
    const audit = auditDetails(
      { action: 'publish', version: 'v', previous: null, approvedBy: 'jose' },
      (account) => names.get(account) ?? account,
    );
    expect(audit.text).toContain('approved by Jose Cruz.');
  });
});
