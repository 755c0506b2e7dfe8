import { useId } from 'react';

import type { Dialog as DialogDefinition } from '../generated/schema-types.ts';
import { BlockList } from './block-list.tsx';
import { useEngine, useRuntimeSelector, useText } from './context.tsx';
import { DialogAnnouncer } from './dialog-announcer.tsx';
import { Modal } from './modal.tsx';

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
  const titleId = useId();
  const isSheet = dialog.kind === 'sheet';
  const dismiss = () => {
    runtime.setDialog(dialog.id, false);
    void runtime.run(dialog.onClose, undefined, `${pointer}/onClose`);
  };
  if (!isOpen) return null;
  return (
    // A dialog that is not dismissible ignores outside taps and Escape (SPEC §2.6).
    <Modal
      onClose={dismiss}
      isDismissible={dialog.dismissible !== false}
      labelledBy={title ? titleId : undefined}
      wrapClassName={isSheet ? 'eng-sheet-wrap' : 'eng-dialog-wrap'}
      panelClassName={isSheet ? 'eng-sheet' : 'eng-dialog'}
      name={dialog.id}
    >
      {dialog.showClose ? (
        <button type="button" className="eng-dialog-close" aria-label={services.messages.t('engine.close')} onClick={dismiss}>
          ×
        </button>
      ) : null}
      {title ? (
        <h2 id={titleId} className="eng-dialog-title">
          {title}
        </h2>
      ) : null}
      <div className="eng-dialog-body">
        <BlockList blocks={dialog.blocks} pointer={`${pointer}/blocks`} />
      </div>
      {dialog.actions?.length ? (
        <div className="eng-dialog-actions">
          <BlockList blocks={dialog.actions} pointer={`${pointer}/actions`} />
        </div>
      ) : null}
      <DialogAnnouncer />
    </Modal>
  );
}
