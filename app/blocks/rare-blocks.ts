// The blocks few pages use, in one chunk the browser loads only on pages that have one
// (deferred-block.tsx, decision 0017).
export { CookieListBlock, CookieSettingsButtonBlock } from './cookie-blocks';
export { IframeBlock, ScriptBlock, VideoBlock } from './embed-blocks';
export {
  FeatureBlock,
  ImageListBlock,
  ImageSliderBlock,
  SocialFollowBlock,
  TeaserSliderBlock,
} from './media-blocks';
export { AccordionBlock, RecipeSearchBlock, TableBlock, UserMessageBlock } from './page-blocks';
export {
  ContactBlock,
  CustomHtmlBlock,
  OptionBlock,
  PublicationBlock,
  TrackingBlock,
} from './service-blocks';
export { TabsBlock } from './tabs-block';
export { JoeLinkButtonBlock, JoeLoginButtonBlock } from './joe-blocks';
export { ProductPromotionBlock } from './product-promotion-block';
export { RecipeSearchContentBlock } from './recipe-search-content-block';
