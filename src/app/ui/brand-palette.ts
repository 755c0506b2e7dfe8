// The brand colours of config.js as the design tokens of engine/react/styles.css, each made
// readable where it is used (WCAG 2.2 AA text contrast, 4.5:1). An operator may configure any
// pair; a colour too light for its use is darkened (its HSL lightness lowered in steps of 1 %,
// hue and saturation kept, so an orange stays an orange rather than turning brown) until it
// reads, and one that already reads is used as it is. The default pair passes unchanged.

/** The lightest and darkest light backgrounds brand-coloured text sits on: --surface and --canvas. */
const TEXT_BACKGROUNDS = ['#ffffff', '#f3f5f7'];
/** `.eng-text--onBrandMuted`: white at 92 % over a brand fill. */
const MUTED_WHITE_ALPHA = 0.92;
/** `--brand-soft`: the brand at 10 % over white, behind selected options, tags and nav links. */
const SOFT_TINT = 0.1;
const AA = 4.5;

type Rgb = [number, number, number];

// A type, not an interface: Object.entries then knows each value is a string.
export type BrandPalette = {
  /** As configured: decoration only (focus rings, tints, spinner, input focus border). */
  '--brand': string;
  '--brand-2': string;
  /** Brand-coloured text and thin marks on light backgrounds (links, tabs, secondary buttons). */
  '--brand-ink': string;
  /** Backgrounds under white text: primary buttons, the hero card (gradient to --brand-fill-2). */
  '--brand-fill': string;
  '--brand-fill-2': string;
};

/** Design tokens for a brand pair `[main, darker]` of hex colours (config.js `brandColors`). */
export function brandPalette([main, darker]: readonly [string, string]): BrandPalette {
  const mainRgb = parseHex(main);
  const soft = mix(mainRgb, [255, 255, 255], SOFT_TINT);
  const textBackgrounds = [...TEXT_BACKGROUNDS.map(parseHex), soft];
  const readsAsText = (color: Rgb) => textBackgrounds.every((background) => contrast(color, background) >= AA);
  const readsUnderWhite = (color: Rgb) =>
    contrast([255, 255, 255], color) >= AA && contrast(mix([255, 255, 255], color, MUTED_WHITE_ALPHA), color) >= AA;
  return {
    '--brand': toHex(mainRgb),
    '--brand-2': toHex(parseHex(darker)),
    '--brand-ink': toHex(darkenUntil(mainRgb, readsAsText)),
    '--brand-fill': toHex(darkenUntil(mainRgb, readsUnderWhite)),
    '--brand-fill-2': toHex(darkenUntil(parseHex(darker), readsUnderWhite)),
  };
}

/** Sets the palette on an element's style (the document root), as CSS custom properties. */
export function applyBrandPalette(element: HTMLElement, brandColors: readonly [string, string]): void {
  for (const [name, value] of Object.entries(brandPalette(brandColors))) element.style.setProperty(name, value);
}

/** WCAG 2.2 contrast ratio of two sRGB colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3
      ? Array.from(digits)
          .map((digit) => digit + digit)
          .join('')
      : digits;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(color: Rgb): string {
  return `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `a` at `weight` over `b`. */
function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => a[i] * weight + b[i] * (1 - weight)) as Rgb;
}

/** The colour with its HSL lightness lowered (hue and saturation kept) until it reads. */
function darkenUntil(color: Rgb, isReadable: (color: Rgb) => boolean): Rgb {
  if (isReadable(color)) return color;
  const [hue, saturation, lightness] = toHsl(color);
  for (let step = 1; step <= 100; step += 1) {
    const shade = fromHsl(hue, saturation, Math.max(0, lightness - step * 0.01));
    if (isReadable(shade)) return shade;
  }
  return [0, 0, 0];
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue = max === red ? ((green - blue) / delta + 6) % 6 : max === green ? (blue - red) / delta + 2 : (red - green) / delta + 4;
  return [hue * 60, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector];
  return [r, g, b].map((channel) => Math.round((channel + m) * 255)) as Rgb;
}
