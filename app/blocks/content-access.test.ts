import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../backend/src/schemas/content.js';
import { accessStateOf, grantedBlocks, isGranted } from './content-access';

const member = {
  loyaltyMemberInformation: {
    mpCardId: '4006381333931',
    loyalityMemberId: 'M-1',
    joeAuthenticationStatus: null,
    pools: [],
    promotions: [],
    vouchers: [],
  },
};

describe('§6 content access', () => {
  it('knows guests, customers and members', () => {
    expect(accessStateOf(null)).toBe('NOT_LOGGED_IN');
    expect(accessStateOf({ loyaltyMemberInformation: null })).toBe('LOGGED_IN_NOT_MEMBER');
    expect(accessStateOf(member)).toBe('MEMBER');
  });

  it('grants a listed state, and everyone when the list is absent, empty or names all three', () => {
    expect(isGranted(['MEMBER'], 'MEMBER')).toBe(true);
    expect(isGranted(['MEMBER'], 'LOGGED_IN_NOT_MEMBER')).toBe(false);
    expect(isGranted(['LOGGED_IN_NOT_MEMBER', 'MEMBER'], 'NOT_LOGGED_IN')).toBe(false);
    expect(isGranted(undefined, 'NOT_LOGGED_IN')).toBe(true);
    expect(isGranted([], 'NOT_LOGGED_IN')).toBe(true);
    expect(isGranted(['NOT_LOGGED_IN', 'LOGGED_IN_NOT_MEMBER', 'MEMBER'], 'MEMBER')).toBe(true);
  });

  it('removes blocks not granted, nested ones too', () => {
    const text = (id: string, access?: BlockNode['access']): BlockNode => ({
      id,
      type: 'text',
      fields: { text: id },
      ...(access ? { access } : {}),
    });
    const blocks: BlockNode[] = [
      text('for-all'),
      text('members', ['MEMBER']),
      {
        id: 'row',
        type: 'row',
        fields: {},
        children: [text('guests', ['NOT_LOGGED_IN']), text('nested-all')],
      },
    ];
    const ids = (nodes: BlockNode[]): string[] =>
      nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);
    expect(ids(grantedBlocks(blocks, 'NOT_LOGGED_IN'))).toEqual(['for-all', 'row', 'guests', 'nested-all']);
    expect(ids(grantedBlocks(blocks, 'MEMBER'))).toEqual(['for-all', 'members', 'row', 'nested-all']);
  });
});
