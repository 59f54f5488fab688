import type { z } from 'zod';
import type { NewTenantRow } from '../db/schema/tenants.js';
import type { pageMetaSchema } from '../schemas/content.js';
import type { ContentVoucher } from '../schemas/vouchers.js';
import {
  blockFieldSchemas,
  type BlockNode,
  type BlockType,
  type ClientConfigsInput,
} from '../schemas/content.js';

export type SeedPage = { slug: string; meta: z.input<typeof pageMetaSchema>; blocks: BlockNode[] };

export type TenantSeed = {
  tenant: NewTenantRow;
  pages: SeedPage[];
  clientConfigs: Required<ClientConfigsInput>;
  vouchers?: ContentVoucher[];
};

export type FieldsInput<T extends BlockType> = z.input<(typeof blockFieldSchemas)[T]>;

export function block<T extends BlockType>(
  id: string,
  type: T,
  fields: FieldsInput<T>,
  children?: BlockNode[],
): BlockNode {
  const parsed = blockFieldSchemas[type].parse(fields) as Record<string, unknown>;
  return children ? { id, type, fields: parsed, children } : { id, type, fields: parsed };
}

export function paragraphs(id: string, ...texts: string[]): BlockNode {
  return block(id, 'text', { text: texts.join('\n\n') });
}

/** One tile across on a phone, two from md, four from lg; tile ids are `{id}-{key}`. */
export function featureTiles(
  id: string,
  title: string,
  tiles: Record<string, FieldsInput<'feature'>>,
): BlockNode {
  const columns = Object.entries(tiles).map(([key, tile]) =>
    block(`${id}-${key}-column`, 'column', { span: { base: 12, md: 6, lg: 3 } }, [
      block(`${id}-${key}`, 'feature', tile),
    ]),
  );
  return block(id, 'section', { title }, [block(`${id}-row`, 'row', { gap: 'medium' }, columns)]);
}
