import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';

import { suggestName } from '../core/registry.ts';
import type { Block } from '../generated/schema-types.ts';
import { useEngine, useIsVisible } from './context.tsx';

export function BlockList({ blocks, pointer }: { blocks: readonly Block[] | undefined; pointer: string }) {
  if (!blocks?.length) return null;
  return (
    <>
      {blocks.map((block, index) => (
        <BlockNode key={`${block.type}-${('id' in block ? block.id : undefined) ?? index}`} block={block} pointer={`${pointer}/${index}`} />
      ))}
    </>
  );
}

function BlockNode({ block, pointer }: { block: Block; pointer: string }) {
  const { registries } = useEngine();
  const isVisible = useIsVisible('visibleWhen' in block ? block.visibleWhen : undefined);
  if (!isVisible) return null;
  const definition = registries.blocks.get(block.type);
  if (!definition) return <UnknownNode kind="block" type={block.type} pointer={pointer} known={registries.blocks.keys()} />;
  const View = definition.Component as React.ComponentType<{ block: Block; pointer: string }>;
  return (
    <BlockBoundary pointer={pointer}>
      <View block={block} pointer={pointer} />
    </BlockBoundary>
  );
}

/**
 * A node whose type the engine does not know: a visible red placeholder in development,
 * a logged and skipped node in production. Never a crash.
 */
export function UnknownNode({ kind, type, pointer, known }: { kind: string; type: string; pointer: string; known: string[] }) {
  const { services, runtime } = useEngine();
  const suggestion = suggestName(type, known);
  const message = `Unknown ${kind} type "${type}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`;
  useEffect(() => {
    services.log({ level: 'error', screen: runtime.screenId, pointer, message });
  }, [services, runtime, pointer, message]);
  if (!services.isDevelopment) return null;
  return (
    <div className="eng-unknown" role="note">
      {message} at {pointer}
    </div>
  );
}

interface BoundaryProps {
  pointer: string;
  children: ReactNode;
}

/** Contains an error inside one block: it is reported and replaced by a notice; the rest stays usable. */
function BlockBoundary(props: BoundaryProps) {
  const { services, runtime } = useEngine();
  return (
    <ErrorBoundary
      {...props}
      onError={(error) => services.log({ level: 'error', screen: runtime.screenId, pointer: props.pointer, message: error.message })}
      fallback={
        <div className="eng-block-error" role="note">
          {services.messages.t('engine.blockFailed')}
        </div>
      }
    />
  );
}

type BoundaryAllProps = BoundaryProps & { onError: (error: Error) => void; fallback: ReactNode };

class ErrorBoundary extends Component<BoundaryAllProps, { hasError: boolean }> {
  // Set here rather than as a class field: at the build's target a field costs every page a helper.
  constructor(props: BoundaryAllProps) {
    super(props);
    this.state = { hasError: false };
  }
  static getDerivedStateFromError() {
    return { hasError: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
