// `npm start`: serves dist/ with the demo back end (CONTRACTS §1).
import { existsSync } from 'node:fs';
import path from 'node:path';

import { DEMO_SESSION } from './data.ts';
import { startDemoServer } from './server.ts';

const DEFAULT_PORT = 5173;

async function main(): Promise<void> {
  const distDir = path.resolve('dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`${path.join(distDir, 'index.html')} is missing. Run \`npm run build\` first (npm start does it for you).`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`PORT must be a port number from 0 to 65535; got "${process.env.PORT}".`);
    process.exit(1);
  }
  const server = await startDemoServer({ port, distDir });
  const link = (route: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...DEMO_SESSION, ...extra }).toString();
    return `  ${server.url}${route}?${query}`;
  };

  console.log(`Demo server ready at ${server.url} (API answered by the demo back end, state resets on restart)`);
  console.log('');
  console.log('Try:');
  console.log(`Loan detail (due today, rollover offered):\n${link('/hasOf')}`);
  console.log(`Bind bank / e-wallet:\n${link('/provideChoices')}`);
  console.log(`Developer test page:\n${link('/testPreview')}`);
  console.log(`Loan confirm:\n${link('/humanQuestions')}`);
  console.log(`Instalment repayment:\n${link('/attemptApply')}`);
  console.log(`Rollover repayment:\n${link('/appliedOthers')}`);
  console.log(`Complaints:\n${link('/complainPage')}`);
  console.log(`Registration landing page:\n  ${server.url}/register?templateId=1`);
  console.log(`Official site:\n  ${server.url}/`);
  console.log('');
  console.log('Other orders: set orderId to ORD21, ORD110, ORD151, ORD170, ORD174, ORD180, ORD180D, ORD200 or ORDREDIRECT.');
  console.log('SMS code for every demo SMS: 123456. Details: scripts/demo-server/README.md');

  const stop = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The demo server could not start:', error);
  process.exit(1);
});
