// `npm run bench:ab -- --a DIR --b DIR [--route /hasOf] [--runs 3] [--warm] [--cold]`: two builds
// loaded alternately (A, B, A, B …) on the bench's phone (scripts/bench/measure-load.ts), each with the
// demo back end, so a busy moment of a shared machine hits both alike. Prints each load with the
// machine's load average beside it, then each side's median and the ratio B / A.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { startDemoServer } from '../demo-server/server.ts';
import { launchChromium } from '../lib/chromium.ts';
import { median } from './load-metrics.ts';
import { type LoadMeasurement, measureLoad } from './measure-load.ts';

const FIGURES = ['lcpMs', 'fcpMs', 'tbtMs'] as const;

async function main() {
  const { values } = parseArgs({
    options: {
      a: { type: 'string' },
      b: { type: 'string', default: 'dist' },
      route: { type: 'string', default: '/hasOf' },
      runs: { type: 'string', default: '3' },
      warm: { type: 'boolean', default: false },
      cold: { type: 'boolean', default: false },
    },
  });
  if (!values.a) throw new Error('--a DIR: the build to compare with (e.g. a copy of main’s dist)');
  const sides = [
    { name: 'A', dir: resolve(values.a) },
    { name: 'B', dir: resolve(values.b) },
  ];
  const kinds = [...(values.cold || !values.warm ? ['cold'] : []), ...(values.warm ? ['warm'] : [])];
  const servers = await Promise.all(sides.map((side) => startDemoServer({ port: 0, distDir: side.dir })));
  const browser = await launchChromium();
  const results = new Map<string, LoadMeasurement[]>();
  try {
    // Not recorded: the first page of a fresh browser also pays for starting its renderer.
    await measureLoad(browser, `${servers[0].url}/about`, sides[0].dir);
    for (let run = 1; run <= Number(values.runs); run++) {
      for (const kind of kinds) {
        // Each run starts with the other side, so neither always follows the same one.
        const order = run % 2 === 1 ? [0, 1] : [1, 0];
        for (const index of order) {
          const side = sides[index];
          const load = (loadavg()[0] ?? 0).toFixed(1);
          const measured = await measureLoad(browser, `${servers[index].url}${values.route}`, side.dir, { warm: kind === 'warm' });
          const key = `${kind} ${side.name}`;
          results.set(key, [...(results.get(key) ?? []), measured]);
          // The first API call (a request for no file of the build): when it left and when its reply was in.
          const call = measured.resources.find((resource, index) => index > 0 && !/\.(js|css|json|svg|png|webp)$/.test(resource.url));
          const callTimes = call ? `, call ${Math.round(call.startTime)} → ${Math.round(call.responseEnd)}` : '';
          console.log(
            `${kind} ${side.name} run ${run}: LCP ${Math.round(measured.lcpMs)} FCP ${Math.round(measured.fcpMs)} TBT ${Math.round(measured.tbtMs)}${callTimes}, LCP element ${measured.lcpElement || 'none'} (load ${load})`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
  for (const kind of kinds) {
    const a = results.get(`${kind} A`) ?? [];
    const b = results.get(`${kind} B`) ?? [];
    const line = FIGURES.map((figure) => {
      const ma = median(a.map((item) => item[figure]));
      const mb = median(b.map((item) => item[figure]));
      return `${figure.replace('Ms', '').toUpperCase()} ${Math.round(ma)} → ${Math.round(mb)} (×${(mb / ma).toFixed(2)})`;
    });
    console.log(`${kind} ${values.route}, median of ${a.length}, A → B: ${line.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
