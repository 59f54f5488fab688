import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Decision 0030: the storefront knows the commerce API only by its contract; its tests may also
// read the seed (messages, content) for their expectations.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function refusedImports(filePath: string): Promise<string[]> {
  const source = [
    "import { deMessages } from '../../backend/src/seed/messages/de.js';",
    "import { renderProductPackshot } from '../../backend/src/catalogue/packshot.js';",
    "import { tenantIdSchema } from '../../backend/src/schemas/tenant.js';",
    'export { deMessages, renderProductPackshot, tenantIdSchema };',
  ].join('\n');
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => /'([^']+)'/.exec(message.message)![1]!);
}

describe('import boundaries', () => {
  it.each(['app/routes/media.$kind.$file/route.ts', 'app/blocks/block-data.server.ts', 'server/app.ts'])(
    'lets %s import only the contract from the API',
    async (filePath) => {
      expect(await refusedImports(filePath)).toEqual([
        '../../backend/src/seed/messages/de.js',
        '../../backend/src/catalogue/packshot.js',
      ]);
    },
  );

  it.each(['app/routes/cart/route.test.ts', 'app/components/catalogue/test-support.tsx'])(
    'lets %s import the seed as well',
    async (filePath) => {
      expect(await refusedImports(filePath)).toEqual(['../../backend/src/catalogue/packshot.js']);
    },
  );
});

// Decision 0072: app/components/ is UI that screens share; lint keeps server code, API clients,
// screens' own code and the shop's rules out of it.
async function refusedInComponents(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  const refused = result!.messages
    .filter((message) =>
      ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId!),
    )
    .map((message) => /^'([^']+)'/.exec(message.message)?.[1] ?? message.message);
  // An import that breaks two rules is named once.
  return [...new Set(refused)];
}

const intoComponents = [
  "import { cartBadge } from '~/utils/cart-badge.server';",
  "import type { Toast } from '~/utils/toast.server';",
  "import type { CartClient } from '~/services/cart.server';",
  "import { favoriteSources } from '~/services/favorite-sources';",
  "import { cartNotices } from '~/routes/cart/cart-rules';",
  "import type { CartIntent } from '~/routes/cart/cart-form-schemas';",
  "import type { loader } from '~/routes/resources.side-cart';",
  "import { cartValidationCodes } from '../../../backend/src/schemas/cart-codes.js';",
  "import type { Cart } from '../../../backend/src/schemas/cart.js';",
  "import { productSortValues } from '../../../backend/src/schemas/catalogue-values.js';",
  "import { SEARCH_TERM_MAX } from '../../../backend/src/schemas/search-term-limits.js';",
  "import { z } from 'zod';",
  "import type { ZodType } from 'zod';",
  'export type { Toast, CartClient, CartIntent, loader, Cart, ZodType };',
  'export { cartBadge, favoriteSources, cartNotices, cartValidationCodes, productSortValues, SEARCH_TERM_MAX, z };',
].join('\n');

describe('app/components/', () => {
  it('takes no server module, API client, screen code, contract value or form schema', async () => {
    expect(await refusedInComponents('app/components/cart/line-item-row.tsx', intoComponents)).toEqual([
      '~/utils/cart-badge.server',
      '~/utils/toast.server',
      '~/services/cart.server',
      '~/services/favorite-sources',
      '~/routes/cart/cart-rules',
      '~/routes/cart/cart-form-schemas',
      '../../../backend/src/schemas/cart-codes.js',
      'zod',
    ]);
  });

  it('leaves the screens and the tests free to import them', async () => {
    for (const filePath of ['app/routes/cart/route.tsx', 'app/components/cart/line-item-row.test.tsx'])
      expect(await refusedInComponents(filePath, intoComponents)).toEqual([]);
  });

  it('is, with services/, utils/ and blocks/, below the screens', async () => {
    for (const filePath of [
      'app/services/cart.server.ts',
      'app/utils/cart-view.ts',
      'app/blocks/cart-block.tsx',
    ])
      expect(
        await refusedInComponents(
          filePath,
          "import { cartNotices } from '~/routes/cart/cart-rules';\nexport { cartNotices };",
        ),
      ).toEqual(['~/routes/cart/cart-rules']);
  });

  it('holds no .server module', async () => {
    expect(
      await refusedInComponents('app/components/catalogue/listing-query.server.ts', 'export {};'),
    ).toEqual(['components/ holds no .server module: it belongs to its route folder, services/ or utils/.']);
  });
});
