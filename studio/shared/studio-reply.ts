/**
 * Where the studio preview's calls go when a scenario asks the demo back end for a failure or slow
 * reply: `${REPLY_PREFIX}<reply>/<API path>`. The preview sets it as its API base
 * (studio/web/preview-panel/scenarios.ts); the studio server (studio/server/server.ts) forwards those calls to the
 * demo back end with its header (scripts/demo-server/endpoints/reply-scenarios.ts). The app's own
 * code never knows.
 */
export const REPLY_PREFIX = '/__studio/reply/';
