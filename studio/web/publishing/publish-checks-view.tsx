// "Check and publish": the pre-publish checks (publish-checks.ts) with their findings as a list,
// each a link to its screen and place; Publish runs only when nothing is found.
import { useState } from 'react';

import { studioApi, type StudioFolder } from '../shell/api.ts';
import {
  checkAccessibility,
  type CheckGroup,
  type OpenTarget,
  type PrePublishResult,
  savedContent,
  screenOfFile,
  summarize,
} from './publish-checks.ts';

const GROUP_TITLES: Record<CheckGroup, string> = {
  texts: 'Every text in English and Filipino',
  actions: 'No action that leads nowhere',
  other: 'Other problems of the saved screens',
};

export function PrePublishChecks({
  folder,
  busy,
  refusal,
  onOpen,
  onPublish,
}: {
  folder: StudioFolder;
  busy: boolean;
  /** Why this may not be published now (nothing differs from live; team mode: no publisher role, no approval), shown as the button's description. */
  refusal?: string;
  onOpen: (target: OpenTarget) => void;
  onPublish: () => Promise<void>;
}) {
  const [progress, setProgress] = useState<string>();
  const [result, setResult] = useState<PrePublishResult>();
  const [error, setError] = useState<string>();
  const run = async () => {
    setError(undefined);
    setResult(undefined);
    try {
      setProgress('Checking the saved screens: texts and actions…');
      const check = await studioApi.publishCheck();
      // With problems in the folder the preview shows them instead of the screens: accessibility waits for the fix.
      const changed = check.problems.length > 0 ? [] : check.changed;
      setProgress(`Checking accessibility of ${changed.length} changed screen${changed.length === 1 ? '' : 's'}…`);
      const accessibility = await checkAccessibility(savedContent(folder), changed, (done) =>
        setProgress(`Checking accessibility: ${done} of ${changed.length} changed screens…`),
      );
      const summary = summarize(check, accessibility);
      setResult(summary);
      setProgress(undefined);
      if (summary.blocking === 0) await onPublish();
    } catch (caught) {
      setProgress(undefined);
      setError(`The checks could not run: ${(caught as Error).message}`);
    }
  };
  const link = (target: OpenTarget, label: string, detail: string) => (
    <button type="button" className="studio-link" onClick={() => onOpen(target)}>
      <code>{label}</code> {detail}
    </button>
  );
  return (
    <section aria-label="Checks before publishing" className="studio-prepublish">
      <button
        type="button"
        className="is-primary"
        disabled={busy || progress !== undefined || Boolean(refusal)}
        title={refusal}
        onClick={() => void run()}
      >
        {result && result.blocking > 0 ? 'Check again and publish' : 'Check and publish the saved changes'}
      </button>
      {refusal ? <p className="studio-muted">{refusal}</p> : null}
      {progress ? <p role="status">{progress}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
      {result ? (
        result.blocking === 0 ? (
          <p role="status">
            All checks pass: every text in both languages, no action that leads nowhere, and no serious accessibility problem in{' '}
            {result.check.changed.length} changed screen
            {result.check.changed.length === 1 ? '' : 's'}.
          </p>
        ) : (
          <div role="alert" className="studio-blocked">
            <strong>
              Publish is blocked: {result.blocking} finding{result.blocking === 1 ? '' : 's'}. Fix them (and save), then check again.
            </strong>
            {(Object.keys(GROUP_TITLES) as CheckGroup[]).map((group) => (
              <section key={group} aria-label={GROUP_TITLES[group]}>
                <h4>
                  {GROUP_TITLES[group]}:{' '}
                  {result.groups[group].length === 0
                    ? 'ok'
                    : `${result.groups[group].length} problem${result.groups[group].length === 1 ? '' : 's'}`}
                </h4>
                <ul>
                  {result.groups[group].map((problem, index) => {
                    const screen = screenOfFile(problem.file);
                    const where = `${problem.file}${problem.line ? `:${problem.line}:${problem.column ?? 1}` : ''}`;
                    return (
                      <li key={index}>
                        {screen ? (
                          link({ screen, problem }, where, problem.message)
                        ) : (
                          <>
                            <code>{where}</code> {problem.message}
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
            <section aria-label="Accessibility">
              <h4>
                No serious accessibility problem:{' '}
                {result.check.problems.length > 0
                  ? 'checked once the problems above are fixed'
                  : `${result.accessibility.filter((item) => item.violations.length || item.error).length === 0 ? 'ok' : 'problems'} in ${result.accessibility.length} changed screen${result.accessibility.length === 1 ? '' : 's'}`}
              </h4>
              <ul>
                {result.accessibility.flatMap((item) => [
                  ...(item.error
                    ? [<li key={`${item.screen.name}-error`}>{link({ screen: item.screen.name }, item.screen.name, item.error)}</li>]
                    : []),
                  ...item.violations.map((violation) => (
                    <li key={`${item.screen.name}-${violation.rule}`}>
                      {link(
                        {
                          screen: item.screen.name,
                          problem: violation.nodes[0]?.pointer
                            ? {
                                file: `screens/${item.screen.name}/screen.json`,
                                pointer: violation.nodes[0].pointer,
                                message: violation.help,
                              }
                            : undefined,
                        },
                        item.screen.name,
                        `${violation.help} (${violation.rule}, ${violation.impact}): ${violation.nodes.map((node) => `${node.target}${node.summary ? ` — ${node.summary}` : ''}`).join('; ')}`,
                      )}
                    </li>
                  )),
                ])}
              </ul>
            </section>
          </div>
        )
      ) : null}
    </section>
  );
}
