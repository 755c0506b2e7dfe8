import type { Change } from './describe-change.ts';

/** One change in words: the sentence, then old → new (struck through → marked); a text's key only in the tooltip. */
function ChangeLine({ change }: { change: Change }) {
  return (
    <>
      <span className="studio-change-text" title={change.key ? `For developers: the text's key is ${change.key}` : undefined}>
        {change.where}
      </span>
      {change.before !== undefined || change.after !== undefined ? ': ' : null}
      {change.before !== undefined ? <del>{change.before}</del> : null}
      {change.before !== undefined && change.after !== undefined ? <span> → </span> : null}
      {change.after !== undefined ? <ins>{change.after}</ins> : null}
      {change.detail ? <span className="studio-change-detail"> ({change.detail})</span> : null}
    </>
  );
}

/** A readable diff's changes under a heading (the save dialog's, the conflict view's, the publish and review views'). */
export function ChangeList({ title, changes, level = 3 }: { title: string; changes: Change[]; level?: 3 | 4 }) {
  if (changes.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section>
      <Heading>{title}</Heading>
      <ul className="studio-diff">
        {changes.map((change, index) => (
          <li key={index} className={`is-${change.kind}`}>
            <ChangeLine change={change} />
          </li>
        ))}
      </ul>
    </section>
  );
}
