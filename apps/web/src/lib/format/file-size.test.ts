import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes kilobytes below a megabyte and megabytes above, in the reader’s digits', () => {
    expect(formatFileSize(300, 'en')).toBe('1 kB');
    expect(formatFileSize(150 * 1024, 'en')).toBe('150 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(150 * 1024, 'fa')).toMatch(/۱۵۰/);
    expect(formatFileSize(150 * 1024, 'ar')).toMatch(/١٥٠/);
    // Persian names the unit in its own words, not the Latin abbreviation.
    expect(formatFileSize(5 * 1024 * 1024, 'fa')).toBe('۵ مگابایت');
  });
});
