import { DEMO_SESSION } from './demo-server/data.ts';
import { startDevServer } from './dev-server.ts';

const port = Number(process.env.PORT ?? 5173);
const { server, url } = await startDevServer({ port, host: process.env.HOST });
const query = new URLSearchParams(DEMO_SESSION).toString();
console.log(`Dev server with the demo back end: ${url}`);
console.log(`  Loan details: ${url}/hasOf?${query}`);
console.log(`  Developer test page (links to every screen): ${url}/testPreview?${query}`);
console.log('Edit screens/<name>/screen.json or messages.json and save: the open page updates. Ctrl+C stops.');
const stop = () => void server.close().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
