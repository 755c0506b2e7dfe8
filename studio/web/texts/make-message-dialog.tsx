// The "make it a message" dialog: the proposed key, the English text as it was written, and the
// Filipino text (may be left empty: the texts grid then flags it as missing).
import { useState } from 'react';

import { DialogForm } from '../shell/dialog-form.tsx';
import { keyProblem, type MakeMessagePlan } from './make-message.ts';

type MakeMessageRequest = MakeMessagePlan;

export function MakeMessageDialog({
  request,
  onClose,
  onCreate,
}: {
  request: MakeMessageRequest;
  onClose: () => void;
  onCreate: (key: string, en: string, fil: string) => void;
}) {
  const [key, setKey] = useState(request.proposal);
  const [en, setEn] = useState(request.target.text);
  const [fil, setFil] = useState('');
  const problem = keyProblem(key.trim(), request.taken) ?? (en.trim() === '' ? 'The English text is empty.' : undefined);
  return (
    <DialogForm
      titleId="message-title"
      className="studio-dialog studio-stacked"
      submit={{ label: 'Make it a message', ready: !problem }}
      onSubmit={() => onCreate(key.trim(), en, fil)}
      onClose={onClose}
    >
      <h2 id="message-title">Make it a message</h2>
      <p>
        The {request.target.property} text becomes a key of this screen&apos;s texts, in English and Filipino; the screen shows it with{' '}
        {'{"msg": key}'}.
      </p>
      <label>
        Key{' '}
        <input
          autoFocus
          value={key}
          onChange={(event) => setKey(event.target.value)}
          aria-describedby="message-hint"
          aria-invalid={Boolean(keyProblem(key.trim(), request.taken))}
        />
      </label>
      <label>
        English <textarea value={en} rows={2} onChange={(event) => setEn(event.target.value)} />
      </label>
      <label>
        Filipino <textarea value={fil} rows={2} onChange={(event) => setFil(event.target.value)} aria-describedby="message-fil-hint" />
      </label>
      <p id="message-fil-hint">
        Leave it empty to translate later: the texts grid marks it missing, and the screen is saved once it has its Filipino text.
      </p>
      <p id="message-hint" role={problem ? 'alert' : undefined}>
        {problem ?? 'The key follows the screen\u2019s other keys; change it if another name says more.'}
      </p>
    </DialogForm>
  );
}
