import './markdown.css';

import { type ReactNode, useEffect, useState } from 'react';

import { isEmailAddress } from '../core/email-address.ts';
import { evaluateParams } from '../core/expression.ts';
import { fillPlaceholders, type Inline, type MarkdownNode, parseMarkdown } from '../core/markdown.ts';
import type { EngineServices } from '../core/services.ts';
import type { MarkdownBlock } from '../generated/schema-types.ts';
import { useEngine, useInspectAttributes, useRuntimeSelector } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';

type LoadState = { status: 'loading' } | { status: 'ready'; nodes: MarkdownNode[] } | { status: 'missing' };

/** A content file (content/<source>.md) as React elements; never HTML. */
export const markdownBlock = defineBlock<MarkdownBlock>({
  type: 'markdown',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const { services, runtime } = useEngine();
    // Serialised so the same values keep the same string and the text is not rebuilt on every state change.
    const argsJson = useRuntimeSelector((_, scope) => JSON.stringify(evaluateParams(block.args, scope)));
    // Already loaded (the shell loads a screen's content files before showing it): no loading step, nothing moves.
    const [state, setState] = useState<LoadState>(() => {
      const text = services.content?.peek?.(block.source);
      return typeof text === 'string' ? { status: 'ready', nodes: parseMarkdown(text) } : { status: 'loading' };
    });

    useEffect(() => {
      let isCurrent = true;
      const load = services.content?.load ?? (() => Promise.resolve(undefined));
      const known = services.content?.peek?.(block.source);
      if (typeof known === 'string') {
        setState((current) => (current.status === 'ready' ? current : { status: 'ready', nodes: parseMarkdown(known) }));
        return;
      }
      setState({ status: 'loading' });
      load(block.source).then(
        (text) => {
          if (!isCurrent) return;
          if (typeof text !== 'string') {
            services.log({ level: 'error', screen: runtime.screenId, pointer, message: `No content file "${block.source}"` });
            setState({ status: 'missing' });
          } else setState({ status: 'ready', nodes: parseMarkdown(text) });
        },
        () => isCurrent && setState({ status: 'missing' }),
      );
      return () => {
        isCurrent = false;
      };
    }, [block.source, services, runtime, pointer]);

    if (state.status === 'loading') {
      return (
        <div className="eng-md-loading" {...inspect} aria-busy="true" aria-label={services.messages.t('engine.loading')}>
          <div className="eng-skeleton-line" />
          <div className="eng-skeleton-line is-short" />
          <div className="eng-skeleton-line" />
        </div>
      );
    }
    if (state.status === 'missing') {
      return (
        <div className="eng-block-error" role="note" {...inspect}>
          {services.messages.t('engine.blockFailed')}
        </div>
      );
    }
    const args = JSON.parse(argsJson) as Record<string, unknown>;
    return (
      <div className="eng-md" {...inspect}>
        {state.nodes.map((node, index) => renderNode(node, index, { services, args }))}
      </div>
    );
  },
});

interface RenderContext {
  services: EngineServices;
  args: Record<string, unknown>;
}

function renderNode(node: MarkdownNode, key: number, context: RenderContext): ReactNode {
  const inline = (children: Inline[]) => renderInline(children, context);
  switch (node.kind) {
    case 'heading': {
      // The screen title is the page's h1; '#' in a content file is the next level down.
      const Tag = (['h2', 'h3', 'h4', 'h5'] as const)[node.level - 1];
      return (
        <Tag key={key} className={`eng-md-h eng-md-h${node.level}`}>
          {inline(node.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={key}>{inline(node.children)}</p>;
    case 'quote':
      return <blockquote key={key}>{inline(node.children)}</blockquote>;
    case 'rule':
      return <hr key={key} />;
    case 'list': {
      const items = node.items.map((item, index) => <li key={index}>{inline(item)}</li>);
      return node.ordered ? (
        <ol key={key} start={node.start === 1 ? undefined : node.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'table':
      return (
        <div key={key} className="eng-md-table" role="region" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {node.header.map((cell, index) => (
                  <th key={index} scope="col">
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function renderInline(children: Inline[], context: RenderContext): ReactNode[] {
  return children.map((child, key) => {
    switch (child.kind) {
      case 'text':
        return fillPlaceholders(child.text, context.args);
      case 'break':
        return <br key={key} />;
      case 'code':
        return <code key={key}>{fillPlaceholders(child.text, context.args)}</code>;
      case 'strong':
        return <strong key={key}>{renderInline(child.children, context)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(child.children, context)}</em>;
      case 'link': {
        const label = renderInline(child.children, context);
        const href = toLinkHref(fillPlaceholders(child.href, context.args), context.services);
        // A link the allow-list refuses shows as its text.
        if (!href) return <span key={key}>{label}</span>;
        const isWeb = !href.startsWith('mailto:');
        return (
          <a key={key} href={href} {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {label}
          </a>
        );
      }
    }
  });
}

/** mailto: to one plain address, or an http(s) address the app's allow-list accepts. */
function toLinkHref(href: string, services: Pick<EngineServices, 'toSafeUrl'>): string | undefined {
  if (/^mailto:/i.test(href)) {
    const address = href.slice('mailto:'.length);
    return isEmailAddress(address) ? `mailto:${address.trim()}` : undefined;
  }
  return services.toSafeUrl(href, 'navigation');
}
