import type { BlockNode, ContentAccess } from '../../schemas/content.js';

/** §6: a seeded block only the listed shopper states see. */
export function limitedTo(access: ContentAccess[], node: BlockNode): BlockNode {
  return { ...node, access };
}
