export type InAppBrowser = 'wechat' | 'facebook' | 'messenger' | 'instagram' | 'line' | 'tiktok';

// Order matters: Messenger and Instagram user agents also carry Facebook markers (FBAN/FBAV/FB_IAB).
const IN_APP_BROWSER_PATTERNS: ReadonlyArray<readonly [InAppBrowser, RegExp]> = [
  ['wechat', /MicroMessenger/i],
  ['messenger', /FB_IAB\/(?:MESSENGER|Orca)|FBAN\/MessengerForiOS|\bOrca-Android\b/i],
  ['instagram', /\bInstagram\b/i],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\//i],
  ['line', /\bLine\//i],
  ['tiktok', /TikTok|musical_ly|BytedanceWebview|\btrill_/i],
];

/** Which chat or social app's built-in browser the page runs in (SPEC §1), or null. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  for (const [browser, pattern] of IN_APP_BROWSER_PATTERNS) {
    if (pattern.test(userAgent)) return browser;
  }
  return null;
}
