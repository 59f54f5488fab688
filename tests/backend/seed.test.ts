import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  blockFieldSchemas,
  clientConfigSchemas,
  clientConfigTypes,
  pageMetaSchema,
  type BlockNode,
} from '../../backend/src/schemas/content.js';
import { tenantConfigSchema } from '../../backend/src/schemas/tenant.js';
import { tenantSeeds } from '../../backend/src/seed/tenant-seeds.js';

function flatten(blocks: BlockNode[]): BlockNode[] {
  return blocks.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url);

describe.each(tenantSeeds.map((seed) => [seed.tenant.id, seed] as const))(
  'seed of tenant %s',
  (_id, seed) => {
    const config = tenantConfigSchema.parse(seed.tenant);
    const slugs = seed.pages.map(({ slug }) => slug);
    const allBlocks = seed.pages.flatMap(({ blocks }) => flatten(blocks));

    it('meets the tenant config contract', () => {
      expect(config.clientRuntimeConfig.tenantId).toBe(seed.tenant.id);
    });

    it('has a home page, at least three content pages and the content-managed 404 page', () => {
      expect(slugs).toContain(config.clientRuntimeConfig.cms.homePageSlug);
      expect(slugs).toContain(config.clientRuntimeConfig.cms.notFoundPageSlug);
      expect(slugs.length).toBeGreaterThanOrEqual(5);
      expect(new Set(slugs).size).toBe(slugs.length);
    });

    it('uses only the implemented block types, each with valid fields', () => {
      for (const node of allBlocks) {
        expect(Object.keys(blockFieldSchemas)).toContain(node.type);
        const schema = blockFieldSchemas[node.type as keyof typeof blockFieldSchemas];
        expect(schema.safeParse(node.fields).success, `${node.id} (${node.type})`).toBe(true);
      }
    });

    it('gives every block an id that is unique on its page', () => {
      for (const page of seed.pages) {
        const ids = flatten(page.blocks).map(({ id }) => id);
        expect(new Set(ids).size, page.slug).toBe(ids.length);
      }
    });

    it('has page meta that validates', () => {
      for (const page of seed.pages)
        expect(pageMetaSchema.safeParse(page.meta).success, page.slug).toBe(true);
    });

    it('shows only images that exist, with alt text', () => {
      const images = allBlocks.flatMap((node) =>
        node.type === 'image'
          ? [node.fields]
          : node.type === 'teaser' && node.fields.image
            ? [node.fields.image]
            : [],
      ) as Array<{ src: string; alt: string }>;
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(existsSync(publicFile(image.src)), image.src).toBe(true);
        expect(image.alt.length).toBeGreaterThan(5);
      }
    });

    it('has valid client configs of every type', () => {
      for (const type of clientConfigTypes) {
        expect(clientConfigSchemas[type].safeParse(seed.clientConfigs[type]).success, type).toBe(true);
      }
    });

    it('points its redirects at seeded pages or tenant routes', () => {
      const pageKeyPaths = Object.values(config.clientRuntimeConfig.pages).map(
        ({ urlslug }) => `/${urlslug}/`,
      );
      const targets = [
        ...Object.values(config.redirects.oneToOne),
        ...config.redirects.manyToOne.map(({ to }) => to),
      ];
      for (const target of targets)
        expect(
          slugs.map((slug) => `/${slug}`),
          target,
        ).toContain(target);
      for (const { toPrefix } of config.redirects.manyToMany) expect(pageKeyPaths).toContain(toPrefix);
    });
  },
);
