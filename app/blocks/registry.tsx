import type { ComponentType, ReactNode } from 'react';
import type { BlockNode, BlockType } from '../../backend/src/schemas/content.js';
import { codeOnDemand, KeptHtml } from '~/components/kept-html';
import { ProductGroupBlock } from './catalogue-blocks';
import { useAllBlockData, type BlockData } from './block-data';
import { deferredBlock } from './deferred-block';
import { EditLink, useEditorLinksShown } from './editor-links';
import { ColumnBlock, RowBlock, SectionBlock } from './layout-blocks';
import * as staticOnServer from './static-blocks.server';
import { staticBlockTypes, type BlockComponents, type StaticBlockType } from './static-block-types';

/**
 * §1: with static-blocks.ts, the one place that maps a CMS block type to its component. The
 * layout blocks are here, in the page's code, because a row or section around an interactive
 * block hydrates with it; around static blocks only, it is kept too.
 */
export const interactiveBlockComponents: BlockComponents<Exclude<BlockType, StaticBlockType>> = {
  row: RowBlock,
  column: ColumnBlock,
  section: SectionBlock,
  productGroup: ProductGroupBlock,
  productPromotion: deferredBlock('ProductPromotionBlock'),
  accordion: deferredBlock('AccordionBlock'),
  recipeSearch: deferredBlock('RecipeSearchBlock'),
  tabs: deferredBlock('TabsBlock'),
  iframe: deferredBlock('IframeBlock'),
  video: deferredBlock('VideoBlock'),
  script: deferredBlock('ScriptBlock'),
  cookieList: deferredBlock('CookieListBlock'),
  cookieSettingsButton: deferredBlock('CookieSettingsButtonBlock'),
  recipeSearchContent: deferredBlock('RecipeSearchContentBlock'),
  tracking: deferredBlock('TrackingBlock'),
  contactForm: deferredBlock('ContactFormBlock'),
  newsletterSubscribe: deferredBlock('NewsletterSubscribeBlock'),
  newsletterUnsubscribe: deferredBlock('NewsletterUnsubscribeBlock'),
  questionnaire: deferredBlock('QuestionnaireBlock'),
};

const staticBlocks = codeOnDemand(
  (staticOnServer as Partial<typeof staticOnServer>).staticBlockComponents,
  async () => (await import('./static-blocks')).staticBlockComponents,
);

const keptTypes = new Set<string>([...staticBlockTypes, 'row', 'column', 'section']);

function isBlockType(type: string): type is BlockType {
  return keptTypes.has(type) || Object.hasOwn(interactiveBlockComponents, type);
}

/** A static block, or layout with nothing but static blocks in it. */
function isKept(block: BlockNode): boolean {
  return keptTypes.has(block.type) && (block.children ?? []).every(isKept);
}

/** What kept HTML shows: the blocks' fields and the data loaded for them. */
function keptContent(block: BlockNode, data: BlockData): string {
  const ids: string[] = [];
  const collect = (node: BlockNode) => {
    ids.push(node.id);
    node.children?.forEach(collect);
  };
  collect(block);
  return JSON.stringify([block, ids.map((id) => data[id] ?? null)]);
}

/** A block rendered by its component; inside kept HTML (`kept`), its children are rendered too. */
function RenderedBlock({ block, kept = false }: { block: BlockNode; kept?: boolean }) {
  const type = block.type as BlockType;
  const Component = ((interactiveBlockComponents as Partial<BlockComponents<BlockType>>)[type] ??
    staticBlocks.get()?.[type as StaticBlockType]) as ComponentType<{
    id: string;
    fields: unknown;
    children?: ReactNode;
  }>;
  return (
    <>
      <EditLink block={block} />
      <Component id={block.id} fields={block.fields}>
        {!block.children?.length ? null : kept ? (
          block.children.map((child) => <RenderedBlock key={child.id} block={child} kept />)
        ) : (
          <BlockList blocks={block.children} />
        )}
      </Component>
    </>
  );
}

function KeptBlock({ block }: { block: BlockNode }) {
  const data = useAllBlockData();
  const editing = useEditorLinksShown();
  return (
    <KeptHtml
      // The server renders it anyway: no need to write down what it shows.
      content={staticBlocks.onServer ? '' : keptContent(block, data)}
      live={editing}
      code={staticBlocks}
      render={() => <RenderedBlock block={block} kept />}
    />
  );
}

/**
 * One block, its fields as the loader checked them (checkedBlocks, decision 0017): no zod in the
 * browser. A type the loader did not know renders nothing.
 */
export function Block({ block }: { block: BlockNode }) {
  if (!isBlockType(block.type)) return null;
  return isKept(block) ? <KeptBlock block={block} /> : <RenderedBlock block={block} />;
}

/** Blocks of a loader's data, after `checkedBlocks` (checked-blocks.server.ts). */
export function BlockList({ blocks }: { blocks: readonly BlockNode[] }) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={block.id} block={block} />
      ))}
    </>
  );
}

/** Whether the blocks bring their own page heading (a level-1 headline). */
export function hasPageHeadline(blocks: readonly BlockNode[]): boolean {
  return blocks.some(
    (block) =>
      (block.type === 'headline' && block.fields.level === 1) || hasPageHeadline(block.children ?? []),
  );
}
