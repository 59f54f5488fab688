import { describe, expect, it } from 'vitest';
import { blockFieldSchemas, clientConfigSchemas, pageMetaSchema } from '../../backend/src/schemas/content';

describe('CMS field schemas', () => {
  it('take internal paths, web addresses, mailto: and tel: as links', () => {
    for (const href of [
      '/kasse',
      '/service/lieferung?ref=home#zeiten',
      'https://frischkorb.example',
      'mailto:service@frischkorb.example',
      'tel:+4312345',
    ]) {
      expect(blockFieldSchemas.button.safeParse({ label: 'Los', href }).success, href).toBe(true);
    }
  });

  it('refuse links that run script or leave the shop unnoticed', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'kasse',
    ]) {
      expect(blockFieldSchemas.button.safeParse({ label: 'Los', href }).success, href).toBe(false);
      expect(
        clientConfigSchemas.header.safeParse({ navigation: [{ label: 'x', href }], serviceLinks: [] })
          .success,
        href,
      ).toBe(false);
    }
  });

  it('refuse images from anywhere but the shop or https', () => {
    const image = { alt: 'Korb', width: 10, height: 10 };
    expect(blockFieldSchemas.image.safeParse({ ...image, src: '/content/fruit-basket.svg' }).success).toBe(
      true,
    );
    expect(blockFieldSchemas.image.safeParse({ ...image, src: 'http://tracker.example/p.gif' }).success).toBe(
      false,
    );
  });

  it('keep styles out of colours and background settings', () => {
    expect(blockFieldSchemas.section.safeParse({ background: '#f4f1ea' }).success).toBe(true);
    expect(
      blockFieldSchemas.section.safeParse({ background: 'red;background:url(https://x.example)' }).success,
    ).toBe(false);
    expect(
      pageMetaSchema.safeParse({ title: 'x', backgroundSize: 'cover', backgroundRepeat: 'no-repeat' })
        .success,
    ).toBe(true);
    expect(pageMetaSchema.safeParse({ title: 'x', backgroundSize: '10px;color:red' }).success).toBe(false);
    expect(pageMetaSchema.safeParse({ title: 'x', backgroundRepeat: 'repeat;color:red' }).success).toBe(
      false,
    );
  });
});
