import type { ComponentType, ReactNode } from 'react';
import type { BlockFields, BlockType } from '../../backend/src/schemas/content.js';

/**
 * Blocks without interaction of their own (decision 0022): the browser keeps the server's HTML
 * of them, unhydrated, and their code (static-blocks.ts) is not part of any page.
 */
export const staticBlockTypes = [
  'headline',
  'text',
  'image',
  'button',
  'teaser',
  'lineSeparator',
  'feature',
  'imageList',
  'imageSlider',
  'teaserSlider',
  'socialFollow',
  'table',
  'userMessage',
  'option',
  'publication',
  'contact',
  'customHtml',
  'joeLinkButton',
  'joeLoginButton',
  'voucherGroup',
  'recipeGroup',
] as const satisfies readonly BlockType[];
export type StaticBlockType = (typeof staticBlockTypes)[number];

/** Every block gets its fields, its children and its id (to find the data loaded for it). */
export type BlockComponents<Types extends BlockType> = {
  [T in Types]: ComponentType<{ id: string; fields: BlockFields<T>; children?: ReactNode }>;
};
export type StaticBlockComponents = BlockComponents<StaticBlockType>;
