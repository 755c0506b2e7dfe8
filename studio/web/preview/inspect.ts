// The preview's side of the structure tree and the state panel: the engine's inspector option
// (block elements carry their JSON pointer, the runtime is handed over), a highlight drawn over
// the selected block, a select mode in which a tap picks a block instead of pressing it, and the
// screen's variables and form values posted to the studio (throttled, personal values masked).
import { getPath } from '@borrower/engine/core/expression.ts';
import { findFormBlocks } from '@borrower/engine/core/form-factory.ts';
import type { ScreenRuntime } from '@borrower/engine/core/screen-runtime.ts';
import type { ScreenInspector } from '@borrower/engine/react/context.tsx';
import { engineRegistries } from '@borrower/engine/registries.ts';

import { maskSessionValues, type Session } from '../../../src/app/session/session.ts';
import type { FromPreview, InspectedForm, InspectedState, PreviewLook } from '../preview-panel/protocol.ts';

const STATE_EVERY_MS = 150;
/**
 * Whether a field type's values are personal (a phone number, a card number, a code): those a form
 * never drafts, by the type's own definition (`inDraft`), a type the registry does not know
 * included. Shown with their last 4 digits only.
 */
const isPersonalFieldType = (type: string): boolean => engineRegistries.fields.get(type)?.inDraft !== true;
const MASK = '•';

/** In text, a Philippine mobile number (spaces or dashes allowed) or any run of 7 or more digits masked but its last 4 digits. */
export function maskDigits(text: string): string {
  return text.replace(/(?:\+?63[ -]?|\b0)9\d{2}[ -]?\d{3}[ -]?\d{4}\b|\d{7,}/g, (found) => {
    let keep = 4;
    return Array.from(found)
      .reverse()
      .map((char) => (/\d/.test(char) && keep-- <= 0 ? MASK : char))
      .reverse()
      .join('');
  });
}

function maskPersonal(value: unknown): unknown {
  if (typeof value === 'string') return maskDigits(value);
  if (Array.isArray(value)) return value.map(maskPersonal);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskPersonal(item)]));
  return value;
}

export interface PreviewInspector {
  inspector: ScreenInspector;
  /** The studio's highlight (preview pointers), select mode, and whether pop-ups are kept closed. */
  setInspect: (highlight: readonly string[], selecting: boolean, pausePopups?: boolean) => void;
  /** The session the shown screen runs with (its values are masked in the state). */
  setSession: (session: Session) => void;
}

export function createPreviewInspector(send: (message: FromPreview) => void): PreviewInspector {
  let highlight: readonly string[] = [];
  let selecting = false;
  let session: Session = {};
  const boxes: HTMLElement[] = [];
  let hoverBox: HTMLElement | undefined;
  let hovered: string | undefined;
  let frame = 0;
  let runtime: ScreenRuntime | undefined;
  let pausePopups = false;
  /** While pop-ups are paused, a dialog that opens (on load or later) is closed again at once. */
  const closePopups = () => {
    if (!pausePopups || !runtime) return;
    for (const [id, open] of Object.entries(runtime.getState().dialogs)) if (open) runtime.setDialog(id, false);
  };
  const lookOf = (element: Element, pointer: string): PreviewLook => ({
    text: maskDigits((element.textContent ?? '').replace(/\s+/g, ' ').trim()).slice(0, 160),
    values: runtime ? valuesRead(runtime, pointer) : {},
  });

  const draw = () => {
    frame = 0;
    const targets = highlight.flatMap(elementsOf).filter((element, index, all) => all.indexOf(element) === index);
    while (boxes.length > targets.length) boxes.pop()?.remove();
    while (boxes.length < targets.length) boxes.push(makeBox('selected'));
    targets.forEach((element, index) => place(boxes[index], element));
  };
  const redraw = () => {
    if (!frame && (highlight.length || boxes.length)) frame = requestAnimationFrame(draw);
  };
  let scrolled = false;
  const onFirstHighlight = (pointers: readonly string[]) => {
    const [first] = pointers.flatMap(elementsOf);
    if (first && !scrolled) first.scrollIntoView({ block: 'nearest' });
    scrolled = true;
  };

  // Select mode: a tap picks the block under it instead of pressing it.
  const pickedAt = (event: Event) => (event.target instanceof Element ? event.target.closest('[data-pointer]') : null);
  const swallow = (event: Event) => {
    if (!selecting) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const onClick = (event: MouseEvent) => {
    if (!selecting) return;
    swallow(event);
    const picked = pickedAt(event);
    const pointer = picked?.getAttribute('data-pointer');
    if (picked && pointer) send({ type: 'studio:pick', pointer, look: lookOf(picked, pointer) });
  };
  const onHover = (event: MouseEvent) => {
    if (!selecting) return;
    const picked = pickedAt(event);
    const pointer = picked?.getAttribute('data-pointer') ?? undefined;
    if (pointer !== hovered) {
      hovered = pointer;
      send({ type: 'studio:hover', pointer, look: picked && pointer ? lookOf(picked, pointer) : undefined });
    }
    if (!picked) return hoverBox?.remove();
    hoverBox ??= makeBox('hover');
    if (!hoverBox.isConnected) document.body.append(hoverBox);
    place(hoverBox, picked);
  };
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'touchstart', 'dblclick', 'submit'] as const)
    document.addEventListener(type, swallow, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('mouseover', onHover, true);
  // The boxes follow the page only while something is highlighted (no cost on the preview otherwise).
  const observer = new MutationObserver(redraw);
  const follow = (on: boolean) => {
    if (on) observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    else observer.disconnect();
  };
  addEventListener('resize', redraw);
  document.addEventListener('scroll', redraw, true);

  const inspector: ScreenInspector = {
    pointers: true,
    onRuntime(shown) {
      runtime = shown;
      const stop = postStates(shown, send, () => session, closePopups);
      return () => {
        stop();
        if (runtime === shown) runtime = undefined;
      };
    },
  };

  return {
    inspector,
    setInspect(nextHighlight, nextSelecting, nextPause = false) {
      pausePopups = nextPause;
      closePopups();
      const changed = nextHighlight.join('\n') !== highlight.join('\n');
      highlight = nextHighlight;
      selecting = nextSelecting;
      document.documentElement.style.cursor = selecting ? 'crosshair' : '';
      if (!selecting) {
        hoverBox?.remove();
        hovered = undefined;
      }
      if (changed) {
        follow(highlight.length > 0);
        scrolled = false;
        draw();
        onFirstHighlight(highlight);
      }
    },
    setSession(next) {
      session = next;
    },
  };
}

/** The elements that show `pointer`: its own, else its nearest ancestor's (an action shows its button). */
function elementsOf(pointer: string): Element[] {
  for (let at = pointer; at.length > 0; at = at.slice(0, at.lastIndexOf('/'))) {
    const found = [...document.querySelectorAll(`[data-pointer="${CSS.escape(at)}"]`)];
    if (found.length) return found;
  }
  return [];
}

/** Puts a box over `element`. */
function place(box: HTMLElement, element: Element): void {
  const rect = element.getBoundingClientRect();
  Object.assign(box.style, { top: `${rect.top}px`, left: `${rect.left}px`, width: `${rect.width}px`, height: `${rect.height}px` });
}

/** A box drawn over the page, never in the way of a tap: 'selected' (the highlight) or 'hover' (select mode). */
function makeBox(kind: string): HTMLElement {
  const box = document.createElement('div');
  box.className = `studio-inspect-box is-${kind}`;
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'fixed',
    pointerEvents: 'none',
    zIndex: '2147483647',
    boxSizing: 'border-box',
    borderRadius: '4px',
  });
  box.style.outline = kind === 'selected' ? '2px solid #e0367a' : '2px dashed #0b72c4';
  box.style.background = kind === 'selected' ? 'rgba(224, 54, 122, 0.12)' : 'rgba(11, 114, 196, 0.08)';
  document.body.append(box);
  return box;
}

/**
 * Posts the shown screen's state to the studio while it is shown: at most one post per
 * STATE_EVERY_MS, the last change always sent, nothing when it did not change. `changed` runs on
 * each change of the runtime's state. Returns what stops it.
 */
function postStates(
  shown: ScreenRuntime,
  send: (message: FromPreview) => void,
  sessionNow: () => Session,
  changed: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  // The first post waits too: the screen paints before its state is read.
  let lastSent = Date.now();
  const post = () => {
    timer = undefined;
    lastSent = Date.now();
    const state = snapshot(shown, sessionNow());
    const text = JSON.stringify(state);
    if (text === last) return;
    last = text;
    send({ type: 'studio:state', state });
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(post, Math.max(0, STATE_EVERY_MS - (Date.now() - lastSent)));
  };
  const unsubscribe = shown.subscribe(() => {
    changed();
    schedule();
  });
  changed();
  // Form values change in the form store, not the runtime's state: typing and leaving a field.
  const events = ['input', 'change', 'focusout', 'click', 'submit'];
  for (const type of events) document.addEventListener(type, schedule, true);
  // Errors appear when a check finishes (after a submit): a slow look now and then.
  const every = setInterval(schedule, 1000);
  schedule();
  return () => {
    unsubscribe();
    for (const type of events) document.removeEventListener(type, schedule, true);
    clearInterval(every);
    if (timer) clearTimeout(timer);
  };
}

/** The values a block reads now, by variable (at most 12; a list by its length), personal numbers masked. */
function valuesRead(runtime: ScreenRuntime, pointer: string): PreviewLook['values'] {
  let node: unknown = runtime.screen;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  const names = new Set<string>();
  const collect = (value: unknown) => {
    if (names.size >= 12 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach(collect);
      return;
    }
    const record = value as Record<string, unknown>;
    const read: unknown = Array.isArray(record.var) ? (record.var as unknown[])[0] : record.var;
    if (typeof read === 'string') names.add(read);
    Object.values(record).forEach(collect);
  };
  collect(node);
  const scope = runtime.getScope();
  const values: PreviewLook['values'] = {};
  for (const name of names) {
    const value = getPath(scope, name);
    if (Array.isArray(value)) values[name] = value.length;
    else if (typeof value === 'string') values[name] = maskDigits(value).slice(0, 200);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) values[name] = value;
  }
  return values;
}

function snapshot(runtime: ScreenRuntime, session: Session): InspectedState {
  const state = runtime.getState();
  const forms: Record<string, InspectedForm> = {};
  for (const { block } of findFormBlocks(runtime.screen)) {
    const form = runtime.getForm(block.id);
    if (!form) continue;
    const personal = new Set(
      form
        .getLayout()
        .fields.filter(({ field }) => isPersonalFieldType(field.type))
        .map(({ field }) => field.name),
    );
    const values = Object.fromEntries(
      Object.entries(form.getValues()).map(([name, value]) => [
        name,
        personal.has(name) && value !== undefined && value !== null
          ? maskAllButLast(typeof value === 'string' ? value : JSON.stringify(value))
          : value,
      ]),
    );
    forms[block.id] = {
      values,
      errors: form.getErrors(),
      dirty: form.isDirty(),
      dirtyFields: form.getDirtyFields(),
      touchedFields: form.getTouchedFields(),
    };
  }
  const masked = maskSessionValues({ vars: state.vars, forms }, session);
  return {
    screen: runtime.screenId,
    status: state.status,
    vars: maskPersonal(masked.vars) as Record<string, unknown>,
    forms: maskPersonal(masked.forms) as Record<string, InspectedForm>,
  };
}

/** Every digit but the last 4 masked, spaces kept: "0917 123 4567" → "•••• ••• 4567". */
function maskAllButLast(text: string): string {
  let keep = 4;
  return Array.from(text)
    .reverse()
    .map((char) => (/\d/.test(char) ? (keep-- > 0 ? char : MASK) : /\s/.test(char) ? char : MASK))
    .reverse()
    .join('');
}
