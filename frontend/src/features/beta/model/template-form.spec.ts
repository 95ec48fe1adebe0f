import { parseTags } from './template-form';

describe('parseTags', () => {
  it('should split on commas, trim each tag and drop empty ones', () => {
    expect(parseTags(' Sales, , Casual ,Brand Voice')).toEqual(['Sales', 'Casual', 'Brand Voice']);
    expect(parseTags('   ')).toEqual([]);
  });
});
