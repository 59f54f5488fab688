// The blocks few pages use (decision 0017). The server renders them from here at once; in the
// browser this module is empty (Remix's `.server` rule), so there they come by `import()` in
// deferred-block.tsx, and only on pages that have one.
export { CookieListBlock, CookieSettingsButtonBlock } from './cookie-blocks';
export { IframeBlock, ScriptBlock, VideoBlock } from './embed-blocks';
export {
  FeatureBlock,
  ImageListBlock,
  ImageSliderBlock,
  SocialFollowBlock,
  TeaserSliderBlock,
} from './media-blocks';
export {
  ContactBlock,
  CustomHtmlBlock,
  OptionBlock,
  PublicationBlock,
  TrackingBlock,
} from './service-blocks';
export { TabsBlock } from './tabs-block';
