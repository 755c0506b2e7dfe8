// The live preview: the data scenario, "Select in preview", a warning while the draft has problems
// (the frames show the last good version), and the phone frames, each with its language and size,
// scaled down so both fit. In select mode, what is hovered or tapped says where it comes from. A
// note says when what they show is not what borrowers see now (preview-live-note.tsx).
import { useState } from 'react';

import { useFitScale } from '../shell/layout.ts';
import { PreviewResizer } from '../shell/panel-controls.tsx';
import { type Studio, useStudioSelector } from '../store/context.ts';
import { fileOf } from '../store/files.ts';
import { OriginCard, type PreviewPoint } from './origin-card.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { PreviewLiveNote } from './preview-live-note.tsx';
import { PHONE_SIZES, type PhoneSize } from './protocol.ts';

/** The gap between the frames and the height of a frame's caption (its language and size), in CSS px. */
const FRAME_GAP = 12;
const CAPTION_HEIGHT = 34;

/** What the preview panel shows: it re-renders when one of these changes, not with every change of the page. */
const previewOf = (studio: Studio) => ({
  frames: studio.state.frames,
  problems: studio.state.problems,
  selected: studio.state.selected,
  revision: studio.state.revision + studio.project.revision,
  dispatch: studio.dispatch,
  structure: studio.structure,
  screenId: studio.screenId,
  panels: studio.panels,
  setPanels: studio.setPanels,
  scenarios: studio.scenarios,
  scenarioIndex: studio.scenarioIndex,
  previewContent: studio.previewContent,
  checking: studio.checking,
  query: studio.query,
  textInspect: studio.textInspect,
});

export function PreviewArea() {
  const studio = useStudioSelector(previewOf);
  const { frames, dispatch, structure, screenId } = studio;
  // Both phone frames wholly in the preview: scaled down to fit, each with its border (8 px a side) and its caption above.
  const { box: framesBox, scale: frameScale } = useFitScale(
    frames.map((frame) => ({ width: PHONE_SIZES[frame.size].width + 16, height: PHONE_SIZES[frame.size].height + 16 })),
    FRAME_GAP,
    CAPTION_HEIGHT,
  );
  const [pause, setPause] = useState(false);
  const [points, setPoints] = useState<{ screen: string; picked?: PreviewPoint; hovered?: PreviewPoint }>({ screen: screenId });
  const shownPoints = points.screen === screenId && structure.selecting ? points : { screen: screenId };
  // What was tapped stays; pointing shows where things come from until something is tapped.
  const point = shownPoints.picked ?? shownPoints.hovered;
  const blockingProblems = studio.problems.filter((problem) => problem.file === fileOf(studio.selected, 'screen'));
  return (
    <section className="studio-preview" aria-label="Preview">
      <PreviewResizer panels={studio.panels} onChange={studio.setPanels} />
      <div className="studio-row">
        <label>
          Data{' '}
          <select
            aria-label="Data scenario"
            value={studio.scenarioIndex}
            onChange={(event) => dispatch({ type: 'scenario', screenId, index: Number(event.target.value) })}
          >
            {studio.scenarios.map((scenario, index) => (
              <option key={scenario.label} value={index}>
                {scenario.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-pressed={structure.selecting}
          onClick={() => structure.setSelecting(!structure.selecting)}
          title="Tap or point at a block in a preview to see where it comes from and select it; turn it off to tap through the screen"
        >
          Select in preview
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={pause}
          onClick={() => setPause(!pause)}
          title="Pop-ups that open by themselves (a loan agreement, tips) stay closed, so they do not cover what you edit"
        >
          Pause pop-ups
        </button>
      </div>
      {point ? (
        <OriginCard point={point} hovering={point === shownPoints.hovered} />
      ) : structure.selecting ? (
        <p className="studio-origin studio-muted">
          Point at or tap something in a preview to see where it comes from and what you can do with it.
        </p>
      ) : null}
      {blockingProblems.length > 0 ? (
        <div role="alert" className="studio-stale">
          <strong>The preview shows the last good version:</strong> this draft has {blockingProblems.length} problem
          {blockingProblems.length === 1 ? '' : 's'}.
          <ul>
            {blockingProblems.slice(0, 5).map((problem, index) => (
              <li key={index}>{`${problem.line ? `line ${problem.line}: ` : ''}${problem.message}`}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PreviewLiveNote screen={screenId ? studio.previewContent?.screens[screenId]?.screen : undefined} />
      <div
        className="studio-frames"
        ref={framesBox}
        onMouseLeave={() => setPoints((before) => (before.hovered ? { ...before, hovered: undefined } : before))}
      >
        {frames.map((frame, index) => (
          <figure key={index}>
            <figcaption className="studio-row">
              <select
                aria-label={`Frame ${index + 1} language`}
                value={frame.locale}
                onChange={(event) => dispatch({ type: 'frame', index, change: { locale: event.target.value as 'en' | 'fil' } })}
              >
                <option value="en">English</option>
                <option value="fil">Filipino</option>
              </select>
              <select
                aria-label={`Frame ${index + 1} size`}
                value={frame.size}
                onChange={(event) => dispatch({ type: 'frame', index, change: { size: event.target.value as PhoneSize } })}
              >
                {Object.keys(PHONE_SIZES).map((size) => (
                  <option key={size} value={size}>
                    {size.replace('x', '×')}
                  </option>
                ))}
              </select>
              <output aria-label={`Frame ${index + 1} scale`} title="Drawn smaller to fit: the page inside keeps the phone's size">
                {Math.round(frameScale * 100)} %
              </output>
            </figcaption>
            {screenId ? (
              <div
                className="studio-phone-box"
                style={{
                  width: (PHONE_SIZES[frame.size].width + 16) * frameScale,
                  height: (PHONE_SIZES[frame.size].height + 16) * frameScale,
                }}
              >
                <div style={{ transform: `scale(${frameScale})`, transformOrigin: '0 0' }}>
                  <PreviewFrame
                    title={`Preview ${index + 1} (${frame.locale}, ${frame.size})`}
                    content={studio.previewContent}
                    revision={studio.revision}
                    checking={studio.checking}
                    route={screenId}
                    query={studio.query}
                    locale={frame.locale}
                    size={frame.size}
                    inspect={studio.textInspect ?? structure.inspect}
                    pausePopups={pause}
                    onMessage={(message) => {
                      if (message.type === 'studio:pick')
                        setPoints({ screen: screenId, picked: { pointer: message.pointer, look: message.look } });
                      else if (message.type === 'studio:hover')
                        setPoints((before) => ({
                          ...(before.screen === screenId ? before : {}),
                          screen: screenId,
                          hovered: message.pointer ? { pointer: message.pointer, look: message.look } : undefined,
                        }));
                      structure.onMessage(index, message);
                    }}
                  />
                </div>
              </div>
            ) : null}
          </figure>
        ))}
      </div>
    </section>
  );
}
