import { createElement, useEffect, useState } from 'react';

import { isOnLoadCodeLoaded, loadOnLoadActions } from '../actions/on-demand.ts';
import { firstShownPart } from '../core/code-split.ts';
import { findFormParts, formParts } from '../core/form-parts.ts';
import { createLoadOnce } from '../core/load-once.ts';
import { createRegistry } from '../core/registry.ts';
import { fieldInputs, findLazyFieldInputs } from '../fields/lazy-inputs.ts';
import type { BlockDefinition, BlockProps } from '../react/registries.ts';
import { checkboxBlock, dividerBlock, frameBlock, imageBlock, stackBlock, textBlock } from './basic.tsx';
import { buttonBlock } from './controls.tsx';
import { includeBlock } from './include.tsx';
import { findLazyBlockTypes, LAZY_BLOCK_LOADERS, type LazyBlockType } from './lazy-blocks.ts';
import { keyValueListBlock, listBlock } from './lists.tsx';

/** The lazy block types' code. */
const lazyBlocks = createLoadOnce((type: LazyBlockType): Promise<BlockDefinition> => LAZY_BLOCK_LOADERS[type]());
const loadLazyBlock = (type: LazyBlockType): Promise<BlockDefinition> => lazyBlocks.load(type);

/**
 * Starts loading the code a screen file's text names: its lazy block types (in blocks, footer or
 * dialogs), the lazy inputs of its fields, the parts of the form code it uses (drafts, fields
 * built from data) and the action types its onLoad runs. A chunk that fails to load is left to the block or
 * the field, which shows its failure notice and tries again when the screen is opened again.
 */
export async function preloadScreenCode(screenText: string): Promise<void> {
  await Promise.all([
    ...findLazyBlockTypes(screenText).map((type) => loadLazyBlock(type).catch(() => undefined)),
    ...findLazyFieldInputs(screenText).map((inputs) => fieldInputs.load(inputs).catch(() => undefined)),
    ...findFormParts(screenText).map((part) => formParts.load(part).catch(() => undefined)),
    loadOnLoadActions(screenText).catch(() => undefined),
  ]);
}

/**
 * Loads the code of everything lazy `screen` shows before a tap (its blocks, footer and the
 * dialogs its onLoad opens: firstShownPart), so it renders at once when shown. `<Screen>` does it
 * by itself (EngineRegistries.screenCode); the app starts it earlier, beside the screen's data.
 */
export function preloadScreenBlocks(screen: unknown): Promise<void> {
  return preloadScreenCode(JSON.stringify(firstShownPart(screen))).then(() => {
    if (typeof screen === 'object' && screen !== null) preparedScreens.add(screen);
  });
}
/** Screens whose code preloadScreenBlocks has loaded: isScreenCodeLoaded answers at once for them. */
const preparedScreens = new WeakSet<object>();

/**
 * Whether everything preloadScreenBlocks loads for `screen` is in, so `<Screen>` can make its
 * runtime and render at once (no render more, no wait). A chunk that failed is not in: `<Screen>`
 * asks for it again, and its block shows the failure if it fails again.
 */
export function isScreenCodeLoaded(screen: unknown): boolean {
  if (typeof screen === 'object' && screen !== null && preparedScreens.has(screen)) return true;
  const text = JSON.stringify(firstShownPart(screen));
  return (
    findLazyBlockTypes(text).every((type) => lazyBlocks.isLoaded(type)) &&
    findLazyFieldInputs(text).every((inputs) => fieldInputs.isLoaded(inputs)) &&
    findFormParts(text).every((part) => formParts.isLoaded(part)) &&
    isOnLoadCodeLoaded(text)
  );
}

/** Loads the code of everything lazy `screen` uses, its dialogs' too: when the page is idle after it shows. */
export function preloadAllScreenBlocks(screen: unknown): Promise<void> {
  return preloadScreenCode(JSON.stringify(screen));
}

/** Every lazy block type, field input and form part loaded (tests render screens synchronously). */
export async function preloadAllBlocks(): Promise<void> {
  await Promise.all([
    ...(Object.keys(LAZY_BLOCK_LOADERS) as LazyBlockType[]).map(loadLazyBlock),
    ...fieldInputs.names.map((inputs) => fieldInputs.load(inputs)),
    ...formParts.names.map((part) => formParts.load(part)),
  ]);
}

function lazyBlock(type: LazyBlockType): BlockDefinition {
  function LazyBlock(props: BlockProps<never>) {
    const [state, setState] = useState<{ error?: unknown }>({});
    const definition = lazyBlocks.get(type);
    useEffect(() => {
      if (definition) return;
      let isCurrent = true;
      loadLazyBlock(type).then(
        () => isCurrent && setState({}),
        (error: unknown) => isCurrent && setState({ error }),
      );
      return () => {
        isCurrent = false;
      };
    }, [definition]);
    // The block's error boundary shows its failure notice.
    if (state.error) throw state.error instanceof Error ? state.error : new Error(`The ${type} block could not be loaded`);
    if (!definition) return createElement('div', { className: 'eng-block-loading', 'aria-busy': true });
    return createElement(definition.Component, props);
  }
  LazyBlock.displayName = `Lazy(${type})`;
  return { type, Component: LazyBlock };
}

export const blocks = createRegistry<BlockDefinition>('block', [
  stackBlock,
  textBlock,
  imageBlock,
  keyValueListBlock,
  listBlock,
  buttonBlock,
  lazyBlock('form'),
  lazyBlock('tabs'),
  lazyBlock('rating'),
  checkboxBlock,
  dividerBlock,
  frameBlock,
  lazyBlock('markdown'),
  lazyBlock('nav'),
  lazyBlock('barcode'),
  includeBlock,
]);
