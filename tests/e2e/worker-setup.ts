// Each worker of a browser test run keeps its studios' Vite dependency caches apart
// (STUDIO_VITE_CACHE, studio/server/pages/vite-shared.ts): the studio's files may run two at a time
// (--file-parallelism --max-workers=2), and on a fresh clone two studios writing one cache at once can leave a page
// on dependencies the other replaced. The files of one worker run one after the other, so the
// worker's first studio writes its cache and the later ones read it.
process.env.STUDIO_VITE_CACHE ??= `node_modules/.vite-e2e-worker-${process.env.VITEST_POOL_ID ?? '1'}`;
