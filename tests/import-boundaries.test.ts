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
