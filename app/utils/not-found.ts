import { z } from 'zod';
import { contentPageSchema } from '../../backend/src/schemas/content.js';

// §2: the data of a 404 names the content-managed error page and an additional component.
export const notFoundDataSchema = z.object({
  errorPageSlug: z.string().optional(),
  additionalComponent: z.string().optional(),
  path: z.string().optional(),
  page: contentPageSchema.nullish(),
});
export type NotFoundData = z.infer<typeof notFoundDataSchema>;

/** Reads the 404 error data, which may be an object or a JSON string (§2); anything else is empty. */
export function parseNotFoundData(value: unknown): NotFoundData {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return {};
    }
  }
  const parsed = notFoundDataSchema.safeParse(candidate);
  return parsed.success ? parsed.data : {};
}
