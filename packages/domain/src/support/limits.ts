// The support desk's limits, apart from its contract (which brings zod), for pages that show them.

export const supportLimits = {
  titleMax: 120,
  textMax: 4000,
  filesPerMessage: 3,
  fileBytes: 2 * 1024 * 1024,
  avatarBytes: 1024 * 1024,
  pageSize: 20,
} as const;

/** What an attachment may be: told by the file's first bytes, never by its name or the client. */
export const supportMediaTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export const avatarMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
