// A project's own block and action types, declared as its field types are: the checker checks each
// node of one against its own property schema wherever a block or an action may be (a wrong
// property refused with a hint), `npm run gen:types` writes their types, and the declarations are
// checked as a field type's are.
import { describe, expect, it } from 'vitest';

import { checkOwnTypeDeclarations, toOwnTypeNames } from '../../../../engine/checker/index.ts';
import { declareActionType, declareBlockType, declareOwnTypes } from '../../../../engine/core/index.ts';
import { checkScreenText } from '../../../../scripts/lib/check-screens.ts';
import type { ProjectOwnTypes } from '../../../../scripts/lib/own-types.ts';
import { ROOT } from '../../../../scripts/lib/schema-files.ts';
import { toOwnTypeFiles } from '../../../../scripts/lib/schema-types.ts';

const loanCard = declareBlockType({
  type: 'loanCard',
  help: { en: 'A loan at a glance: its amount and due date.' },
  propertySchema: {
    type: 'object',
    required: ['type', 'title'],
    additionalProperties: false,
    properties: {
      type: { const: 'loanCard' },
      id: { type: 'string' },
      title: { $ref: 'text.schema.json#/$defs/Text', description: 'The card’s heading.' },
      showDueDate: { type: 'boolean', description: 'Whether the due date shows.' },
    },
  },
});
const share = declareActionType({
  type: 'share',
  help: { en: 'Opens the phone’s share sheet with a link.' },
  propertySchema: {
    type: 'object',
    required: ['type', 'url'],
    additionalProperties: false,
    properties: {
      type: { const: 'share' },
      url: { type: 'string', pattern: '^https://', description: 'The link to share.' },
    },
  },
});
const types = declareOwnTypes({ blocks: [loanCard], actions: [share] });
const known = toOwnTypeNames(types);

const screen = (card: object, action: object) =>
  JSON.stringify(
    {
      schemaVersion: 1,
      id: 'myLoan',
      title: 'My loan',
      onLoad: [action],
      blocks: [
        card,
        { type: 'stack', blocks: [{ ...card, id: 'inner' }] },
        { type: 'button', label: 'Share', actions: [{ type: 'toast', text: 'Sharing' }, action] },
      ],
    },
    null,
    2,
  );
const good = screen({ type: 'loanCard', title: 'Your loan', showDueDate: true }, { type: 'share', url: 'https://example.com/loan' });
const brief = (problems: ReturnType<typeof checkScreenText>) => problems.map(({ pointer, message }) => ({ pointer, message }));

describe("a project's own block and action types", () => {
  it('pass where a block or an action may be, nested ones too, as their property schemas say', () => {
    expect(brief(checkScreenText('my-loan/screen.json', good, known))).toEqual([]);
  });

  it('are unknown types to a checker that is not given them', () => {
    const messages = brief(checkScreenText('my-loan/screen.json', good)).map((problem) => problem.message);
    expect(messages.some((message) => message.startsWith("unknown block type 'loanCard'"))).toBe(true);
    expect(messages.some((message) => message.startsWith("unknown action type 'share'"))).toBe(true);
  });

  it('refuse a property their type does not have, at its place, naming the closest one, and a value their schema refuses', () => {
    const text = screen({ type: 'loanCard', title: 'Your loan', showDueDat: true, maxCount: 3 }, { type: 'share', url: 'http://x' });
    expect(brief(checkScreenText('my-loan/screen.json', text, known))).toEqual(
      expect.arrayContaining([
        {
          pointer: '/blocks/0/showDueDat',
          message:
            "'showDueDat' is no property of a loanCard block (its type's property schema) (did you mean 'showDueDate'?): remove it, or spell one it has.",
        },
        {
          pointer: '/blocks/0/maxCount',
          message: "'maxCount' is no property of a loanCard block (its type's property schema): remove it, or spell one it has.",
        },
        { pointer: '/blocks/1/blocks/0/maxCount', message: expect.stringContaining("'maxCount' is no property of a loanCard block") },
        { pointer: '/onLoad/0/url', message: `must match pattern "^https://" (the share action type's property schema).` },
        { pointer: '/blocks/2/actions/1/url', message: `must match pattern "^https://" (the share action type's property schema).` },
      ]),
    );
    // The rest of the screen is still checked against the screen language, each problem at its place.
    const broken = JSON.parse(good) as { blocks: Record<string, unknown>[] };
    broken.blocks[2].labell = 'typo';
    const problems = brief(checkScreenText('my-loan/screen.json', JSON.stringify(broken, null, 2), known));
    expect(problems).toEqual([{ pointer: '/blocks/2/labell', message: expect.stringContaining("'labell'") }]);
  });

  it('are offered where a type is unknown: a misspelt one is named with the closest, own types included', () => {
    const text = screen({ type: 'loanCrad', title: 'Your loan' }, { type: 'shar', url: 'https://example.com' });
    const messages = brief(checkScreenText('my-loan/screen.json', text, known)).map((problem) => problem.message);
    expect(messages).toContainEqual(
      expect.stringMatching(/^unknown block type 'loanCrad' \(did you mean 'loanCard'\?\)\. Use one of: .*, loanCard\.$/),
    );
    expect(messages).toContainEqual(expect.stringMatching(/^unknown action type 'shar' \(did you mean 'share'\?\)/));
  });

  it('refuse a declaration with the name of an engine type, or a name another kind has', () => {
    const schema = (type: string) => ({ type: 'object', properties: { type: { const: type } } });
    expect(
      checkOwnTypeDeclarations({
        blocks: [
          { type: 'divider', propertySchema: schema('divider') },
          { type: 'share', propertySchema: schema('share') },
        ],
        actions: [
          { type: 'navigate', propertySchema: schema('navigate') },
          { type: 'share', propertySchema: schema('share') },
        ],
      }),
    ).toEqual([
      "block type 'divider' is a block type of the engine already: give yours a name of its own, e.g. 'dividerOwn'.",
      "action type 'navigate' is an action type of the engine already: give yours a name of its own, e.g. 'navigateOwn'.",
      "action type 'share' is declared as a block type too: a name names one kind, so rename one.",
    ]);
    expect(checkOwnTypeDeclarations({ blocks: 'loanCard' } as never)).toEqual([
      'blocks: give a list of block type declarations, e.g. blocks: [myType].',
    ]);
  });

  it('get their TypeScript types from `npm run gen:types`, named after the type and its kind', async () => {
    const project: ProjectOwnTypes = {
      project: 'app',
      module: 'app/own-types.ts',
      types,
      generatedTypes: `${ROOT}/generated-own-types.ts`,
    };
    const { files } = await toOwnTypeFiles([project], ROOT);
    expect(files[0].content).toContain('export interface LoanCardBlock {');
    expect(files[0].content).toContain('  showDueDate?: boolean;');
    expect(files[0].content).toContain('export interface ShareAction {');
    expect(files[0].content).toContain("  type: 'share';");
  });
});
