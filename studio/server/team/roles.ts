// The team studio's roles. A person may hold several; each role is checked on its own (an admin
// who is not a publisher cannot publish), and every role may browse and preview.
import { TEAM_ROLES, type TeamRole } from '../../shared/team-admin.ts';

export const ROLES = TEAM_ROLES;
export type Role = TeamRole;

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** "editor,publisher" as roles, or the message naming the unknown one. */
export function parseRoles(text: string): Role[] {
  const names = [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) throw new Error(`Give at least one role: ${ROLES.join(', ')}.`);
  const unknown = names.find((name) => !isRole(name));
  if (unknown !== undefined) throw new Error(`Unknown role "${unknown.slice(0, 40)}". Known: ${ROLES.join(', ')}.`);
  return names as Role[];
}
