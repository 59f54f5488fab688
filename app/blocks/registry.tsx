import type { ComponentType, ReactNode } from 'react';
import type { BlockFields, BlockNode, BlockType } from '../../backend/src/schemas/content.js';
import {
  ButtonBlock,
  HeadlineBlock,
  ImageBlock,
  LineSeparatorBlock,
  TeaserBlock,
  TextBlock,
} from './content-blocks';
import { ProductGroupBlock, RecipeGroupBlock } from './catalogue-blocks';
import { VoucherGroupBlock } from './commerce-blocks';
import { deferredBlock } from './deferred-block';
import { EditLink } from './editor-links';
import { ColumnBlock, RowBlock, SectionBlock } from './layout-blocks';

/** Every block gets its fields, its children and its id (to find the data loaded for it). */
type BlockComponents = {
  [T in BlockType]: ComponentType<{ id: string; fields: BlockFields<T>; children?: ReactNode }>;
};

/** §1: the one place that maps a CMS block type to its component. */
export const blockComponents: BlockComponents = {
  headline: HeadlineBlock,
  text: TextBlock,
  image: ImageBlock,
  button: ButtonBlock,
  row: RowBlock,
  column: ColumnBlock,
  section: SectionBlock,
  teaser: TeaserBlock,
  lineSeparator: LineSeparatorBlock,
  productGroup: ProductGroupBlock,
  recipeGroup: RecipeGroupBlock,
  productPromotion: deferredBlock('ProductPromotionBlock'),
  accordion: deferredBlock('AccordionBlock'),
  table: deferredBlock('TableBlock'),
  userMessage: deferredBlock('UserMessageBlock'),
  recipeSearch: deferredBlock('RecipeSearchBlock'),
  feature: deferredBlock('FeatureBlock'),
  imageList: deferredBlock('ImageListBlock'),
  imageSlider: deferredBlock('ImageSliderBlock'),
  teaserSlider: deferredBlock('TeaserSliderBlock'),
  socialFollow: deferredBlock('SocialFollowBlock'),
  tabs: deferredBlock('TabsBlock'),
  iframe: deferredBlock('IframeBlock'),
  video: deferredBlock('VideoBlock'),
  customHtml: deferredBlock('CustomHtmlBlock'),
  script: deferredBlock('ScriptBlock'),
  option: deferredBlock('OptionBlock'),
  publication: deferredBlock('PublicationBlock'),
  cookieList: deferredBlock('CookieListBlock'),
  cookieSettingsButton: deferredBlock('CookieSettingsButtonBlock'),
  voucherGroup: VoucherGroupBlock,
  joeLinkButton: deferredBlock('JoeLinkButtonBlock'),
  joeLoginButton: deferredBlock('JoeLoginButtonBlock'),
  recipeSearchContent: deferredBlock('RecipeSearchContentBlock'),
  contact: deferredBlock('ContactBlock'),
  tracking: deferredBlock('TrackingBlock'),
};

function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockComponents, type);
}

/**
 * One block, its fields as the loader checked them (checkedBlocks, decision 0017): no zod in the
 * browser. A type the loader did not know renders nothing.
 */
export function Block({ block }: { block: BlockNode }) {
  if (!isBlockType(block.type)) return null;
  const Component = blockComponents[block.type] as ComponentType<{
    id: string;
    fields: unknown;
    children?: ReactNode;
  }>;
  return (
    <>
      <EditLink block={block} />
      <Component id={block.id} fields={block.fields}>
        {block.children?.length ? <BlockList blocks={block.children} /> : null}
      </Component>
    </>
  );
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
