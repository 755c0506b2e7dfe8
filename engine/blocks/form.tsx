import { useEffect, useId, useMemo, useSyncExternalStore } from 'react';

import type { EngineForm } from '../core/forms.ts';
import type { FormBlock } from '../generated/schema-types.ts';
import { UnknownNode } from '../react/block-list.tsx';
import { useEngine, useInspectAttributes, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';
import { FieldSlot } from './form-field.tsx';
import { createFormView } from './form-view.ts';
import { WINDOW_MIN_FIELDS, WindowedFields } from './windowed-fields.tsx';

export const formBlock = defineBlock<FormBlock>({
  type: 'form',
  Component({ block, pointer }) {
    const { runtime, registries } = useEngine();
    const form = runtime.getForm(block.id);
    if (!form) return <UnknownNode kind="block" type={`form "${block.id}"`} pointer={pointer} known={[]} />;
    return <FormView form={form} pointer={pointer} known={registries.fields.keys()} />;
  },
});

function FormView({ form, pointer, known }: { form: EngineForm; pointer: string; known: string[] }) {
  const { services } = useEngine();
  const inspect = useInspectAttributes(pointer);
  const block = form.block;
  const submitLabel = useText(block.submitLabel);
  const layout = useSyncExternalStore(form.subscribeLayout, form.getLayout, form.getLayout);
  const formId = useId();
  const view = useMemo(() => createFormView(form, formId), [form, formId]);
  // The form's values live in the core; when the last view leaves (a dialog closed) it starts afresh.
  useEffect(() => form.attach(), [form]);
  // A webview is killed without warning once hidden: the draft is written when the page hides.
  useEffect(() => {
    const save = () => {
      if (document.visibilityState === 'hidden') form.saveDraft();
    };
    document.addEventListener('visibilitychange', save);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', save);
      window.removeEventListener('pagehide', save);
    };
  }, [form]);

  const isWindowed = layout.fields.length >= WINDOW_MIN_FIELDS && typeof IntersectionObserver === 'function';
  // A short form shows every field: a failed submit focuses the first invalid one (a windowed
  // form mounts its group first, see WindowedFields).
  useEffect(() => {
    if (isWindowed) return undefined;
    form.setFocusHandler((name) => {
      const element = view.elements.get(name);
      if (!element) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'center' });
    });
    return () => form.setFocusHandler(undefined);
  }, [form, view, isWindowed]);

  // The fields sit outside the <form> element, which holds only the submit button; their `form`
  // attribute (from register) makes it their owner, so Enter and the keyboard's Go still submit.
  // Why: on every input event React reads a property of each ancestor element, and in Chromium a
  // property read on a <form> searches all its controls by name once the DOM has changed, so a
  // <form> around 1000 fields made each keystroke scan 1000 controls.
  return (
    <div className="eng-form" {...inspect}>
      {layout.problems.map((problem) => (
        <div key={`problem-${problem.index}`} className="eng-block-error" role="note">
          {services.messages.t('engine.blockFailed')}
          {services.isDevelopment ? ` (${pointer}/fieldsFrom item ${problem.index}: ${problem.message})` : null}
          <LogProblem pointer={`${pointer}/fieldsFrom/${problem.index}`} message={problem.message} />
        </div>
      ))}
      {layout.unknownTypes.map((unknown) => (
        <UnknownNode
          key={`unknown-${unknown.index}`}
          kind="field"
          type={unknown.type}
          pointer={`${pointer}/fieldsFrom/${unknown.index}`}
          known={known}
        />
      ))}
      {isWindowed ? (
        <WindowedFields fields={layout.fields} view={view} />
      ) : (
        layout.fields.map((entry) => <FieldSlot key={entry.field.name} entry={entry} view={view} />)
      )}
      <form
        id={formId}
        className="eng-form-owner"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {submitLabel ? (
          <button type="submit" className="eng-btn eng-btn--primary eng-submit">
            {submitLabel}
          </button>
        ) : null}
      </form>
    </div>
  );
}

function LogProblem({ pointer, message }: { pointer: string; message: string }) {
  const { services, runtime } = useEngine();
  useEffect(() => services.log({ level: 'error', screen: runtime.screenId, pointer, message }), [services, runtime, pointer, message]);
  return null;
}
