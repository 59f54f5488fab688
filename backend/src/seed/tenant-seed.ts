import type { z } from 'zod';
import type { NewTenantRow } from '../db/schema/tenants.js';
import type { pageMetaSchema } from '../schemas/content.js';
import type { ContentVoucher } from '../schemas/vouchers.js';
import { blockFieldSchemas, type BlockNode, type BlockType, type ClientConfigs } from '../schemas/content.js';

export type SeedPage = { slug: string; meta: z.input<typeof pageMetaSchema>; blocks: BlockNode[] };

/** Everything one tenant starts with; seed-database.ts writes it in one transaction. */
export type TenantSeed = {
  tenant: NewTenantRow;
  pages: SeedPage[];
  clientConfigs: Required<ClientConfigs>;
  /** §7 general and personal vouchers, in this order. */
  vouchers?: ContentVoucher[];
};

export type FieldsInput<T extends BlockType> = z.input<(typeof blockFieldSchemas)[T]>;

/** A CMS block whose fields are checked against its type's schema while the seed is built. */
export function block<T extends BlockType>(
  id: string,
  type: T,
  fields: FieldsInput<T>,
  children?: BlockNode[],
): BlockNode {
  const parsed = blockFieldSchemas[type].parse(fields) as Record<string, unknown>;
  return children ? { id, type, fields: parsed, children } : { id, type, fields: parsed };
}

/** Plain text paragraphs, one block per page section. */
export function paragraphs(id: string, ...texts: string[]): BlockNode {
  return block(id, 'text', { text: texts.join('\n\n') });
}
