// What a running screen offers its actions, blocks and tools; runtime.ts makes one. A module of its
// own, so the action types (actions.ts) name it without importing the runtime that runs them.
import type { Action, Screen } from '../generated/schema-types.ts';
import type { Scope } from './expression.ts';
import type { EngineForm } from './forms.ts';

type LoadStatus = 'loading' | 'ready' | 'error';

export interface RuntimeState {
  status: LoadStatus;
  /** A clear message for the borrower when status is 'error'. */
  errorMessage?: string;
  data: Record<string, unknown>;
  vars: Record<string, unknown>;
  dialogs: Partial<Record<string, boolean>>;
}

export interface ScreenRuntime {
  readonly screen: Screen;
  readonly screenId: string;
  getState: () => RuntimeState;
  subscribe: (listener: () => void) => () => void;
  /** The scope expressions read: data, vars, query, config and storage. */
  getScope: (state?: RuntimeState) => Scope;
  start: () => void;
  dispose: () => void;
  reload: (source?: string) => Promise<boolean>;
  run: (actions: readonly Action[] | undefined, scope?: Scope, pointer?: string) => Promise<boolean>;
  setVar: (name: string, value: unknown) => void;
  /** Opens or closes a dialog; `queue` opens it only once no dialog is open (queued in call order). */
  setDialog: (id: string, isOpen: boolean, options?: { queue?: boolean }) => void;
  schedule: (ms: number, run: () => void) => void;
  startCountdown: (name: string, seconds: number) => void;
  /** The form a screen's form block declares, made with the runtime whether or not it is on screen. */
  getForm: (id: string) => EngineForm | undefined;
  /** Checks every field of a form and runs its onSubmit; true when onSubmit ran to the end. */
  submitForm: (id: string) => Promise<boolean>;
  /** Checks some fields of a form (all when none are named); their request values when valid, else undefined. */
  validateForm: (id: string, fields?: readonly string[]) => Promise<Record<string, unknown> | undefined>;
}
