import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkScreenText } from '../../../../engine/checker/screen-rules.ts';
import pesoAmountSchema from '../../../../examples/embed/peso-amount.schema.json';

const EXAMPLE = join(import.meta.dirname, '..', '..', '..', '..', 'examples', 'embed', 'loan-request.screen.json');
const text = readFileSync(EXAMPLE, 'utf8');
const ownFieldTypes = new Map([['pesoAmount', pesoAmountSchema]]);
const brief = (problems: ReturnType<typeof checkScreenText>) => problems.map(({ pointer, message }) => ({ pointer, message }));

describe("the checker with a team's own field types", () => {
  it('passes a screen that uses an own type as its property schema says', () => {
    expect(brief(checkScreenText('loan-request.screen.json', text, { ownFieldTypes }))).toEqual([]);
  });

  it('refuses a property the own type does not have, where it is, with what to do', () => {
    const screen = JSON.parse(text) as { blocks: { fields?: Record<string, unknown>[] }[] };
    const amount = screen.blocks[1].fields?.[0] ?? {};
    amount.maxCount = 3;
    amount.maxPesos = -1;
    expect(brief(checkScreenText('loan-request.screen.json', JSON.stringify(screen, null, 2), { ownFieldTypes }))).toEqual([
      { pointer: '/blocks/1/fields/0/maxPesos', message: "must be > 0 (the pesoAmount field type's property schema)." },
      {
        pointer: '/blocks/1/fields/0/maxCount',
        message: "'maxCount' is no property of a pesoAmount field (its type's property schema): remove it, or spell one it has.",
      },
    ]);
  });

  it('calls the type unknown when it is not given', () => {
    const problems = brief(checkScreenText('loan-request.screen.json', text));
    expect(problems[0]).toMatchObject({ pointer: '/blocks/1/fields/0/type' });
    expect(problems[0].message).toContain("unknown field type 'pesoAmount'");
  });
});
