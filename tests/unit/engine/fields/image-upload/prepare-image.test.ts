import { describe, expect, it } from 'vitest';

import { fitLongSide } from '../../../../../engine/fields/image-upload/prepare-image.ts';

// The drawing and encoding themselves run in Chromium (tests/e2e/photo-upload.test.ts).
describe('fitLongSide', () => {
  it('scales a 12-MP photo to 1600 on its longer side, landscape or portrait, keeping its proportions', () => {
    expect(fitLongSide(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitLongSide(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitLongSide(4032, 1816, 1600)).toEqual({ width: 1600, height: 721 });
  });

  it('never enlarges a photo that already fits, and never gives a side of 0', () => {
    expect(fitLongSide(1080, 2400, 2400)).toEqual({ width: 1080, height: 2400 });
    expect(fitLongSide(1, 1, 1600)).toEqual({ width: 1, height: 1 });
    expect(fitLongSide(20_000, 10, 1600)).toEqual({ width: 1600, height: 1 });
  });
});
