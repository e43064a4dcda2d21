import type { Language } from '@parvaz/domain/languages';
import { arComments } from './ar/comments';
import { arGuides } from './ar/guides';
import { arNews } from './ar/news';
import { enComments } from './en/comments';
import { enGuides } from './en/guides';
import { enNews } from './en/news';
import { faComments } from './fa/comments';
import { faGuides } from './fa/guides';
import { faNews } from './fa/news';
import type { SeedComment, SeedPost } from './seed-post';
import { trComments } from './tr/comments';
import { trGuides } from './tr/guides';
import { trNews } from './tr/news';

// Each language's posts are its own, written for its readers (not translations of each other):
// destinations and travel tips in `guides`, visas, airline news and hotels in `news`.

export const seedPosts: Record<Language, readonly SeedPost[]> = {
  fa: [...faGuides, ...faNews],
  en: [...enGuides, ...enNews],
  ar: [...arGuides, ...arNews],
  tr: [...trGuides, ...trNews],
};

export const seedComments: Record<Language, readonly SeedComment[]> = {
  fa: faComments,
  en: enComments,
  ar: arComments,
  tr: trComments,
};
