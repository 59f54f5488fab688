// The interactive blocks few pages use, in one chunk the browser loads only on pages that have
// one (deferred-block.tsx, decision 0017). Blocks without interaction are static-blocks.ts.
import '../browser-shell'; // decision 0094: its modules stay in the framework's chunk
import './content-page'; // loaded only under it: the block modules both reach share its chunk
export { CookieListBlock, CookieSettingsButtonBlock } from './cookie-blocks';
export { IframeBlock, ScriptBlock, VideoBlock } from './embed-blocks';
export { AccordionBlock, RecipeSearchBlock } from './page-blocks';
export { TrackingBlock } from './tracking-block';
export { ContactFormBlock } from './contact-form-block';
export { NewsletterSubscribeBlock, NewsletterUnsubscribeBlock } from './newsletter-blocks';
export { QuestionnaireBlock } from './questionnaire-block';
export { TabsBlock } from './tabs-block';
export { ProductPromotionBlock } from './product-promotion-block';
export { RecipeSearchContentBlock } from './recipe-search-content-block';
