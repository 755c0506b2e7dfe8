import { createRegistry } from '../core/registry.ts';
import type { BlockDefinition } from '../react/registries.ts';
import { checkboxBlock, dividerBlock, frameBlock, imageBlock, stackBlock, textBlock } from './basic.tsx';
import { buttonBlock, ratingBlock, tabsBlock } from './controls.tsx';
import { formBlock } from './form.tsx';
import { keyValueListBlock, listBlock } from './lists.tsx';
import { markdownBlock } from './markdown.tsx';
import { navBlock } from './nav.tsx';
import { barcodeBlock } from './barcode.tsx';
import { includeBlock } from './include.tsx';

export const blocks = createRegistry<BlockDefinition>('block', [
  stackBlock,
  textBlock,
  imageBlock,
  keyValueListBlock,
  listBlock,
  buttonBlock,
  formBlock,
  tabsBlock,
  ratingBlock,
  checkboxBlock,
  dividerBlock,
  frameBlock,
  markdownBlock,
  navBlock,
  barcodeBlock,
  includeBlock,
]);
