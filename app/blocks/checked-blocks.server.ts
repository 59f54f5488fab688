import { blockFieldSchemas, type BlockNode, type BlockType } from '../../backend/src/schemas/content.js';

// Decision 0017: fields are checked in the loader, so the browser needs no zod; once per page object.
const checked = new WeakMap<readonly BlockNode[], BlockNode[]>();
const reportedTypes = new Set<string>();

function reportOnce(type: string, problem: string, detail?: string) {
  const key = `${problem}:${type}`;
  if (reportedTypes.has(key)) return;
  reportedTypes.add(key);
  console.warn(`CMS block "${type}" not rendered: ${problem}${detail ? ` (${detail})` : ''}`);
}

const isBlockType = (type: string): type is BlockType => Object.hasOwn(blockFieldSchemas, type);

function checkedBlock(block: BlockNode): BlockNode | null {
  if (!isBlockType(block.type)) {
    reportOnce(block.type, 'unknown type');
    return null;
  }
  const parsed = blockFieldSchemas[block.type].safeParse(block.fields);
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    reportOnce(block.type, 'invalid fields', paths);
    return null;
  }
  const fields = parsed.data as Record<string, unknown>;
  return block.children
    ? { ...block, fields, children: checkedBlocks(block.children) }
    : { ...block, fields };
}

/** §1: unknown types and invalid fields render nothing and are logged once per type. */
export function checkedBlocks(blocks: readonly BlockNode[]): BlockNode[] {
  let result = checked.get(blocks);
  if (!result) {
    result = blocks.flatMap((block) => checkedBlock(block) ?? []);
    checked.set(blocks, result);
  }
  return result;
}
