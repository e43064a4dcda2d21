/** A post's address: lower-case words joined by hyphens (as the database's check has it). */
export const postSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
