import type { Change } from './diff.ts';

/** A readable diff's changes under a heading (the save dialog's, the conflict view's). */
export function ChangeList({ title, changes, level = 3 }: { title: string; changes: Change[]; level?: 3 | 4 }) {
  if (changes.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section>
      <Heading>{title}</Heading>
      <ul className="studio-diff">
        {changes.map((change, index) => (
          <li key={index} className={`is-${change.kind}`}>
            <span className="studio-kind">{change.kind}</span> <code>{change.where}</code>
            {change.before !== undefined ? <del>{change.before}</del> : null}
            {change.after !== undefined ? <ins>{change.after}</ins> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
