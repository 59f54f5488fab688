import { z } from 'zod';
import {
  blockFieldSchemas,
  blockNodeSchema,
  pageMetaSchema,
  type BlockNode,
  type BlockType,
} from '../schemas/content.js';

export const contentPageFileSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'lower-case words joined by - and /'),
  meta: pageMetaSchema,
  blocks: z.array(blockNodeSchema),
});
export type ContentPageFile = z.infer<typeof contentPageFileSchema>;

export type ContentProblem = { source: string; page?: string; path: string; message: string };

const isBlockType = (type: string): type is BlockType => Object.hasOwn(blockFieldSchemas, type);

function blockProblems(blocks: readonly BlockNode[], parentPath: string, seenIds: Set<string>) {
  const problems: Omit<ContentProblem, 'source' | 'page'>[] = [];
  blocks.forEach((block, index) => {
    const path = `${parentPath}[${index}] (${block.id}, ${block.type})`;
    if (seenIds.has(block.id)) problems.push({ path, message: `block id ${block.id} is used twice` });
    seenIds.add(block.id);
    if (!isBlockType(block.type)) {
      problems.push({ path, message: `unknown block type ${block.type}` });
    } else {
      const parsed = blockFieldSchemas[block.type].safeParse(block.fields);
      for (const issue of parsed.error?.issues ?? [])
        problems.push({
          path: `${path}.fields${issue.path.map((key) => `.${key}`).join('')}`,
          message: issue.message,
        });
    }
    problems.push(...blockProblems(block.children ?? [], `${path}.children`, seenIds));
  });
  return problems;
}

/** Pages with defaults applied, or every problem found (block ids and slugs unique too). */
export function validateContentPages(files: readonly { source: string; content: unknown }[]): {
  pages: ContentPageFile[];
  problems: ContentProblem[];
} {
  const pages: ContentPageFile[] = [];
  const problems: ContentProblem[] = [];
  const sourceOfSlug = new Map<string, string>();
  for (const { source, content } of files) {
    const parsed = contentPageFileSchema.safeParse(content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ source, path: issue.path.join('.') || '(page)', message: issue.message });
      continue;
    }
    const page = parsed.data;
    const earlier = sourceOfSlug.get(page.slug);
    if (earlier) problems.push({ source, page: page.slug, path: 'slug', message: `also in ${earlier}` });
    sourceOfSlug.set(page.slug, source);
    const pageProblems = blockProblems(page.blocks, 'blocks', new Set());
    problems.push(...pageProblems.map((problem) => ({ source, page: page.slug, ...problem })));
    if (!pageProblems.length) pages.push({ ...page, blocks: page.blocks.map(withParsedFields) });
  }
  return { pages: problems.length ? [] : pages, problems };
}

// Stored with the schema's defaults filled in, as the seed always did.
function withParsedFields(block: BlockNode): BlockNode {
  const fields = isBlockType(block.type)
    ? (blockFieldSchemas[block.type].parse(block.fields) as Record<string, unknown>)
    : block.fields;
  return block.children
    ? { ...block, fields, children: block.children.map(withParsedFields) }
    : { ...block, fields };
}

export function describeProblem({ source, page, path, message }: ContentProblem): string {
  return `${source}${page ? ` (page ${page})` : ''} › ${path}: ${message}`;
}
