// `npm run dev`: the app from source with hot reload, and the demo back end on the same origin.
// Saving a screen.json or messages.json shows the change in the open page; a file that fails the
// checker shows its problems in the page until it is fixed (scripts/vite-plugin-screens.ts).
import { createServer, type ViteDevServer } from 'vite';

import { createDemoState } from './demo-server/data.ts';
import { createHandlers } from './demo-server/handlers.ts';
import { createDemoMiddleware } from './demo-server/server.ts';

export interface DevServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
}

export async function startDevServer(options: DevServerOptions): Promise<{ server: ViteDevServer; url: string }> {
  const handlers = createHandlers(createDemoState());
  const server = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    server: { port: options.port, strictPort: options.port !== 0, host: options.host ?? '127.0.0.1' },
    clearScreen: false,
    plugins: [
      { name: 'demo-back-end', configureServer: (dev) => void dev.middlewares.use(createDemoMiddleware(handlers)) },
      {
        // Vite's dev server injects the CSS as <style> elements; the built app has none, so only
        // the dev page's CSP lets inline styles in. Scripts stay 'self' only.
        name: 'dev-inline-styles',
        transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
      },
    ],
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${options.port}`;
  return { server, url };
}
