// The list on the left: the screens by the title borrowers read, sorted by it (searched by title,
// address, folder name or text), each with its address, its problems and whether it has a draft;
// then the files beside the screens (shared texts, parts, pages).
import { fileTitle } from '../saving/save-together.ts';
import { type Studio, useStudioSelector } from '../store/context.ts';
import { countByFile, listedScreens } from '../store/files.ts';
import { byTitle, useScreenNames } from '../store/screen-names.ts';

/** What the list reads of the studio: it re-renders only when one of these changes. */
const listOf = (studio: Studio) => ({
  search: studio.state.search,
  selected: studio.state.selected,
  mainView: studio.state.mainView,
  statusByScreen: studio.state.statusByScreen,
  drafts: studio.state.drafts,
  problems: studio.state.problems,
  dispatch: studio.dispatch,
  names: studio.names,
  current: studio.current,
  saved: studio.saved,
  paths: studio.project.paths,
  projectDrafts: studio.project.drafts,
  openFile: studio.openFile,
});

export function ScreenList() {
  const { search, selected, mainView, statusByScreen, drafts, problems, dispatch, names, current, saved, paths, projectDrafts, openFile } =
    useStudioSelector(listOf);
  const statusByFile = countByFile(problems);
  const nameOf = useScreenNames();
  return (
    <aside className="studio-list" aria-label="Screens">
      <input
        type="search"
        aria-label="Search screens"
        // Short enough for the list's width at 1366 and 1280 px; what it searches is in the title.
        placeholder="Find a screen"
        title="Search by a screen's title, its address or any of its texts"
        value={search}
        onChange={(event) => dispatch({ type: 'search', text: event.target.value })}
      />
      {search.trim() ? (
        <button
          type="button"
          className="studio-link"
          onClick={() => dispatch({ type: 'main view', view: { kind: 'search', query: search.trim() } })}
        >
          Find “{search.trim()}” in every file, with where…
        </button>
      ) : null}
      <ul>
        {byTitle(
          listedScreens(names, search, current, (name) => nameOf(name).title),
          nameOf,
        ).map((name) => {
          const count = statusByScreen.get(name) ?? 0;
          const { title, path } = nameOf(name);
          return (
            <li key={name}>
              <button
                type="button"
                aria-current={name === selected && mainView.kind === 'screen' ? 'true' : undefined}
                onClick={() => dispatch({ type: 'show screen', name, main: true })}
              >
                <span className="studio-name">{title}</span>
                <span className="studio-route">{path}</span>
                <span className={`studio-status ${count ? 'is-bad' : 'is-ok'}`}>
                  {count ? `${count} problem${count === 1 ? '' : 's'}` : 'ok'}
                </span>
                {drafts.has(name) ? <span className="studio-draft">{saved(name) ? 'draft' : 'new'}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <h2 className="studio-list-heading">Beside the screens</h2>
      <ul aria-label="Shared texts, parts and pages">
        {[...new Set([...paths, ...projectDrafts.keys()])].map((path) => (
          <li key={path}>
            <button
              type="button"
              aria-current={mainView.kind === 'file' && mainView.path === path ? 'true' : undefined}
              onClick={() => openFile(path)}
            >
              <span className="studio-name">{fileTitle(path)}</span>
              <span className="studio-route">{path}</span>
              {(statusByFile.get(path) ?? 0) > 0 ? <span className="studio-status is-bad">{statusByFile.get(path)} problems</span> : null}
              {projectDrafts.has(path) ? <span className="studio-draft">draft</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
