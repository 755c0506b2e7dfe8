import { describe, expect, it } from 'vitest';

import { parseJson } from '../../../../engine/checker/rules/json-text.ts';
import { checkReferences } from '../../../../engine/checker/rules/references.ts';

const check = (screen: unknown, known = {}) => {
  const { doc } = parseJson('s.json', JSON.stringify(screen, null, 2));
  return checkReferences(doc!, known, ': add it').map(({ pointer, message }) => ({ pointer, message }));
};

describe('checkReferences', () => {
  it('finds a variable that is not declared, with the closest declared one', () => {
    expect(check({ variables: { count: { initial: 0 } }, blocks: [{ type: 'text', text: { var: 'vars.cuont' } }] })).toEqual([
      { pointer: '/blocks/0/text/var', message: "unknown variable 'cuont' (did you mean 'count'?); declare it under /variables." },
    ]);
  });

  it('finds a dialog id used twice and an openDialog of a dialog that does not exist', () => {
    const problems = check({
      dialogs: [{ id: 'a' }, { id: 'a' }],
      blocks: [{ type: 'button', onPress: [{ type: 'openDialog', dialog: 'b' }] }],
    });
    expect(problems.map((problem) => problem.pointer)).toEqual(['/dialogs/1/id', '/blocks/0/onPress/0/dialog']);
  });

  it('checks endpoints only against the names it is given', () => {
    const screen = { data: { loan: { endpoint: 'getLoan' } } };
    expect(check(screen)).toEqual([]);
    expect(check(screen, { endpoints: new Set(['getLoans']) })).toEqual([
      { pointer: '/data/loan/endpoint', message: "unknown endpoint 'getLoan' (did you mean 'getLoans'?)." },
    ]);
  });
});
