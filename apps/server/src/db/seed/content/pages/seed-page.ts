import type { Language } from '@parvaz/domain/languages';
import type { BrandFacts } from '../brand-facts';

/** A page of the demo content as an editor would write it (its HTML is sanitised on the way in). */
export interface SeedPage {
  title: string;
  description: string;
  html: string;
}

/** A page written once per language, filled with each brand's facts. */
export type PageTemplate = Record<Language, (facts: BrandFacts) => SeedPage>;
