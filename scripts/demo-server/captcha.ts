// Image captcha of the registration page (SPEC §2.19, §9: 4 characters). A demo: the SVG text is
// readable by any program, which is fine for a local demo back end and nothing else.

const CAPTCHA_LENGTH = 4;
// No 0/O, 1/I/L: borrowers type what they see on a small phone screen.
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const COLORS = ['#1E3A8A', '#9D174D', '#065F46', '#92400E', '#5B21B6', '#0F766E'];

export type RandomSource = () => number;

function pick<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.floor(random() * items.length)];
}

export function createCaptchaCode(random: RandomSource = Math.random): string {
  let code = '';
  for (let index = 0; index < CAPTCHA_LENGTH; index += 1) code += pick(Array.from(CAPTCHA_ALPHABET), random);
  return code;
}

export function renderCaptchaSvg(code: string, random: RandomSource = Math.random): string {
  const width = 120;
  const height = 44;
  const round = (value: number) => Math.round(value * 10) / 10;
  const noise = Array.from({ length: 5 }, () => {
    const y1 = round(random() * height);
    const y2 = round(random() * height);
    return `<line x1="0" y1="${y1}" x2="${width}" y2="${y2}" stroke="${pick(COLORS, random)}" stroke-opacity="0.45" stroke-width="1.2"/>`;
  }).join('');
  const dots = Array.from({ length: 24 }, () => {
    return `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="1" fill="${pick(COLORS, random)}" fill-opacity="0.5"/>`;
  }).join('');
  const glyphs = Array.from(code)
    .map((char, index) => {
      const x = 18 + index * 27;
      const y = round(30 + (random() - 0.5) * 6);
      const angle = round((random() - 0.5) * 36);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-size="24" font-weight="700" fill="${pick(COLORS, random)}">${char}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Image captcha"><rect width="${width}" height="${height}" rx="6" fill="#F1F5F9"/>${noise}${dots}${glyphs}</svg>`;
}
