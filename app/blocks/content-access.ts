import {
  contentAccessValues,
  type BlockNode,
  type ContentAccess,
  type ContentPage,
} from '../../backend/src/schemas/content.js';
import type { Customer } from '../../backend/src/schemas/customer.js';

/** §6: the shopper's state for content access; a member has loyalty member information. */
export function accessStateOf(customer: Pick<Customer, 'loyaltyMemberInformation'> | null): ContentAccess {
  if (!customer) return 'NOT_LOGGED_IN';
  return customer.loyaltyMemberInformation ? 'MEMBER' : 'LOGGED_IN_NOT_MEMBER';
}

/** §6: granted when the state is listed, or when the list is absent or names all three states. */
export function isGranted(access: readonly ContentAccess[] | undefined, state: ContentAccess): boolean {
  if (!access?.length) return true;
  return access.includes(state) || contentAccessValues.every((value) => access.includes(value));
}

function blocksHaveRules(blocks: readonly BlockNode[]): boolean {
  return blocks.some((block) => Boolean(block.access?.length) || blocksHaveRules(block.children ?? []));
}

export function hasAccessRules(page: ContentPage): boolean {
  return Boolean(page.meta.access?.length) || blocksHaveRules(page.blocks);
}

export function grantedBlocks(blocks: readonly BlockNode[], state: ContentAccess): BlockNode[] {
  return blocks
    .filter((block) => isGranted(block.access, state))
    .map((block) => (block.children ? { ...block, children: grantedBlocks(block.children, state) } : block));
}
