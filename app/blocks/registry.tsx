import type { ComponentType, ReactNode } from 'react';
import {
  blockFieldSchemas,
  type BlockFields,
  type BlockNode,
  type BlockType,
} from '../../backend/src/schemas/content.js';
import {
  ButtonBlock,
  HeadlineBlock,
  ImageBlock,
  LineSeparatorBlock,
  TeaserBlock,
  TextBlock,
} from './content-blocks';
import { ProductGroupBlock, ProductPromotionBlock, RecipeGroupBlock } from './catalogue-blocks';
import { ColumnBlock, RowBlock, SectionBlock } from './layout-blocks';
import {
  FeatureBlock,
  ImageListBlock,
  ImageSliderBlock,
  SocialFollowBlock,
  TeaserSliderBlock,
} from './media-blocks';
import { AccordionBlock, RecipeSearchBlock, TableBlock, UserMessageBlock } from './page-blocks';
import {
  JoeLinkButtonBlock,
  JoeLoginButtonBlock,
  RecipeSearchContentBlock,
  VoucherGroupBlock,
} from './commerce-blocks';
import { CookieListBlock, CookieSettingsButtonBlock } from './cookie-blocks';
import { EditLink } from './editor-links';
import { IframeBlock, ScriptBlock, VideoBlock } from './embed-blocks';
import {
  ContactBlock,
  CustomHtmlBlock,
  OptionBlock,
  PublicationBlock,
  TrackingBlock,
} from './service-blocks';
import { TabsBlock } from './tabs-block';

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
  feature: FeatureBlock,
  imageList: ImageListBlock,
  imageSlider: ImageSliderBlock,
  teaserSlider: TeaserSliderBlock,
  socialFollow: SocialFollowBlock,
  tabs: TabsBlock,
  iframe: IframeBlock,
  video: VideoBlock,
  customHtml: CustomHtmlBlock,
  script: ScriptBlock,
  option: OptionBlock,
  publication: PublicationBlock,
  cookieList: CookieListBlock,
  cookieSettingsButton: CookieSettingsButtonBlock,
  voucherGroup: VoucherGroupBlock,
  joeLinkButton: JoeLinkButtonBlock,
  joeLoginButton: JoeLoginButtonBlock,
  recipeSearchContent: RecipeSearchContentBlock,
  contact: ContactBlock,
  tracking: TrackingBlock,
};

const reportedTypes = new Set<string>();

function reportOnce(type: string, problem: string, detail?: string) {
  const key = `${problem}:${type}`;
  if (reportedTypes.has(key)) return;
  reportedTypes.add(key);
  console.warn(`CMS block "${type}" not rendered: ${problem}${detail ? ` (${detail})` : ''}`);
}

function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockComponents, type);
}

/** One block: unknown types and invalid fields render nothing and are logged once per type. */
export function Block({ block }: { block: BlockNode }) {
  if (!isBlockType(block.type)) {
    reportOnce(block.type, 'unknown type');
    return null;
  }
  const parsed = blockFieldSchemas[block.type].safeParse(block.fields);
  if (!parsed.success) {
    reportOnce(
      block.type,
      'invalid fields',
      parsed.error.issues.map((issue) => issue.path.join('.')).join(', '),
    );
    return null;
  }
  const Component = blockComponents[block.type] as ComponentType<{
    id: string;
    fields: unknown;
    children?: ReactNode;
  }>;
  return (
    <>
      <EditLink block={block} />
      <Component id={block.id} fields={parsed.data}>
        {block.children?.length ? <BlockList blocks={block.children} /> : null}
      </Component>
    </>
  );
}

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
