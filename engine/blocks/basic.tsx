import { useContext, useState } from 'react';

import type { CheckboxBlock, DividerBlock, FrameBlock, ImageBlock, StackBlock, TextBlock } from '../generated/schema-types.ts';
import { BlockList } from '../react/block-list.tsx';
import { LocalScopeContext, useEngine, useEvaluated, useInspectAttributes, useRuntimeSelector, useText } from '../react/context.tsx';
import { DialogAnnouncer } from '../react/dialog-announcer.tsx';
import { Modal } from '../react/modal.tsx';
import { usePressableName } from '../react/pressable-name.ts';
import { defineBlock } from '../react/registries.ts';
import { useSpokenAmount } from '../react/spoken-amounts.ts';
import { usePress } from '../react/use-press.ts';

export const stackBlock = defineBlock<StackBlock>({
  type: 'stack',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const { press, isBusy } = usePress(block.onPress, `${pointer}/onPress`);
    const label = useText(block.label);
    const nameRef = usePressableName(label);
    const className = [
      'eng-stack',
      `eng-stack--${block.direction ?? 'column'}`,
      `eng-gap--${block.gap ?? 'md'}`,
      `eng-style--${block.style ?? 'plain'}`,
      block.align ? `eng-align--${block.align}` : '',
    ].join(' ');
    const children = <BlockList blocks={block.blocks} pointer={`${pointer}/blocks`} />;
    if (!block.onPress)
      return (
        <div className={className} {...inspect}>
          {children}
        </div>
      );
    return (
      <button
        ref={nameRef}
        type="button"
        className={`${className} eng-pressable`}
        {...inspect}
        onClick={() => void press()}
        aria-busy={isBusy || undefined}
      >
        {children}
      </button>
    );
  },
});

const PROSE_VARIANTS = new Set<string>(['body', 'caption', 'muted', 'danger', 'onBrandMuted', 'link']);

export const textBlock = defineBlock<TextBlock>({
  type: 'text',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const text = useText(block.text);
    const spoken = useSpokenAmount(text);
    if (!text) return null;
    const className = `eng-text eng-text--${block.variant ?? 'body'}${block.align ? ` eng-text-align--${block.align}` : ''}${block.grow ? ' eng-grow' : ''}`;
    // Server strings are rendered as text nodes, never as HTML. Only running text is a
    // paragraph: a label, a figure or a title in bold is not (a bold <p> reads as a heading
    // that is not marked up as one).
    const Element = PROSE_VARIANTS.has(block.variant ?? 'body') ? 'p' : 'div';
    return (
      <Element className={className} {...inspect} {...spoken}>
        {text}
      </Element>
    );
  },
});

export const imageBlock = defineBlock<ImageBlock>({
  type: 'image',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const { services } = useEngine();
    const source = useEvaluated(block.src);
    const alt = useText(block.alt);
    const [isZoomed, setZoomed] = useState(false);
    const [hasFailed, setFailed] = useState(false);
    // A picture of the screen itself (not a list item's) is fetched at once, as the app may have
    // asked for it before the screen showed (findFirstImages): a lazy one would wait for layout
    // and be asked for again. A list's pictures load as they come near the viewport.
    const isInList = Object.hasOwn(useContext(LocalScopeContext), 'item');
    const url = services.toSafeUrl(source, 'image');
    const className = `eng-image eng-image--${block.size ?? 'medium'} eng-shape--${block.shape ?? 'rounded'}`;
    if (!url || hasFailed) return <span className={`${className} eng-image--placeholder`} role="img" aria-label={alt} {...inspect} />;
    const image = (
      <img
        className={className}
        {...(block.zoomable ? undefined : inspect)}
        src={url}
        alt={alt}
        width={block.width}
        height={block.height}
        // The declared shape holds even when the picture has another one (it is fitted inside).
        style={block.width && block.height ? { aspectRatio: `${block.width} / ${block.height}` } : undefined}
        loading={isInList ? 'lazy' : 'eager'}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
    if (!block.zoomable) return image;
    return (
      <>
        <button
          type="button"
          className="eng-zoom"
          {...inspect}
          onClick={() => setZoomed(true)}
          aria-label={`${alt} (${services.messages.t('engine.enlarge')})`}
        >
          {image}
        </button>
        {isZoomed ? (
          // Named by the picture; a close button for those who cannot tap outside (screen readers).
          <Modal
            onClose={() => setZoomed(false)}
            label={alt || services.messages.t('engine.enlarge')}
            wrapClassName="eng-dialog-wrap"
            panelClassName="eng-zoomed"
            backdropClassName="eng-backdrop--dark"
          >
            <button
              type="button"
              className="eng-zoomed-close"
              aria-label={services.messages.t('engine.close')}
              onClick={() => setZoomed(false)}
            >
              ×
            </button>
            {/* A tap on the picture closes it too, as a tap beside it does. */}
            <img src={url} alt={alt} referrerPolicy="no-referrer" onClick={() => setZoomed(false)} />
            <DialogAnnouncer />
          </Modal>
        ) : null}
      </>
    );
  },
});

export const checkboxBlock = defineBlock<CheckboxBlock>({
  type: 'checkbox',
  Component({ block, pointer }) {
    const { runtime } = useEngine();
    const isChecked = useRuntimeSelector((state) => Boolean(state.vars[block.var]));
    const label = useText(block.label);
    const id = `check-${pointer.replace(/\W+/g, '-')}`;
    const inspect = useInspectAttributes(pointer);
    return (
      <label className="eng-check" htmlFor={id} {...inspect}>
        <input id={id} type="checkbox" checked={isChecked} onChange={(event) => runtime.setVar(block.var, event.target.checked)} />
        <span>{label}</span>
      </label>
    );
  },
});

export const dividerBlock = defineBlock<DividerBlock>({
  type: 'divider',
  Component: function Divider({ pointer }) {
    return <hr className="eng-divider" {...useInspectAttributes(pointer)} />;
  },
});

export const frameBlock = defineBlock<FrameBlock>({
  type: 'frame',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const { services } = useEngine();
    const source = useEvaluated(block.src);
    const title = useText(block.title);
    const url = services.toSafeUrl(source, 'frame');
    if (!url)
      return (
        <p className="eng-muted" {...inspect}>
          {services.messages.t('engine.urlRefused')}
        </p>
      );
    // Server pages are sandboxed: scripts run, but never with this app's origin. Only a page of
    // this app, named by a literal path in the screen file, may keep the origin (to run the app).
    const isOwnPage =
      block.sameOrigin === true &&
      typeof block.src === 'string' &&
      block.src.startsWith('/') &&
      new URL(url).origin === window.location.origin;
    return (
      <iframe
        className="eng-frame"
        {...inspect}
        src={url}
        title={title}
        style={{ height: block.height ?? 420 }}
        sandbox={`allow-scripts allow-popups allow-popups-to-escape-sandbox${isOwnPage ? ' allow-same-origin' : ''}`}
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    );
  },
});
