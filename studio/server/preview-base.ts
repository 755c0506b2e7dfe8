/** Where the studio serves the preview page's modules (its own Vite; studio/server/vite.preview.config.ts). */
export const PREVIEW_BASE = '/__studio/frame/';
