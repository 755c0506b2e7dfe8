// Where the studio serves its two pages' modules and files, in development (each Vite) and built
// (`npm run studio:build`, studio/server/pages/built-pages.ts). Every other path is the studio API's or
// the demo back end's and the built app's.

/** The preview page's modules (its own Vite; studio/server/pages/vite.preview.config.ts), and its built files. */
export const PREVIEW_BASE = '/__studio/frame/';
/** The studio page's built files (in development its Vite serves them from the source paths). */
export const STUDIO_PAGE_BASE = '/__studio/page/';
