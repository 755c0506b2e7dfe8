// What a save changed, in the words staff know: the studio page's audit view ("Saved the page
// about-us (Filipino).") and the server's sentence for a cancelled schedule ("Maria Santos saved
// 'Loan confirmation' at …") word it the same way, from the audit entry's detail.

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The verb of a save: a removal and a bringing back are saves too. */
function saveVerb(detail: Record<string, unknown>): 'saved' | 'removed' | 'brought back' {
  return detail.removed === true ? 'removed' : detail.broughtBack === true ? 'brought back' : 'saved';
}

/**
 * The saved file as staff know it: the screen's title in quotes when it is known ('Loan
 * confirmation'), else 'the screen about-us'; 'the shared texts'; 'the shared part site-footer';
 * 'the page about-us', 'the page about-us (Filipino)'.
 */
export function savedWhat(detail: Record<string, unknown>, screenTitle?: string): string {
  const screen = text(detail.screen);
  if (screen) return screenTitle ? `'${screenTitle}'` : `the screen ${screen}`;
  const file = text(detail.file) ?? '';
  if (file === 'screens/messages.json') return 'the shared texts';
  const part = /^screens\/parts\/(.+)\.json$/.exec(file);
  if (part) return `the shared part ${part[1]}`;
  const page = /^content\/(.+?)(\.fil)?\.md$/.exec(file);
  if (page) return `the page ${page[1]}${page[2] ? ' (Filipino)' : ''}`;
  return file ? `the file ${file}` : 'a change';
}

/** "saved 'Loan confirmation'", "removed the page about-us": a save as a sentence's verb and object. */
export const describeSave = (detail: Record<string, unknown>, screenTitle?: string): string =>
  `${saveVerb(detail)} ${savedWhat(detail, screenTitle)}`;
