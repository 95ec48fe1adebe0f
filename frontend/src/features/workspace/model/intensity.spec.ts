import { intensityBand } from './intensity';

describe('intensityBand', () => {
  it.each([
    [1, 'low'],
    [3, 'low'],
    [4, 'medium'],
    [6, 'medium'],
    [7, 'high'],
    [10, 'high'],
  ])('should put intensity %i in the %s band', (intensity, band) => {
    expect(intensityBand(intensity)).toBe(band);
  });
});
