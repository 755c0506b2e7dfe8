// The runtime's way to the form code: react-hook-form and the form store (forms.ts) are a chunk of
// their own, loaded with the form block before a screen with a form is shown (blocks/lazy-blocks.ts),
// so screens without a form never load them.
import type { FormBlock } from '../generated/schema-types.ts';
import type { CreateFormOptions, EngineForm } from './forms.ts';
import { createLoadOnce } from './load-once.ts';

type FormFactory = (options: CreateFormOptions) => EngineForm;

const formCode = createLoadOnce((_: 'forms') => import('./forms.ts'));

/** Loads the form code once; a failed load is tried again by the next call. */
export const loadFormFactory = (): Promise<void> => formCode.load('forms').then(() => undefined);

/** The form factory when the form code is loaded, else undefined. */
export const getFormFactory = (): FormFactory | undefined => formCode.get('forms')?.createEngineForm;

export function findFormBlocks(node: unknown, pointer = ''): { block: FormBlock; pointer: string }[] {
  const found: { block: FormBlock; pointer: string }[] = [];
  const visit = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${at}/${index}`));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.type === 'form' && typeof record.id === 'string') {
      found.push({ block: record as unknown as FormBlock, pointer: at });
      return;
    }
    for (const [key, child] of Object.entries(record)) if (child && typeof child === 'object') visit(child, `${at}/${key}`);
  };
  visit(node, pointer);
  return found;
}
