import { describe, expect, it } from 'vitest';

import { applyBrandPalette, brandPalette, contrast, parseHex } from '../../../../../src/app/ui/brand-palette.ts';

const WHITE = parseHex('#ffffff');
const CANVAS = parseHex('#f3f5f7');
const hue = (hex: string) => {
  const [r, g, b] = parseHex(hex);
  return Math.round((Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI);
};

describe('brand palette of config.js brandColors', () => {
  it('keeps the default pair as it is: it already reads', () => {
    expect(brandPalette(['#0b7a5c', '#0a5c46'])).toEqual({
      '--brand': '#0b7a5c',
      '--brand-2': '#0a5c46',
      '--brand-ink': '#0b7a5c',
      '--brand-fill': '#0b7a5c',
      '--brand-fill-2': '#0a5c46',
    });
  });

  it.each([
    ['orange', '#f5a623', '#e69500'],
    ['sky', '#7dd3fc', '#38bdf8'],
    ['yellow', '#ffeb3b', '#fdd835'],
    ['short hex', '#fc0', '#f90'],
    ['white', '#ffffff', '#ffffff'],
  ])('darkens a light %s pair where it is text or under white text, to AA and no further than needed', (_name, main, darker) => {
    const palette = brandPalette([main, darker]);
    expect(palette['--brand']).toBe(main === '#fc0' ? '#ffcc00' : main);
    const ink = parseHex(palette['--brand-ink']);
    expect(contrast(ink, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ink, CANVAS)).toBeGreaterThanOrEqual(4.5);
    for (const fill of [palette['--brand-fill'], palette['--brand-fill-2']]) {
      expect(contrast(WHITE, parseHex(fill))).toBeGreaterThanOrEqual(4.5);
    }
    // Darkened no further than needed: not far past the 4.5:1 line on the canvas.
    expect(contrast(ink, CANVAS)).toBeLessThan(4.9);
    // The hue of the brand stays (only its lightness is lowered).
    if (main !== '#ffffff') expect(Math.abs(hue(palette['--brand-ink']) - hue(main))).toBeLessThanOrEqual(2);
  });

  it('sets the palette as custom properties on the root element', () => {
    applyBrandPalette(document.documentElement, ['#f5a623', '#e69500']);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand')).toBe('#f5a623');
    expect(style.getPropertyValue('--brand-ink')).not.toBe('#f5a623');
    expect(contrast(parseHex(style.getPropertyValue('--brand-fill')), WHITE)).toBeGreaterThanOrEqual(4.5);
    document.documentElement.removeAttribute('style');
  });
});
