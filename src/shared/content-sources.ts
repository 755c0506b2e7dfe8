// Which content files (content/<source>.md) a screen shows: the sources of its markdown blocks,
// wherever they sit (blocks, footer, dialogs, nested). Read by the app before a screen shows
// (src/app/content-files.ts), by the studio and by the build for the early script (scripts/lib/route-code.ts).

/** The content files a screen's markdown blocks show, sorted, each once. */
export function findContentSources(screen: unknown): string[] {
  const sources = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.type === 'markdown' && typeof record.source === 'string') sources.add(record.source);
      Object.values(record).forEach(visit);
    }
  };
  visit(screen);
  return [...sources].sort();
}
