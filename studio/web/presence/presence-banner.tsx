// The calm line above the editor when someone else has unsaved changes of the screen or file open
// here: "Jose Reyes is editing this screen (unsaved changes, last active 1 minute ago)". Names are
// shown as text; the exact time is in the tooltip.
import '../team/team-panels.css';

import { type Editing, editingLine, type PresenceView } from './presence-api.ts';

export function PresenceBanner({ presence, path, what }: { presence: PresenceView; path: string; what: 'screen' | 'file' }) {
  const here: Editing[] = presence.editing.filter((entry) => entry.path === path);
  if (here.length === 0) return null;
  const now = presence.now();
  return (
    <div className="studio-presence" role="status" aria-label="Someone else is editing">
      {here.map((entry) => (
        <p key={entry.name} title={`Last change ${new Date(entry.activeAt).toLocaleString()}`}>
          {editingLine(entry, what, now)}. If you both save, changes to different texts and blocks are merged; only what you both changed is
          asked about.
        </p>
      ))}
    </div>
  );
}
