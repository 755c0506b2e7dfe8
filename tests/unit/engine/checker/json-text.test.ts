import { describe, expect, it } from 'vitest';

import { parseJson, problemAt } from '../../../../engine/checker/rules/json-text.ts';

describe('parseJson', () => {
  it('reports a missing comma at its line and column, with what to add', () => {
    const { doc, problems } = parseJson('a.json', '{\n  "a": 1\n  "b": 2\n}');
    expect(doc).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'a.json',
        pointer: '/b',
        line: 3,
        column: 3,
        message: "not valid JSON: expected ',' before this: add the comma that separates two entries.",
      },
    ]);
  });

  it('reports a property named twice at its second occurrence, naming the first line', () => {
    const { problems } = parseJson('a.json', '{\n  "a": 1,\n  "a": 2\n}');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/a', line: 3, column: 3, message: expect.stringContaining('first on line 2') }),
    ]);
  });
});

describe('problemAt', () => {
  it('places a pointer at its property name, and a missing node at its nearest ancestor', () => {
    const { doc } = parseJson('a.json', '{\n  "list": [\n    { "x": 1 }\n  ]\n}');
    expect(problemAt(doc!, '/list/0/x', 'm')).toMatchObject({ line: 3, column: 7 });
    expect(problemAt(doc!, '/list/5', 'm')).toMatchObject({ pointer: '/list/5', line: 2, column: 3 });
  });
});
