// What a save changed, in the words staff know: the studio page's audit view ("Saved the page
// about-us (Filipino).") and the server's sentence for a cancelled schedule ("Maria Santos saved
// 'Loan confirmation' at …") word it the same way, from the audit entry's detail.

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The verb of a save: a removal and a bringing back are saves too. */
function saveVerb(detail: Record<string, unknown>): 'saved' | 'removed' | 'brought back' {
  return detail.removed === true ? 'removed' : detail.broughtBack === true ? 'brought back' : 'saved';
}

/**
 * The files a save of files beside the screens wrote: its `files` (a save of several at once, e.g. a
 * shared part with the shared texts its row titles name), else its one `file`.
 */
export function savedFilesOf(detail: Record<string, unknown>): string[] {
  if (Array.isArray(detail.files)) {
    const paths = detail.files.map((entry) => text((entry as { file?: unknown } | null)?.file)).filter((path) => path !== undefined);
    if (paths.length > 0) return paths;
  }
  const file = text(detail.file);
  return file ? [file] : [];
}

/**
 * The titles the entry kept of the pages it saved (the heading each page had then), by file: from
 * its `files` list, or its one `file` and `title`. Entries written before titles were kept have none.
 */
function savedTitlesOf(detail: Record<string, unknown>): Map<string, string> {
  const titles = new Map<string, string>();
  if (Array.isArray(detail.files))
    for (const entry of detail.files as ({ file?: unknown; title?: unknown } | null)[]) {
      const file = text(entry?.file);
      const title = text(entry?.title);
      if (file && title) titles.set(file, title);
    }
  const file = text(detail.file);
  const title = text(detail.title);
  if (file && title && !titles.has(file)) titles.set(file, title);
  return titles;
}

/** One file beside the screens as staff know it; a page by the title it was saved with when the entry kept it. */
function fileWhat(file: string, title?: string): string {
  if (file === 'screens/messages.json') return 'the shared texts';
  const part = /^screens\/parts\/(.+)\.json$/.exec(file);
  if (part) return `the shared part ${part[1]}`;
  const page = /^content\/(.+?)(\.fil)?\.md$/.exec(file);
  if (page) return `the page ${title ? `'${title}'` : page[1]}${page[2] ? ' (Filipino)' : ''}`;
  return `the file ${file}`;
}

/**
 * The saved file as staff know it: the screen's title in quotes when it is known ('Loan
 * confirmation', with its address when the entry kept it: 'Loan confirmation' (/loanConfirm)), else 'the screen about-us'; 'the shared texts'; 'the shared part site-footer';
 * "the page 'Who we are'" by the title it was saved with (else 'the page about-us'), 'the page
 * about-us (Filipino)'; several saved at once joined ('the shared
 * part order-summary and the shared texts').
 */
export function savedWhat(detail: Record<string, unknown>, screenTitle?: string): string {
  const screen = text(detail.screen);
  // The title the entry kept (the screen as it was saved), else one looked up now.
  const title = text(detail.title) ?? screenTitle;
  const address = text(detail.address);
  if (screen) return title ? `'${title}'${address ? ` (${address})` : ''}` : `the screen ${screen}`;
  const titles = savedTitlesOf(detail);
  const files = savedFilesOf(detail).map((file) => fileWhat(file, titles.get(file)));
  if (files.length === 0) return 'a change';
  return files.length === 1 ? files[0] : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`;
}

/** "saved 'Loan confirmation'", "removed the page about-us": a save as a sentence's verb and object. */
export const describeSave = (detail: Record<string, unknown>, screenTitle?: string): string =>
  `${saveVerb(detail)} ${savedWhat(detail, screenTitle)}`;
