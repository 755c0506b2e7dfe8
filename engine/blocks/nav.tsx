import '../react/site-layout.css';

import type { MouseEvent } from 'react';

import { resolveText } from '../core/text.ts';
import type { NavBlock } from '../generated/schema-types.ts';
import { useEngine, useEvaluated, useInspectAttributes, useRuntimeSelector, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';

/** A site header: brand, then links to app routes; the current screen's link is aria-current="page". */
export const navBlock = defineBlock<NavBlock>({
  type: 'nav',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const { services, runtime } = useEngine();
    const brand = useText(block.brand);
    const label = useText(block.label);
    const logo = services.toSafeUrl(useEvaluated(block.logo), 'image');
    const labels = useRuntimeSelector((_, scope) =>
      block.items.map((item) => resolveText(item.label, scope, services)).join('\u0000'),
    ).split('\u0000');
    const home = block.items[0]?.to;

    const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      // Keep the browser's own handling of a new tab or window (Ctrl/Cmd/middle click).
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (to !== runtime.screenId) services.navigate({ route: to });
    };
    const hrefOf = (to: string) => services.toHref?.({ route: to }) ?? '#';

    return (
      <header className="eng-nav" {...inspect}>
        <div className="eng-nav-inner">
          {brand || logo ? (
            // A logo without a brand name still needs a name: it is the link home (the first item's label).
            <a
              className="eng-nav-brand"
              href={home ? hrefOf(home) : '#'}
              onClick={home ? follow(home) : undefined}
              aria-label={brand ? undefined : labels[0] || label || undefined}
            >
              {logo ? <img src={logo} alt="" width={32} height={32} /> : null}
              <span>{brand}</span>
            </a>
          ) : null}
          <nav className="eng-nav-links" aria-label={label || brand || undefined}>
            {block.items.map((item, index) => (
              <a
                key={item.to}
                className="eng-nav-link"
                href={hrefOf(item.to)}
                aria-current={item.to === runtime.screenId ? 'page' : undefined}
                onClick={follow(item.to)}
              >
                {labels[index]}
              </a>
            ))}
          </nav>
        </div>
      </header>
    );
  },
});
