import { isSpace } from './white-space.js';

describe('isSpace', () => {
  it('should agree with \\s on every UTF-16 code unit', () => {
    for (let code = 0; code <= 0xffff; code++) {
      expect([code, isSpace(code)]).toEqual([code, /\s/.test(String.fromCharCode(code))]);
    }
  });
});
