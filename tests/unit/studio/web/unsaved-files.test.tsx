// The Unsaved bar names each file as staff know it: a screen by its title and address, "Shared
// texts", a shared part by its name, a page by its own title; never a file's path.
import { readFileSync } from 'node:fs';

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fileTitle, screenTitle } from '../../../../studio/web/saving/save-together.ts';
import { UnsavedFiles } from '../../../../studio/web/shell/unsaved-files.tsx';
import type { ProjectFiles } from '../../../../studio/web/texts/project-files.ts';

const read = (path: string) => readFileSync(path, 'utf8');
const SHARED = read('screens/messages.json');

/** The project files as the bar reads them: a draft of each path given, the rest saved as they are. */
function projectWith(drafts: Record<string, string>): ProjectFiles {
  const draftMap = new Map(Object.entries(drafts).map(([path, text]) => [path, { text, base: 'x' }]));
  const saved = new Map(Object.keys(drafts).map((path) => [path, { text: read(path), hash: 'x' }]));
  return {
    drafts: draftMap,
    saved,
    textOf: (path: string) => draftMap.get(path)?.text ?? saved.get(path)?.text,
  } as unknown as ProjectFiles;
}

describe('files in staff words', () => {
  it('names a page by its own title, else by its name', () => {
    expect(fileTitle('content/about-us.md', '# Who we are\n\nA lender.')).toBe("Page 'Who we are'");
    expect(fileTitle('content/about-us.fil.md', '# Sino kami\n')).toBe("Page 'Sino kami' (Filipino)");
    expect(fileTitle('content/privacy-policy.md', 'This Privacy Policy explains…')).toBe("Page 'Privacy policy'");
    expect(fileTitle('content/privacy-policy.md')).toBe('Page privacy-policy');
  });

  it('names a screen by its title and address, a new one as new', () => {
    const after = { screen: read('screens/about-us/screen.json'), messages: read('screens/about-us/messages.json') };
    expect(screenTitle({ name: 'about-us', isNew: false, after }, SHARED)).toBe("Screen 'About us' (/workIs)");
    expect(screenTitle({ name: 'about-us', isNew: true, after }, SHARED)).toBe("New screen 'About us' at /workIs");
  });
});

describe('the Unsaved bar', () => {
  it('lists the shared texts, a part, a page and a screen in words, with no path', () => {
    const project = projectWith({
      'screens/messages.json': SHARED,
      'screens/parts/site-footer.json': read('screens/parts/site-footer.json'),
      'content/privacy-policy.md': `${read('content/privacy-policy.md')}\nMore.`,
    });
    const { container } = render(
      <UnsavedFiles
        project={project}
        screens={[{ name: 'about-us', title: "Screen 'About us' (/workIs)" }]}
        onOpen={() => undefined}
        onSave={() => Promise.resolve()}
        onSaveAll={() => undefined}
      />,
    );
    const bar = screen.getByRole('group', { name: 'Unsaved changes' });
    for (const name of ['Shared texts', 'Shared part site-footer', "Page 'Privacy policy'"]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
      expect(screen.getByRole('button', { name: `Save ${name}` })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: "Open Screen 'About us' (/workIs) to save it" }).textContent).toBe(
      "Screen 'About us' (/workIs)",
    );
    expect(bar.textContent).not.toMatch(/screens\/|content\/|\.json|\.md/);
    expect(container.innerHTML).not.toMatch(/screens\/|content\/|\.json|\.md/);
  });
});
