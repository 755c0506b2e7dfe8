// What a screen reader meets on the borrower's paths, read from Chromium's accessibility tree
// (the DevTools protocol's Accessibility.getFullAXTree, the tree TalkBack is given), never from
// class names: a form's first error takes focus and is read with its field, a dialog is
// announced by its title, keeps Tab inside and gives focus back, loading and toasts reach a live
// region, and amounts are read in pesos.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { E2E_SESSION, type E2eApp, type RecordedPage, startApp } from './harness.ts';

interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  parentId?: string;
  childIds?: string[];
}

interface AxTree {
  nodes: AxNode[];
  byId: Map<string, AxNode>;
}

async function readTree(page: Page): Promise<AxTree> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    return { nodes, byId: new Map(nodes.map((node) => [node.nodeId, node])) };
  } finally {
    await session.detach();
  }
}

const property = (node: AxNode, name: string) => node.properties?.find((item) => item.name === name)?.value.value;
const role = (node: AxNode | undefined) => node?.role?.value ?? '';
const name = (node: AxNode | undefined) => node?.name?.value ?? '';

function ancestors(tree: AxTree, node: AxNode): AxNode[] {
  const found: AxNode[] = [];
  for (let parent = node.parentId ? tree.byId.get(node.parentId) : undefined; parent;) {
    found.push(parent);
    parent = parent.parentId ? tree.byId.get(parent.parentId) : undefined;
  }
  return found;
}

/** The text a screen reader reads inside a node: its static texts, in order, one space apart. */
function spokenText(tree: AxTree, node: AxNode): string {
  if (role(node) === 'StaticText') return name(node).trim();
  return (node.childIds ?? [])
    .map((id) => tree.byId.get(id))
    .filter((child): child is AxNode => !!child && !child.ignored)
    .map((child) => spokenText(tree, child))
    .filter(Boolean)
    .join(' ');
}

/** The focused control (the page itself also says it has focus). */
const focusedNode = (tree: AxTree) =>
  tree.nodes.filter((node) => !node.ignored && property(node, 'focused') === true && role(node) !== 'RootWebArea').at(-1);

/** The live region (aria-live, or a status or alert role) a text is read from, if any. */
function liveRegionOf(tree: AxTree, text: string | RegExp): string | undefined {
  const matches = (value: string) => (typeof text === 'string' ? value.includes(text) : text.test(value));
  const node = tree.nodes.find((item) => !item.ignored && role(item) === 'StaticText' && matches(name(item)));
  if (!node) return undefined;
  const region = [node, ...ancestors(tree, node)].find((item) => ['polite', 'assertive'].includes(String(property(item, 'live'))));
  return region ? String(property(region, 'live')) : undefined;
}

let app: E2eApp;
let recorded: RecordedPage;
const open = (path: string) => recorded.page.goto(new URL(path, app.url).href);

beforeAll(async () => {
  app = await startApp();
  recorded = await app.openPage('/favicon.svg');
});
afterAll(async () => {
  await app?.close();
});

describe('screen reader paths in the accessibility tree', () => {
  it("a form's first error takes focus and is read with its field", async () => {
    const { page } = recorded;
    await open(`/provideChoices?${E2E_SESSION}`);
    await page.getByLabel('GCash number').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(async () => {
        const focused = focusedNode(await readTree(page));
        return {
          role: role(focused),
          name: name(focused),
          invalid: focused && property(focused, 'invalid'),
          description: focused?.description?.value,
        };
      })
      .toEqual({
        role: 'textbox',
        name: 'GCash number',
        invalid: 'true',
        description: expect.stringContaining('Please fill in this field'),
      });
  });

  it('a dialog is announced by its title, keeps Tab inside and gives focus back to what opened it', async () => {
    const { page } = recorded;
    await open(`/attemptApply?${E2E_SESSION}&orderId=ORD174D`);
    const opener = page.getByRole('button', { name: /^Payment Method / });
    await opener.focus();
    await page.keyboard.press('Enter');
    const inDialog = async () => {
      const tree = await readTree(page);
      const focused = focusedNode(tree);
      // After the dialog's last control the browser's own controls come (none in a webview):
      // nothing in the page has focus then, and the next Tab is back in the dialog.
      if (!focused) return 'Payment Method';
      const dialog = [focused, ...ancestors(tree, focused)].find((node) => role(node) === 'dialog');
      return dialog ? name(dialog) : `focus on ${role(focused)} "${name(focused)}"`;
    };
    await expect.poll(async () => focusedNode(await readTree(page)) && (await inDialog())).toBe('Payment Method');
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe('Payment Method');
    }
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        const focused = focusedNode(await readTree(page));
        return `${role(focused)} ${name(focused)}`;
      })
      .toMatch(/^button Payment Method /);
  });

  it('a toast is read from a live region', async () => {
    const { page } = recorded;
    await open('/contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    const toast = (await page.getByRole('status').filter({ hasText: /\S/ }).first().textContent())?.trim() ?? '';
    expect(toast).not.toBe('');
    await expect.poll(async () => liveRegionOf(await readTree(page), toast)).toBe('polite');
  });

  it('a screen that waits for its data says so in a live region', async () => {
    const { page, context } = recorded;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const pattern = '**/loan-details/loan-details?*';
    await context.route(pattern, async (route) => {
      await held;
      await route.fallback();
    });
    try {
      await open(`/hasOf?${E2E_SESSION}&orderId=ORD180D`);
      await expect.poll(async () => liveRegionOf(await readTree(page), 'loading...')).toBe('polite');
    } finally {
      release();
      await context.unroute(pattern);
    }
    await page.getByText('Short of money?').waitFor();
  });

  it('amounts are read in pesos', async () => {
    const { page } = recorded;
    await open(`/hasOf?${E2E_SESSION}&orderId=ORD180D`);
    await page.getByText('Short of money?').waitFor();
    const tree = await readTree(page);
    const texts = tree.nodes.filter((node) => !node.ignored && ['paragraph', 'generic', 'definition'].includes(role(node)));
    const amounts = texts.map((node) => spokenText(tree, node)).filter((text) => /^₱[\d,]+\.\d\d/.test(text));
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^₱[\d,]+\.\d\d pesos$/);
  });
});
