import { describe, expect, it } from 'vitest';

import { parseJson } from '../../../../engine/checker/rules/json-text.ts';
import { getValidator, toProblems } from '../../../../engine/checker/rules/schema.ts';

const schemaProblems = (value: unknown) => {
  const { doc } = parseJson('s.json', JSON.stringify(value, null, 2));
  const validate = getValidator('screen.schema.json#/$defs/Screen');
  expect(validate(doc!.value)).toBe(false);
  return toProblems(doc!, validate.errors ?? []).map(({ pointer, message }) => ({ pointer, message }));
};

describe('toProblems', () => {
  it('names an unknown block type once, with the closest known one, and none of the errors below it', () => {
    const problems = schemaProblems({ schemaVersion: 1, id: 's', title: { msg: 's.title' }, blocks: [{ type: 'txet', text: 'a' }] });
    expect(problems).toEqual([
      { pointer: '/blocks/0/type', message: expect.stringMatching(/^unknown block type 'txet' \(did you mean 'text'\?\)/) },
    ]);
  });

  it('names an unknown property with what is allowed there', () => {
    const problems = schemaProblems({ schemaVersion: 1, id: 's', title: { msg: 's.title' }, blocks: [], colour: 'red' });
    expect(problems).toEqual([
      { pointer: '/colour', message: expect.stringMatching(/^unknown property 'colour'.*Allowed here: .*blocks/) },
    ]);
  });

  it('refuses a schema name that does not exist', () => {
    expect(() => getValidator('screen.schema.json#/$defs/Nothing')).toThrow(/screen\.schema\.json#\/\$defs\/Nothing/);
  });
});
