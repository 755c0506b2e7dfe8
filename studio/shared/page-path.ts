// A Markdown page's name from its path as staff see it: 'content/about-us.md' → 'about-us',
// 'content/about-us.fil.md' → 'about-us.fil' (its Filipino text). Any other path stays as it is.

export const pageNameOf = (path: string): string => path.replace(/^content\//, '').replace(/\.md$/, '');

/**
 * A page's title as borrowers read it: the heading its text starts with ('# Privacy policy' →
 * 'Privacy policy'), else its name in words ('privacy-policy' → 'Privacy policy'). A heading further
 * down names a section, not the page. The Filipino text's name ('about-us.fil') gives 'About us'.
 */
export function pageHeading(name: string, text: string | null | undefined): string {
  const heading = /^\s*#\s+(.+)$/m.exec((text ?? '').trimStart().split('\n', 1)[0] ?? '')?.[1]?.trim();
  const base =
    name
      .replace(/\.fil$/, '')
      .split('/')
      .at(-1) ?? name;
  return heading || `${base[0].toUpperCase()}${base.slice(1).replace(/-/g, ' ')}`;
}
