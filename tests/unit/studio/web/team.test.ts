// Team mode in the studio page: "2 minutes ago", why a role may not do something, and whether the
// saved change may be published (the server decides; these only spare surprises).
import { describe, expect, it } from 'vitest';

import { lacksApproval } from '../../../../studio/web/review/review-view.tsx';
import { lacksRole, type ReviewState, savedByWhom, timeAgo } from '../../../../studio/web/team/team.ts';

const NOW = Date.parse('2026-11-26T09:00:00Z');

describe('timeAgo', () => {
  it('says how long ago as a person would', () => {
    expect(timeAgo('2026-11-26T08:59:30Z', NOW)).toBe('just now');
    expect(timeAgo('2026-11-26T08:59:00Z', NOW)).toBe('1 minute ago');
    expect(timeAgo('2026-11-26T08:58:00Z', NOW)).toBe('2 minutes ago');
    expect(timeAgo('2026-11-26T06:00:00Z', NOW)).toBe('3 hours ago');
    expect(timeAgo('2026-11-24T09:00:00Z', NOW)).toBe('2 days ago');
    // A clock a little ahead of the browser's is "just now", never "-1 minutes".
    expect(timeAgo('2026-11-26T09:01:00Z', NOW)).toBe('just now');
  });
});

describe('lacksRole', () => {
  const maria = { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor' as const] };
  it('says nothing in a local studio or for a person with the role', () => {
    expect(lacksRole(null, 'publisher')).toBeUndefined();
    expect(lacksRole(undefined, 'editor')).toBeUndefined();
    expect(lacksRole(maria, 'editor')).toBeUndefined();
  });
  it('names the role needed and the roles held', () => {
    expect(lacksRole(maria, 'publisher')).toBe(
      'Publishing and making a version live need the publisher role; you have editor. Ask the studio admin.',
    );
    expect(lacksRole(maria, 'reviewer')).toMatch(/^Reviewing needs the reviewer role; you have editor\./);
  });
});

describe('lacksApproval', () => {
  const state = (decision: ReviewState['decision'], needsApproval = true): ReviewState => ({
    contentId: 'c1',
    authors: ['maria.santos'],
    decision,
    reviews: decision ? [decision] : [],
    needsApproval,
  });
  const entry = (action: 'approve' | 'send back', who: string) => ({ at: '2026-11-26T09:00:00Z', who, action, contentId: 'c1' });
  it('lets an approved change through, and one that needs no approval', () => {
    expect(lacksApproval(state(entry('approve', 'jose.reyes')))).toBeUndefined();
    expect(lacksApproval(state(null, false))).toBeUndefined();
  });
  it('says why otherwise: none yet, sent back, or approved by an author', () => {
    expect(lacksApproval(state(null))).toMatch(/no approval yet/);
    expect(lacksApproval(state(entry('send back', 'jose.reyes')))).toMatch(/^This change was sent back by jose\.reyes/);
    expect(lacksApproval(state(entry('approve', 'maria.santos')))).toMatch(/no approval yet/);
  });
});

describe('savedByWhom', () => {
  it("names who saved a file meanwhile from a conflict's savedBy, and nothing in a local studio", () => {
    const at = new Date(Date.now() - 2 * 60_000).toISOString();
    const said = savedByWhom(
      { status: 'conflict', savedBy: { name: 'maria.santos', displayName: 'Maria Santos', at } },
      'screens/messages.json',
    );
    expect(said).toMatch(/^Maria Santos saved screens\/messages\.json 2 minutes ago \(.+\)$/);
    expect(savedByWhom({ status: 'conflict', current: null }, 'screens/messages.json')).toBeUndefined();
    expect(savedByWhom({ status: 'conflict', savedBy: null }, 'screens/messages.json')).toBeUndefined();
  });
});
