import { z } from 'zod';
import { badgeValues, productSortValues } from './catalogue.js';
import { moreBlockFieldSchemas } from './content-block-fields.js';
import { chromeLink, cssColor, href, imageFields, imageSource, link } from './content-fields.js';

const cssLength = '(\\d+(\\.\\d+)?(px|%|rem|em|vw|vh)|auto)';

// §6 content access: who may see a page or a block. Granted when the shopper's state is listed, or
// when the list is absent or names all three; the storefront checks it per request.
export const contentAccessValues = ['NOT_LOGGED_IN', 'LOGGED_IN_NOT_MEMBER', 'MEMBER'] as const;
export type ContentAccess = (typeof contentAccessValues)[number];
const contentAccessSchema = z
  .array(z.enum(contentAccessValues))
  .optional()
  .describe('§6: who may see it; absent means everyone');

// Unknown block types pass the API unchanged, so a newer CMS never breaks an older storefront (§1).
export type BlockNode = {
  id: string;
  type: string;
  fields: Record<string, unknown>;
  children?: BlockNode[];
  access?: ContentAccess[];
};
export const blockNodeSchema: z.ZodType<BlockNode> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    type: z.string().min(1),
    fields: z.record(z.unknown()),
    children: z.array(blockNodeSchema).optional(),
    access: contentAccessSchema,
  }),
);

const columnSpan = z.number().int().min(1).max(12);

// An image that may be above the fold: the editor marks it to load eagerly (the page's largest
// element on a phone, e.g. a banner); the others load lazily.
const placedImage = imageFields.extend({
  priority: z.boolean().default(false).describe('above the fold: load eagerly'),
});
const teaserFields = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  image: placedImage.optional(),
  href,
  ctaLabel: z.string().optional(),
});
const captionedImage = imageFields.extend({ caption: z.string().optional() });
export const socialNetworks = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'pinterest',
  'x',
  'linkedin',
] as const;

export const blockFieldSchemas = {
  headline: z.object({
    text: z.string().min(1),
    level: z.number().int().min(1).max(6).default(2),
    anchor: z.string().optional(),
  }),
  text: z.object({
    text: z.string().describe('plain text; a blank line starts a new paragraph'),
    align: z.enum(['start', 'center']).default('start'),
  }),
  image: placedImage.extend({ caption: z.string().optional(), href: href.optional() }),
  button: link.extend({
    variant: z.enum(['primary', 'secondary', 'link']).default('primary'),
    openInNewTab: z.boolean().default(false),
  }),
  row: z.object({ gap: z.enum(['none', 'small', 'medium', 'large']).default('medium') }),
  column: z.object({
    span: z.object({ base: columnSpan.default(12), md: columnSpan.optional(), lg: columnSpan.optional() }),
  }),
  section: z.object({
    title: z.string().optional(),
    background: cssColor.optional(),
    fullWidth: z.boolean().default(false),
  }),
  teaser: teaserFields,
  lineSeparator: z.object({}),
  // §1 commerce: products by sku list (in that order) or from a category, optionally only those
  // with a badge (e.g. offer), with a link to see them all.
  productGroup: z
    .object({
      title: z.string().optional(),
      skus: z
        .array(z.string().regex(/^[0-9A-Za-z-]{1,40}$/))
        .max(48)
        .optional(),
      category: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .optional(),
      badge: z.enum(badgeValues).optional(),
      sort: z.enum(productSortValues).default('category'),
      limit: z.number().int().min(1).max(24).default(8),
      link: link.optional(),
    })
    .refine((fields) => Boolean(fields.skus?.length) !== Boolean(fields.category), {
      message: 'either skus or a category',
    }),
  productPromotion: z.object({
    sku: z.string().regex(/^[0-9A-Za-z-]{1,40}$/),
    headline: z.string().min(1),
    text: z.string().optional(),
    ctaLabel: z.string().optional(),
  }),
  accordion: z.object({
    title: z.string().optional(),
    items: z
      .array(
        z.object({ title: z.string().min(1), text: z.string().min(1), open: z.boolean().default(false) }),
      )
      .min(1)
      .max(50),
  }),
  // §1 layout: a data table with a caption and column headers; every row as wide as the headers.
  table: z
    .object({
      caption: z.string().min(1),
      headers: z.array(z.string()).min(1).max(12),
      rows: z.array(z.array(z.string())).max(200),
      rowHeaders: z.boolean().default(false).describe('the first cell of each row names the row'),
    })
    .refine((fields) => fields.rows.every((row) => row.length === fields.headers.length), {
      message: 'every row has one cell per header',
    }),
  // §1 layout: a notice on the page, its tone said in words as well as in colour.
  userMessage: z.object({
    tone: z.enum(['info', 'success', 'warning', 'error']).default('info'),
    title: z.string().optional(),
    text: z.string().min(1),
  }),
  feature: z.object({
    title: z.string().min(1),
    text: z.string().optional(),
    image: imageFields.optional(),
    href: href.optional(),
  }),
  imageList: z.object({
    title: z.string().optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    images: z.array(captionedImage).min(1).max(24),
  }),
  // §1 layout: sliders scroll sideways by touch, by keyboard (the strip takes focus) and without
  // JavaScript (CSS scroll snapping), so no item is out of reach.
  imageSlider: z.object({ title: z.string().min(1), images: z.array(captionedImage).min(2).max(12) }),
  teaserSlider: z.object({ title: z.string().min(1), teasers: z.array(teaserFields).min(2).max(12) }),
  // §1 layout: links to the shop's social networks, each named in words.
  socialFollow: z.object({
    title: z.string().optional(),
    links: z
      .array(z.object({ network: z.enum(socialNetworks), href, label: z.string().min(1) }))
      .min(1)
      .max(10),
  }),
  recipeSearch: z.object({ title: z.string().optional() }),
  recipeGroup: z.object({
    title: z.string().optional(),
    slugs: z
      .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))
      .max(24)
      .optional(),
    tag: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .optional(),
    limit: z.number().int().min(1).max(12).default(3),
    link: link.optional(),
  }),
  ...moreBlockFieldSchemas,
} satisfies Record<string, z.ZodTypeAny>;
export type BlockType = keyof typeof blockFieldSchemas;
export type BlockFields<T extends BlockType> = z.infer<(typeof blockFieldSchemas)[T]>;

export const pageMetaSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  keywords: z.array(z.string()).default([]),
  noIndex: z.boolean().default(false),
  noFollow: z.boolean().default(false),
  openGraphImage: z.string().optional(),
  backgroundColor: cssColor.optional(),
  backgroundImage: imageSource.optional(),
  backgroundRepeat: z.enum(['repeat', 'repeat-x', 'repeat-y', 'no-repeat', 'space', 'round']).optional(),
  backgroundSize: z
    .string()
    .regex(
      new RegExp(`^(cover|contain|${cssLength}( ${cssLength})?)$`),
      'cover, contain or one or two lengths',
    )
    .optional(),
  access: contentAccessSchema,
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const contentPageSchema = z.object({
  slug: z.string(),
  meta: pageMetaSchema,
  blocks: z.array(blockNodeSchema),
  updatedAt: z.string().datetime(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  noIndex: z.boolean().describe('kept out of search engines: left out of sitemap.xml'),
});
export const contentPageListSchema = z.object({ pages: z.array(contentPageSummarySchema) });

export const clientConfigTypes = [
  'topbarbanner',
  'header',
  'footer',
  'socialsharingandseo',
  'searchflapout',
] as const;
export type ClientConfigType = (typeof clientConfigTypes)[number];

export const clientConfigSchemas = {
  topbarbanner: z.object({
    enabled: z.boolean(),
    text: z.string(),
    link: link.optional(),
    tone: z.enum(['info', 'promotion']).default('info'),
  }),
  header: z.object({
    navigation: z.array(link.extend({ children: z.array(link).default([]) })),
    serviceLinks: z.array(chromeLink),
  }),
  footer: z.object({
    columns: z.array(z.object({ title: z.string(), links: z.array(chromeLink) })),
    legalLinks: z.array(link),
    social: z.array(link.extend({ network: z.string() })),
    copyright: z.string(),
  }),
  socialsharingandseo: z.object({
    siteName: z.string(),
    titleTemplate: z.string().describe('%s is replaced by the page title'),
    defaultDescription: z.string(),
    defaultOpenGraphImage: z.string().optional(),
    twitterHandle: z.string().optional(),
  }),
  // §2, §3 Search flap-out type config: result groups in two columns, odd `order` first column.
  searchflapout: z.object({
    columnRatio: z
      .string()
      .regex(/^([1-9]|1[01])\/([1-9]|1[01])$/, 'two column widths of the 12-column grid, e.g. 6/6')
      .refine((ratio) => ratio.split('/').reduce((sum, part) => sum + Number(part), 0) === 12, {
        message: 'the two widths add up to 12',
      })
      .default('6/6'),
    types: z
      .array(
        z.object({
          type: z.enum(['products', 'categories', 'recipes', 'content']),
          order: z.number().int().min(1),
          emptyResultsContent: z.string().describe('shown when this type finds nothing'),
        }),
      )
      .min(1),
  }),
} satisfies Record<ClientConfigType, z.ZodTypeAny>;
export type ClientConfigs = { [T in ClientConfigType]?: z.infer<(typeof clientConfigSchemas)[T]> };
/** What an editor or a seed writes: defaults (a link's audience) may be left out. */
export type ClientConfigsInput = { [T in ClientConfigType]?: z.input<(typeof clientConfigSchemas)[T]> };

export const clientConfigsResponseSchema = z.object({
  topbarbanner: clientConfigSchemas.topbarbanner.optional(),
  header: clientConfigSchemas.header.optional(),
  footer: clientConfigSchemas.footer.optional(),
  socialsharingandseo: clientConfigSchemas.socialsharingandseo.optional(),
  searchflapout: clientConfigSchemas.searchflapout.optional(),
});
