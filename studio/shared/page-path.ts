// A Markdown page's name from its path as staff see it: 'content/about-us.md' → 'about-us',
// 'content/about-us.fil.md' → 'about-us.fil' (its Filipino text). Any other path stays as it is.

export const pageNameOf = (path: string): string => path.replace(/^content\//, '').replace(/\.md$/, '');
