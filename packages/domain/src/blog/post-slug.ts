/** A post's (and a category's) address: lower-case words joined by hyphens (as the database's check has it). */
export const postSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest address the console takes. */
export const postSlugMaxLength = 120;

// Letters that carry no combining mark to strip (dotless ı, ß, ø, …) read as their nearest Latin.
const latinFolds: Record<string, string> = {
  ı: 'i',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
};

/**
 * An address suggested from a title written in Latin letters ("Istanbul in 3 days" →
 * `istanbul-in-3-days`, Turkish letters read without their marks); '' when the title holds
 * letters of another script (a Persian or Arabic title), whose address the operator writes.
 */
export function suggestPostSlug(title: string): string {
  const folded = title
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıßøæœđł]/g, (letter) => latinFolds[letter] ?? letter);
  if (/[^\p{Script=Latin}\P{L}]/u.test(folded)) return '';
  return folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, postSlugMaxLength)
    .replace(/-+$/, '');
}
