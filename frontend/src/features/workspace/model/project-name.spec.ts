import { defaultProjectName } from './project-name';

describe('defaultProjectName', () => {
  it('should be the word Project and the date', () => {
    expect(defaultProjectName(new Date(2026, 10, 22, 12))).toBe('Project Nov 22, 2026');
  });
});
