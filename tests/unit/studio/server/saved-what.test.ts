// The words for what a save changed, shared by the studio page's audit view and the server's
// sentence for a schedule a save cancelled.
import { describe, expect, it } from 'vitest';

import { describeSave, savedFilesOf, savedWhat } from '../../../../studio/shared/saved-what.ts';
import { auditDetails } from '../../../../studio/web/publishing/describe-release.ts';

describe('what a save changed, in words', () => {
  it('names each kind of file as staff know it, and the screen by its title when known', () => {
    expect(
      [
        { screen: 'about-us' },
        { file: 'screens/messages.json' },
        { file: 'screens/parts/site-footer.json' },
        { file: 'content/about-us.md' },
        { file: 'content/about-us.fil.md' },
        { file: 'content/odd.txt' },
        {},
      ].map((detail) => savedWhat(detail)),
    ).toEqual([
      'the screen about-us',
      'the shared texts',
      'the shared part site-footer',
      'the page about-us',
      'the page about-us (Filipino)',
      'the file content/odd.txt',
      'a change',
    ]);
    expect(describeSave({ screen: 'loan-detail' }, 'Loan details')).toBe("saved 'Loan details'");
    expect(describeSave({ screen: 'loan-detail', removed: true })).toBe('removed the screen loan-detail');
    // The title and address an entry kept (the screen as saved then) come before one looked up now.
    expect(describeSave({ screen: 'about-us', title: 'About our company', address: '/about' }, 'About us')).toBe(
      "saved 'About our company' (/about)",
    );
    expect(describeSave({ screen: 'holiday-notice', title: 'Holiday notice', address: '/holidayNotice', removed: true })).toBe(
      "removed 'Holiday notice' (/holidayNotice)",
    );
    expect(describeSave({ file: 'content/about-us.md', broughtBack: true })).toBe('brought back the page about-us');
    // A page by the heading the entry kept (the page as saved then), its file only when the entry is older.
    expect(describeSave({ file: 'content/privacy-policy.md', title: 'Privacy policy' })).toBe("saved the page 'Privacy policy'");
    expect(describeSave({ file: 'content/about-us.fil.md', title: 'Sino kami', removed: true })).toBe(
      "removed the page 'Sino kami' (Filipino)",
    );
    expect(
      savedWhat({
        file: 'screens/messages.json',
        files: [{ file: 'screens/messages.json' }, { file: 'content/about-us.md', title: 'Who we are' }],
      }),
    ).toBe("the shared texts and the page 'Who we are'");
  });

  it('names every file of a save of several at once', () => {
    const files = [{ file: 'screens/parts/order-summary.json' }, { file: 'screens/messages.json' }];
    expect(savedWhat({ file: 'screens/parts/order-summary.json', files })).toBe('the shared part order-summary and the shared texts');
    expect(savedFilesOf({ file: 'screens/parts/order-summary.json', files })).toEqual([
      'screens/parts/order-summary.json',
      'screens/messages.json',
    ]);
    expect(savedFilesOf({ file: 'content/about-us.md' })).toEqual(['content/about-us.md']);
    expect(savedFilesOf({ files: 'not a list' })).toEqual([]);
  });

  it('is what the audit view says of a save', () => {
    expect(auditDetails({ action: 'save', file: 'screens/parts/site-footer.json', note: 'Hotline' }).text).toBe(
      'Saved the shared part site-footer. Note: “Hotline”',
    );
    expect(auditDetails({ action: 'save', screen: 'about-us', removed: true }).text).toBe('Removed the screen about-us.');
  });
});
