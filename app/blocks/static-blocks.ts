// Decision 0022: the browser keeps these blocks' HTML and loads this chunk only to render one anew.
import '../browser-shell'; // decision 0094: its modules stay in the framework's chunk
import './content-page'; // loaded only under it: the block modules both reach share its chunk
import type { StaticBlockComponents } from './static-block-types';
import { VoucherGroupBlock } from './commerce-blocks';
import {
  ButtonBlock,
  HeadlineBlock,
  ImageBlock,
  LineSeparatorBlock,
  TeaserBlock,
  TextBlock,
} from './content-blocks';
import { JoeLinkButtonBlock, JoeLoginButtonBlock } from './joe-blocks';
import {
  FeatureBlock,
  ImageListBlock,
  ImageSliderBlock,
  SocialFollowBlock,
  TeaserSliderBlock,
} from './media-blocks';
import { TableBlock, UserMessageBlock } from './page-blocks';
import { RecipeGroupBlock } from './recipe-group-block';
import { ContactBlock, CustomHtmlBlock, OptionBlock, PublicationBlock } from './service-blocks';

export const staticBlockComponents: StaticBlockComponents = {
  headline: HeadlineBlock,
  text: TextBlock,
  image: ImageBlock,
  button: ButtonBlock,
  teaser: TeaserBlock,
  lineSeparator: LineSeparatorBlock,
  feature: FeatureBlock,
  imageList: ImageListBlock,
  imageSlider: ImageSliderBlock,
  teaserSlider: TeaserSliderBlock,
  socialFollow: SocialFollowBlock,
  table: TableBlock,
  userMessage: UserMessageBlock,
  option: OptionBlock,
  publication: PublicationBlock,
  contact: ContactBlock,
  customHtml: CustomHtmlBlock,
  joeLinkButton: JoeLinkButtonBlock,
  joeLoginButton: JoeLoginButtonBlock,
  voucherGroup: VoucherGroupBlock,
  recipeGroup: RecipeGroupBlock,
};
