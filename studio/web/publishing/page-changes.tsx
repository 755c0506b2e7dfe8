// A Markdown page's change as staff read it: only the paragraphs that changed, each with the words
// taken out struck through and the words put in marked (jsdiff); a paragraph added or removed whole
// shows whole. Text only: the page's Markdown is never rendered as HTML here.
import { type ChangeObject, diffArrays, diffWords } from 'diff';

import { pageHeading } from '../../shared/page-path.ts';
import type { PageChange } from '../shell/api.ts';

type Paragraph = { kind: 'added' | 'removed'; text: string } | { kind: 'changed'; words: ChangeObject<string>[] };

const paragraphsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The paragraphs that differ between `before` and `after`: a removed one followed by an added one is one changed paragraph. */
export function diffParagraphs(before: string | undefined, after: string | undefined): Paragraph[] {
  const result: Paragraph[] = [];
  const parts = diffArrays(paragraphsOf(before), paragraphsOf(after));
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (!part.added && !part.removed) continue;
    const next = parts[index + 1] as (typeof parts)[number] | undefined;
    if (part.removed && next?.added) {
      const pairs = Math.min(part.value.length, next.value.length);
      for (let pair = 0; pair < pairs; pair++) result.push({ kind: 'changed', words: diffWords(part.value[pair], next.value[pair]) });
      for (const text of part.value.slice(pairs)) result.push({ kind: 'removed', text });
      for (const text of next.value.slice(pairs)) result.push({ kind: 'added', text });
      index++;
      continue;
    }
    for (const text of part.value) result.push({ kind: part.added ? 'added' : 'removed', text });
  }
  return result;
}

/** 'privacy-policy.fil' → 'privacy-policy (Filipino)'. */
export const pageTitle = (name: string): string => (name.endsWith('.fil') ? `${name.slice(0, -4)} (Filipino)` : name);

/**
 * The page's own title (a '# …' line it opens with), else its name in words: 'privacy-policy' →
 * 'Privacy policy'. A heading further down names a section, not the page ('1. Who we are').
 */
export function headingOf(page: Pick<PageChange, 'name' | 'before' | 'after'>): string {
  return pageHeading(page.name, page.after ?? page.before);
}

/** "Changed page 'Privacy policy' (Filipino)", "New page …", "Removed page …". */
function changeHeading(page: PageChange): string {
  const verb = page.kind === 'added' ? 'New' : page.kind === 'removed' ? 'Removed' : 'Changed';
  return `${verb} page '${headingOf(page)}'${page.name.endsWith('.fil') ? ' (Filipino)' : ''}`;
}

export function PageChanges({ page }: { page: PageChange }) {
  const paragraphs = diffParagraphs(page.before, page.after);
  return (
    <section aria-label={`${page.kind} page ${pageTitle(page.name)}`} className={`studio-screen-change is-${page.kind}`}>
      <h3>
        {/* The file only as a tooltip: staff know the page by its heading. */}
        <span title={`content/${page.name}.md`}>{changeHeading(page)}</span>
        {page.bringsBack ? <span className="studio-tag">was rolled back</span> : null}
      </h3>
      {page.kind === 'added' ? <p>A new page, {plainLength(page.after)}.</p> : null}
      {page.kind === 'removed' ? <p>Borrowers no longer read this page.</p> : null}
      {page.kind === 'changed' ? (
        <ol className="studio-page-diff" aria-label={`Changed paragraphs of ${pageTitle(page.name)}`}>
          {paragraphs.map((paragraph, index) => (
            <li key={index}>
              {paragraph.kind === 'changed' ? (
                paragraph.words.map((word, at) =>
                  word.added ? (
                    <ins key={at}>{word.value}</ins>
                  ) : word.removed ? (
                    <del key={at}>{word.value}</del>
                  ) : (
                    <span key={at}>{word.value}</span>
                  ),
                )
              ) : paragraph.kind === 'added' ? (
                <ins>{paragraph.text}</ins>
              ) : (
                <del>{paragraph.text}</del>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

const plainLength = (text: string | undefined) => {
  const count = paragraphsOf(text).length;
  return `${count} paragraph${count === 1 ? '' : 's'}`;
};
