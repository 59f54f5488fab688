import { z } from 'zod';
import { contactOptionalFields } from './contact-form-limits.js';
import { questionnaireBlockFieldsSchema } from './questionnaire.js';
import { consentCategories, consentCategory, fileSource, imageFields, link } from './content-fields.js';

const httpsUrl = z
  .string()
  .url()
  .regex(/^https:\/\//, 'an https URL');
const slugLike = /^[A-Za-z0-9_-]{4,40}$/;

// §1 video from a file: a poster so the player has a picture before it loads, and at least one
// captions track (WebVTT) so it can be followed without sound.
const fileVideo = z.object({
  source: z.literal('file'),
  title: z.string().min(1),
  src: fileSource,
  mimeType: z.enum(['video/mp4', 'video/webm']).default('video/mp4'),
  poster: imageFields,
  captions: z
    .array(
      z.object({
        src: fileSource.refine((value) => value.endsWith('.vtt'), 'a WebVTT file (.vtt)'),
        srclang: z.string().regex(/^[a-z]{2}$/),
        label: z.string().min(1),
      }),
    )
    .min(1),
});
// §1 third-party video: shown only after the shopper allows its consent category (§4).
const embeddedVideo = z.object({
  source: z.enum(['youtube', 'vimeo']),
  title: z.string().min(1),
  videoId: z.string().regex(slugLike, 'the id of the video at its provider'),
  poster: imageFields.optional(),
  consentCategory: consentCategory.default('marketing'),
});

const cookieListCategories = ['necessary', ...consentCategories] as const;

/** The block types of issue 7's second part, spread into `blockFieldSchemas`. */
export const moreBlockFieldSchemas = {
  // §1 layout: panels behind tabs; without JavaScript every panel shows under a list of links.
  tabs: z.object({
    title: z.string().optional(),
    tabs: z
      .array(z.object({ label: z.string().min(1).max(60), text: z.string().min(1) }))
      .min(2)
      .max(8),
  }),
  // §1 layout: an embedded page of another site, only after consent (§4) and with a name.
  iframe: z.object({
    title: z.string().min(1).describe('names the frame for screen readers'),
    src: httpsUrl,
    provider: z.string().min(1).describe('who serves the content, e.g. Google Maps'),
    width: z.number().int().positive().default(16),
    height: z.number().int().positive().default(9),
    consentCategory: consentCategory.default('marketing'),
  }),
  video: z.discriminatedUnion('source', [fileVideo, embeddedVideo]),
  // §1 layout: editor HTML, sanitized on the server before it reaches a page.
  customHtml: z.object({ html: z.string().min(1).max(50_000) }),
  // §1 layout: a tag (e.g. analytics) that runs with the page's CSP nonce and only with consent.
  script: z
    .object({
      src: httpsUrl.optional(),
      code: z.string().max(20_000).optional(),
      consentCategory,
    })
    .refine((fields) => Boolean(fields.src) !== Boolean(fields.code), {
      message: 'either src or code',
    }),
  // §1 layout: one service option the shop offers (delivery, click-and-collect, ...).
  option: z.object({
    title: z.string().min(1),
    text: z.string().optional(),
    price: z.string().optional().describe('e.g. "ab 2,90 €"'),
    image: imageFields.optional(),
    link: link.optional(),
  }),
  // §1 layout: a document to download (brochure, leaflet), with its cover.
  publication: z.object({
    title: z.string().min(1),
    description: z.string().optional(),
    cover: imageFields,
    file: z.object({
      href: fileSource,
      format: z.enum(['PDF', 'EPUB']).default('PDF'),
      sizeKb: z.number().int().positive().optional(),
    }),
  }),
  // §1 cookie: the cookies the shop sets, per consent category (all categories unless chosen).
  cookieList: z.object({
    title: z.string().optional(),
    categories: z.array(z.enum(cookieListCategories)).min(1).optional(),
  }),
  cookieSettingsButton: z.object({ label: z.string().min(1) }),
  // §1 commerce: the general vouchers of §7, and a logged-in member's personal ones; `limit`
  // caps each list.
  voucherGroup: z.object({
    title: z.string().optional(),
    limit: z.number().int().min(1).max(24).default(6),
  }),
  // §1 loyalty: links into the joe programme, configured in the block.
  joeLinkButton: link.extend({ variant: z.enum(['primary', 'secondary']).default('primary') }),
  joeLoginButton: link.extend({ text: z.string().optional() }),
  // §1 recipes: the recipes that match the page's ?term=, with the form to search again.
  recipeSearchContent: z.object({
    title: z.string().optional(),
    pageSize: z.number().int().min(1).max(24).default(6),
  }),
  // §1 communication: how to reach the shop.
  contact: z
    .object({
      title: z.string().optional(),
      phone: z
        .string()
        .regex(/^\+?[\d\s/()-]{6,25}$/, 'a phone number')
        .optional(),
      email: z.string().email().optional(),
      hours: z.array(z.object({ days: z.string().min(1), time: z.string().min(1) })).default([]),
      address: z
        .object({
          name: z.string().optional(),
          street: z.string().min(1),
          postalCode: z.string().min(1),
          city: z.string().min(1),
        })
        .optional(),
    })
    .refine((fields) => Boolean(fields.phone ?? fields.email ?? fields.address), {
      message: 'a phone number, an e-mail address or an address',
    }),
  // §1 communication: order tracking by order number and e-mail.
  tracking: z.object({ title: z.string().optional(), text: z.string().optional() }),
  // §1 contact form: name, e-mail, message and up to three files always; the editor picks which
  // optional §5 fields the form shows as well, in this order.
  contactForm: z.object({
    title: z.string().optional(),
    text: z.string().optional(),
    fields: z
      .array(z.enum(contactOptionalFields))
      .max(contactOptionalFields.length)
      .default(['surname', 'telephoneNumber', 'orderNumber']),
  }),
  // §1 newsletter: subscribe and unsubscribe, each for guests and customers (§3 texts, §6).
  newsletterSubscribe: z.object({ title: z.string().optional() }),
  newsletterUnsubscribe: z.object({ title: z.string().optional() }),
  // §1 questionnaire: its questions and their rules; the API checks answers against this copy.
  questionnaire: questionnaireBlockFieldsSchema,
} satisfies Record<string, z.ZodTypeAny>;
