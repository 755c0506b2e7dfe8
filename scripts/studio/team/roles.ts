// The team studio's roles. A person may hold several; each role is checked on its own (an admin
// who is not a publisher cannot publish), and every role may browse and preview.
export const ROLES = ['viewer', 'editor', 'reviewer', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

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
