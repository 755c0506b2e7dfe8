import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fillPlaceholders, parseInline, parseMarkdown } from '../../../../engine/core/markdown.ts';
import type { Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs joined across lines, lists, quotes and rules', () => {
    const nodes = parseMarkdown(
      '# Terms\n\nFirst line\nsecond line.\n\n- one\n- two\n  continued\n\n3. third\n4. fourth\n\n> Note\n\n---\n',
    );
    expect(nodes.map((node) => node.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'rule']);
    expect(nodes[1]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'First line second line.' }] });
    expect(nodes[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two continued' }]] });
    expect(nodes[3]).toMatchObject({ ordered: true, start: 3 });
  });

  it('reads a pipe table with its header and cells, an escaped pipe kept as text', () => {
    const [table] = parseMarkdown('| Days | Rate |\n|---|---:|\n| 1-30 | 5% \\| daily |\n| 31-90 |\n');
    expect(table).toMatchObject({
      kind: 'table',
      header: [[{ text: 'Days' }], [{ text: 'Rate' }]],
      rows: [
        [[{ text: '1-30' }], [{ text: '5% | daily' }]],
        [[{ text: '31-90' }], []],
      ],
    });
  });

  it('reads bold, italic, code, links and line breaks; an unclosed marker is text', () => {
    expect(parseInline('**Late fee:** *once*, see [terms](https://x.example/t) `A1`')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'Late fee:' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'once' }] },
      { kind: 'text', text: ', see ' },
      { kind: 'link', href: 'https://x.example/t', children: [{ kind: 'text', text: 'terms' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'A1' },
    ]);
    expect(parseInline('2 * 3 and snake_case_name')).toEqual([{ kind: 'text', text: '2 * 3 and snake_case_name' }]);
    expect(parseInline('\\*not italic\\*')).toEqual([{ kind: 'text', text: '*not italic*' }]);
    expect(parseMarkdown('line one  \nline two')[0]).toMatchObject({
      children: [{ text: 'line one' }, { kind: 'break' }, { text: 'line two' }],
    });
  });

  it('keeps HTML as plain text', () => {
    expect(parseMarkdown('<script>alert(1)</script> <b>x</b>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script> <b>x</b>' }] },
    ]);
  });
});

describe('fillPlaceholders', () => {
  it('fills known names and leaves unknown ones visible', () => {
    expect(
      fillPlaceholders('{companyName} (SEC {secNo}) charges {currency}1,000; {unknown}', {
        companyName: 'Acme Lending',
        secNo: 'CS1',
        currency: '₱',
      }),
    ).toBe('Acme Lending (SEC CS1) charges ₱1,000; {unknown}');
  });
});

const screenWith = (blocks: ScreenDefinition['blocks']): ScreenDefinition => ({ schemaVersion: 1, id: 'doc', title: 'Doc', blocks });

describe('markdown block', () => {
  it('renders a content file as elements, with placeholders filled from args, never as HTML', async () => {
    const text =
      '# Privacy\n\nWe are **{company}**. <img src=x onerror=alert(1)>\n\n- [Mail us](mailto:help@example.ph)\n- [Site](https://example.ph)\n- [Bad](javascript:alert(1))';
    const fake = createFakeServices(
      {},
      { content: { load: async (name) => (name === 'privacy-policy' ? text : undefined) }, config: { company: { name: 'Acme Lending' } } },
    );
    const { container } = render(
      <Screen
        registries={engineRegistries}
        screen={screenWith([{ type: 'markdown', source: 'privacy-policy', args: { company: { var: 'config.company.name' } } }])}
        services={fake.services}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeTruthy();
    expect(container.querySelector('.eng-md strong')?.textContent).toBe('Acme Lending');
    expect(container.querySelector('.eng-md img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mail us' }).getAttribute('href')).toBe('mailto:help@example.ph');
    expect(screen.getByRole('link', { name: 'Site' }).getAttribute('rel')).toBe('noopener noreferrer');
    // The allow-list refuses javascript:, so it shows as text.
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('Bad')).toBeTruthy();
  });

  it('shows a contained notice and logs when the file does not exist', async () => {
    const fake = createFakeServices({}, { content: { load: async () => undefined } });
    render(
      <Screen
        registries={engineRegistries}
        screen={screenWith([
          { type: 'markdown', source: 'nothing-here' },
          { type: 'text', text: 'After' },
        ])}
        services={fake.services}
      />,
    );
    await waitFor(() => expect(screen.getByRole('note').textContent).toBe('engine.blockFailed'));
    expect(screen.getByText('After')).toBeTruthy();
    expect(fake.logs).toContainEqual(expect.objectContaining({ pointer: '/blocks/0', message: 'No content file "nothing-here"' }));
  });
});
