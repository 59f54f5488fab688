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
import { ProductGroupBlock, ProductPromotionBlock, RecipeGroupBlock } from './catalogue-blocks';
import {
  JoeLinkButtonBlock,
  JoeLoginButtonBlock,
  RecipeSearchContentBlock,
  VoucherGroupBlock,
} from './commerce-blocks';
import { deferredBlock } from './deferred-block';
import { EditLink } from './editor-links';
import { ColumnBlock, RowBlock, SectionBlock } from './layout-blocks';
import { AccordionBlock, RecipeSearchBlock, TableBlock, UserMessageBlock } from './page-blocks';

const cookieBlocks = () => import('./cookie-blocks');
const embedBlocks = () => import('./embed-blocks');
const mediaBlocks = () => import('./media-blocks');
const serviceBlocks = () => import('./service-blocks');

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
  productPromotion: ProductPromotionBlock,
  accordion: AccordionBlock,
  table: TableBlock,
  userMessage: UserMessageBlock,
  recipeSearch: RecipeSearchBlock,
  feature: deferredBlock('FeatureBlock', mediaBlocks),
  imageList: deferredBlock('ImageListBlock', mediaBlocks),
  imageSlider: deferredBlock('ImageSliderBlock', mediaBlocks),
  teaserSlider: deferredBlock('TeaserSliderBlock', mediaBlocks),
  socialFollow: deferredBlock('SocialFollowBlock', mediaBlocks),
  tabs: deferredBlock('TabsBlock', () => import('./tabs-block')),
  iframe: deferredBlock('IframeBlock', embedBlocks),
  video: deferredBlock('VideoBlock', embedBlocks),
  customHtml: deferredBlock('CustomHtmlBlock', serviceBlocks),
  script: deferredBlock('ScriptBlock', embedBlocks),
  option: deferredBlock('OptionBlock', serviceBlocks),
  publication: deferredBlock('PublicationBlock', serviceBlocks),
  cookieList: deferredBlock('CookieListBlock', cookieBlocks),
  cookieSettingsButton: deferredBlock('CookieSettingsButtonBlock', cookieBlocks),
  voucherGroup: VoucherGroupBlock,
  joeLinkButton: JoeLinkButtonBlock,
  joeLoginButton: JoeLoginButtonBlock,
  recipeSearchContent: RecipeSearchContentBlock,
  contact: deferredBlock('ContactBlock', serviceBlocks),
  tracking: deferredBlock('TrackingBlock', serviceBlocks),
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
