import { describe, expect, it } from 'vitest';

import { checkIncludes, checkParts } from '../../../../engine/checker/rules/includes.ts';
import { parseJson } from '../../../../engine/checker/rules/json-text.ts';
import type { PartSource, Problem } from '../../../../engine/checker/types.ts';

const part = (name: string, blocks: unknown[]): PartSource => ({
  name,
  file: { name: `parts/${name}.json`, text: JSON.stringify({ blocks }, null, 2) },
});

describe('checkParts', () => {
  it('reports parts that include each other once, at the include that closes the cycle', () => {
    const problems: Problem[] = [];
    checkParts([part('a', [{ type: 'include', part: 'b' }]), part('b', [{ type: 'include', part: 'a' }])], {}, 'm.json', {}, problems);
    expect(problems.map(({ file, message }) => [file, message])).toEqual([
      ['parts/b.json', expect.stringMatching(/^include cycle: a → b → a;/)],
    ]);
  });
});

describe('checkIncludes', () => {
  it('finds an unknown part, and a variable a part reads that the screen lacks', () => {
    const problems: Problem[] = [];
    const { needs } = checkParts([part('footer', [{ type: 'divider', visibleWhen: { var: 'vars.year' } }])], {}, 'm.json', {}, problems);
    expect(problems).toEqual([]);
    const screen = {
      blocks: [
        { type: 'include', part: 'footr' },
        { type: 'include', part: 'footer' },
      ],
    };
    const { doc } = parseJson('s.json', JSON.stringify(screen, null, 2));
    checkIncludes(doc!, ['footer'], problems, needs);
    expect(problems.map(({ pointer, message }) => ({ pointer, message }))).toEqual([
      { pointer: '/blocks/0/part', message: expect.stringMatching(/^unknown part 'footr' \(did you mean 'footer'\?\)/) },
      {
        pointer: '/blocks/1/part',
        message: expect.stringMatching(/^part 'footer' reads the variable 'vars.year', which this screen does not have/),
      },
    ]);
  });
});
