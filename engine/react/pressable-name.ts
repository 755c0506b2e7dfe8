import { useLayoutEffect, useRef } from 'react';

/** Letters and digits only, lower case: how WCAG 2.5.3 compares a name with the words shown. */
const toWords = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * WCAG 2.5.3 Label in Name for a tappable group (a stack or list item whose content is other
 * blocks): its accessible name holds the text it shows, so a speech user can say what they see.
 * The file's `label` names the group only when it shows no text (e.g. a captcha picture);
 * otherwise the shown text is the name (blocks inside are read with a pause between them) and
 * the label, when it says more than the text, is its description. Even a label holding every
 * word shown is not used: checkers such as axe-core join the blocks' texts without spaces, and
 * a name from content can never drift from what is shown. Rechecked whenever the content
 * changes (blocks inside show and hide on their own).
 *
 * @example
 * const ref = usePressableName(label);
 * return <button ref={ref}>{children}</button>; // no aria-label of its own
 */
export function usePressableName(label: string) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const apply = () => {
      const shown = toWords(element.textContent ?? '');
      setAttribute(element, 'aria-label', shown ? '' : label);
      setAttribute(element, 'aria-description', shown && !shown.includes(toWords(label)) ? label : '');
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [label]);
  return ref;
}

function setAttribute(element: Element, name: string, value: string) {
  if (!value) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
