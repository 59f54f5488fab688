import type { AppLoadContext } from '@remix-run/node';
import {
  blockFieldSchemas,
  type BlockFields,
  type BlockNode,
  type BlockType,
} from '../../backend/src/schemas/content.js';
import type { BlockDatum } from './block-data';

/** What one block type loads from the commerce API for the page; undefined when it needs nothing. */
export type BlockLoader = (
  context: AppLoadContext,
  block: BlockNode,
  request: Request,
) => Promise<BlockDatum> | undefined;

/** A block's fields as its type's schema reads them; undefined when the CMS gave something else. */
export function blockFieldsOf<T extends BlockType>(type: T, block: BlockNode): BlockFields<T> | undefined {
  const parsed = blockFieldSchemas[type].safeParse(block.fields);
  return parsed.success ? (parsed.data as BlockFields<T>) : undefined;
}
