// The readable diff of a screen's saved text against a draft (the save dialog's, the conflict view's):
// the words come from describe-change.ts (a texts file's: its describeTexts). Both texts must parse.
import { type Change, describeScreen } from './describe-change.ts';

export type { Change } from './describe-change.ts';

/** The structure of a screen (or a part: `what`), named by the English of `messages` (its texts, before and after). */
export function diffScreen(
  before: string,
  after: string,
  messages: { before?: string | null; after?: string | null; what?: 'the screen' | 'the part' } = {},
): Change[] {
  return describeScreen(JSON.parse(before || 'null'), JSON.parse(after), messages);
}
