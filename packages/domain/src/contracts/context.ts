import { z } from 'zod';
import { languages } from '../languages';
import { currencySchema } from './money';
import { tenantIdSchema } from '../tenants/tenants';

const languageSchema = z.enum(languages);

const paletteColorSchema = z.object({
  main: z.string(),
  light: z.string(),
  dark: z.string(),
  contrastText: z.string(),
});

export const tenantPublicSchema = z.object({
  id: tenantIdSchema,
  name: z.record(languageSchema, z.string()),
  locale: languageSchema,
  direction: z.enum(['rtl', 'ltr']),
  calendar: z.enum(['jalali', 'gregorian']),
  displayCurrency: currencySchema,
  showEnamad: z.boolean(),
  showFooterInfo: z.boolean(),
  showCopyRights: z.boolean(),
  usersLogin: z.boolean(),
  signupAllow: z.boolean(),
  authImage: z.string().nullable(),
  logo: z.string(),
  favicon: z.string(),
  defaultNationality: z.enum(['IRN', 'TUR', 'OMN']),
  hosts: z.array(z.string()),
  palette: z.object({
    primary: paletteColorSchema,
    blue: paletteColorSchema,
    secondary: paletteColorSchema,
    info: paletteColorSchema,
    success: paletteColorSchema,
    warn: paletteColorSchema,
  }),
});

export const nationalityOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  title: z.string(),
  code: z.string(),
});

/** `context/getInitialConfig`: the tenant's public configuration and the site's constants. */
export const initialConfigSchema = z.object({
  tenant: tenantPublicSchema,
  languages: z.array(languageSchema),
  nationalities: z.array(nationalityOptionSchema),
  limits: z.object({
    maxPassengers: z.number().int(),
    menuTimeoutMs: z.number().int(),
    searchCounterResetMs: z.number().int(),
  }),
  serverTime: z.string(),
  /**
   * The map's background tiles (the server's MAP_TILES_URL and MAP_TILES_ATTRIBUTION):
   * `tilesUrl` is a Leaflet URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`), null
   * when none is set up, and the map then shows its pins on a plain background.
   */
  map: z.object({ tilesUrl: z.string().nullable(), attribution: z.string() }),
});
export type InitialConfig = z.infer<typeof initialConfigSchema>;

/** A menu entry; a group heading has `link: null` and children, an unknown key links to '#'. */
export interface MenuItem {
  key: string;
  title: string;
  link: string | null;
  external?: boolean;
  children?: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z
  .lazy(
    () =>
      z.object({
        key: z.string(),
        title: z.string(),
        link: z.string().nullable(),
        external: z.boolean().optional(),
        children: z.array(menuItemSchema).optional(),
      }),
    // Named, so the OpenAPI document describes the recursion as a component it can refer to.
  )
  .meta({ id: 'MenuItem' });

export const menuRequestSchema = z.object({ lang: languageSchema.optional() });
export const menuPageSchema = z.object({ role: z.string(), menu: z.array(menuItemSchema) });

/** The public site navigation (the CMS menu), one link per page. */
export const menuHtmlSchema = z.object({
  menuHtml: z.array(z.object({ key: z.string(), title: z.string(), link: z.string() })),
});

/** `context/getHeaderFooter`: site content of the tenant in the caller's language. */
export const headerFooterSchema = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  supportHours: z.string(),
  copyright: z.string(),
});
export type HeaderFooter = z.infer<typeof headerFooterSchema>;
