// The starter template of a new screen: it passes the checker as it is.
function toScreenId(folder: string): string {
  return folder.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function newScreenFiles(folder: string): { screen: string; messages: string } {
  const id = toScreenId(folder);
  const screen = {
    $schema: '../../schemas/meta/screen.schema.json',
    schemaVersion: 1,
    id,
    route: { path: `/${id}` },
    title: { msg: `${id}.title` },
    blocks: [
      { type: 'text', text: { msg: `${id}.intro` } },
      { type: 'button', label: { msg: `${id}.done` }, actions: [{ type: 'bridge', call: 'closeWebview' }] },
    ],
  };
  const messages = {
    $schema: '../../schemas/meta/messages.schema.json',
    en: { [`${id}.title`]: 'New screen', [`${id}.intro`]: 'Write the text of this screen here.', [`${id}.done`]: 'Done' },
    fil: { [`${id}.title`]: 'Bagong screen', [`${id}.intro`]: 'Isulat dito ang teksto ng screen na ito.', [`${id}.done`]: 'Tapos na' },
  };
  return { screen: `${JSON.stringify(screen, null, 2)}\n`, messages: `${JSON.stringify(messages, null, 2)}\n` };
}
