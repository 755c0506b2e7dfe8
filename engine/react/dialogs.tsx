import { Suspense } from 'react';
import type { Dialog as DialogDefinition } from '../generated/schema-types.ts';
import { DialogAnnouncer } from './announcer.tsx';
import { BlockList } from './block-list.tsx';
import { useEngine, useRuntimeSelector, useText } from './context.tsx';
import { Dialog, DialogPanel, DialogTitle } from './headless.tsx';

export function Dialogs({ dialogs }: { dialogs: readonly DialogDefinition[] | undefined }) {
  return (
    <>
      {(dialogs ?? []).map((dialog, index) => (
        <DialogView key={dialog.id} dialog={dialog} pointer={`/dialogs/${index}`} />
      ))}
    </>
  );
}

function DialogView({ dialog, pointer }: { dialog: DialogDefinition; pointer: string }) {
  const { runtime, services } = useEngine();
  const isOpen = useRuntimeSelector((state) => Boolean(state.dialogs[dialog.id]));
  const title = useText(dialog.title);
  const isSheet = dialog.kind === 'sheet';
  const dismiss = () => {
    runtime.setDialog(dialog.id, false);
    void runtime.run(dialog.onClose, undefined, `${pointer}/onClose`);
  };
  // A dialog that is not dismissible ignores outside taps and Escape (SPEC §2.6).
  const onClose = dialog.dismissible === false ? () => undefined : dismiss;
  if (!isOpen) return null;
  return (
    <Suspense
      fallback={
        <div className="eng-layer">
          <div className="eng-backdrop" aria-hidden="true" />
        </div>
      }
    >
      <Dialog open onClose={onClose} className="eng-layer" data-dialog={dialog.id}>
        <div className="eng-backdrop" aria-hidden="true" />
        <div className={isSheet ? 'eng-sheet-wrap' : 'eng-dialog-wrap'}>
          <DialogPanel className={isSheet ? 'eng-sheet' : 'eng-dialog'}>
            {dialog.showClose ? (
              <button type="button" className="eng-dialog-close" aria-label={services.messages.t('engine.close')} onClick={dismiss}>
                ×
              </button>
            ) : null}
            {title ? <DialogTitle className="eng-dialog-title">{title}</DialogTitle> : null}
            <div className="eng-dialog-body">
              <BlockList blocks={dialog.blocks} pointer={`${pointer}/blocks`} />
            </div>
            {dialog.actions?.length ? (
              <div className="eng-dialog-actions">
                <BlockList blocks={dialog.actions} pointer={`${pointer}/actions`} />
              </div>
            ) : null}
            <DialogAnnouncer />
          </DialogPanel>
        </div>
      </Dialog>
    </Suspense>
  );
}
