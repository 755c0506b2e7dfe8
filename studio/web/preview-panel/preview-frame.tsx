// One phone frame: an iframe running the preview app (studio/web/preview/main.tsx), fed by
// postMessage with the last good screens. While it catches up with an edit, the frame is
// aria-busy: the folder's check under way, a new version not yet sent, or sent and not yet painted.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { type FromPreview, isStudioMessage, PHONE_SIZES, type PhoneSize, type PreviewScreens, type ToPreview } from './protocol.ts';

export interface PreviewFrameProps {
  content: PreviewScreens | undefined;
  revision: number;
  /** The folder's check is under way: an edit may be about to reach the frame. */
  checking?: boolean;
  route: string;
  query: string;
  locale: 'en' | 'fil';
  size: PhoneSize;
  title: string;
  onPainted?: (revision: number) => void;
  /** The blocks highlighted (preview pointers) and the select mode, sent to the frame. */
  inspect?: { highlight: string[]; selecting: boolean };
  /** Pop-ups (dialogs) are kept closed, so what opens on load does not cover the screen being edited. */
  pausePopups?: boolean;
  /** Its other messages: a block picked in select mode, the screen's state. */
  onMessage?: (message: FromPreview) => void;
}

export function PreviewFrame({
  content,
  revision,
  checking = false,
  route,
  query,
  locale,
  size,
  title,
  onPainted,
  inspect,
  pausePopups = false,
  onMessage,
}: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // How many times the frame has said it is ready: a frame that loads again (the app's code changed,
  // the dev server reloaded it) is a new page that has been shown nothing, so each 'ready' sends the
  // screen and the select mode and highlight again.
  const [loads, setLoads] = useState(0);
  const ready = loads > 0;
  const shownKey = `${route}?${query}#${locale}`;
  const lastShown = useRef<string>('');
  // The content last sent, as text: a check that finds the same version again (the shared texts
  // arriving after the screen, a draft restored as it was saved) sends nothing, since each update
  // mounts a fresh app and would wipe what was typed into the preview's form or close its dialog.
  const lastContent = useRef<string>('');
  const painted = useRef(onPainted);
  const other = useRef(onMessage);
  // Whether the frame is behind (aria-busy, set on the element itself: no render of its own). The
  // revision whose content was sent or found the same, and the one sent and not yet painted.
  const now = useRef({ revision, checking });
  const handled = useRef<number>(undefined);
  const unpainted = useRef<number>(undefined);
  const showBusy = useCallback(() => {
    const behind = now.current.checking || handled.current !== now.current.revision || unpainted.current !== undefined;
    frame.current?.setAttribute('aria-busy', String(behind));
  }, []);
  useLayoutEffect(() => {
    painted.current = onPainted;
    other.current = onMessage;
    now.current = { revision, checking };
    showBusy();
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow || !isStudioMessage(event.data)) return;
      const message = event.data as FromPreview;
      if (message.type === 'studio:ready') {
        lastShown.current = '';
        handled.current = undefined;
        showBusy();
        setLoads((count) => count + 1);
      } else if (message.type === 'studio:painted') {
        if (unpainted.current !== undefined && message.revision >= unpainted.current) unpainted.current = undefined;
        showBusy();
        painted.current?.(message.revision);
      } else other.current?.(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [showBusy]);

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!ready || !content || !target) return;
    const post = (message: ToPreview) => target.postMessage(message, location.origin);
    const contentText = JSON.stringify(content);
    if (lastShown.current !== shownKey) {
      lastShown.current = shownKey;
      lastContent.current = contentText;
      unpainted.current = revision;
      post({ type: 'studio:show', route, query, locale, revision, ...content });
    } else if (lastContent.current !== contentText) {
      lastContent.current = contentText;
      unpainted.current = revision;
      post({ type: 'studio:update', revision, ...content });
    }
    handled.current = revision;
    showBusy();
  }, [ready, loads, content, revision, shownKey, route, query, locale, showBusy]);

  const highlight = inspect?.highlight.join('\n') ?? '';
  const selecting = inspect?.selecting ?? false;
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!ready || !target) return;
    target.postMessage(
      { type: 'studio:inspect', highlight: highlight ? highlight.split('\n') : [], selecting, pausePopups } satisfies ToPreview,
      location.origin,
    );
  }, [ready, loads, highlight, selecting, pausePopups, revision]);

  const { width, height } = PHONE_SIZES[size];
  return (
    <div className="studio-phone" style={{ width: width + 16 }}>
      <iframe ref={frame} title={title} src="/__studio/preview" width={width} height={height} style={{ width, height }} />
    </div>
  );
}
