import { describe, expect, it } from 'vitest';
import { drawStoreMap, mapWidth } from './store-map-geometry';

const square = {
  deliveryAreas: [
    {
      deliveryAreaNumber: '101',
      name: 'Mitte',
      zones: [
        {
          postalCode: '1010',
          outline: [
            [16.3, 48.1],
            [16.4, 48.1],
            [16.4, 48.2],
            [16.3, 48.2],
            [16.3, 48.1],
          ] as [number, number][],
        },
      ],
    },
  ],
};

describe('the store map drawing', () => {
  it('puts north at the top and west at the left, inside the margins', () => {
    const drawing = drawStoreMap(
      square,
      [
        { storeId: 'north-west', position: { lat: 48.2, lng: 16.3 } },
        { storeId: 'south-east', position: { lat: 48.1, lng: 16.4 } },
      ],
      null,
    )!;
    const [northWest, southEast] = drawing.stores;
    expect(northWest).toEqual({ storeId: 'north-west', x: 20, y: 20 });
    expect(southEast!.x).toBe(mapWidth - 20);
    expect(southEast!.y).toBe(drawing.height - 20);
  });

  it('narrows a degree of longitude by the cosine of the latitude', () => {
    const drawing = drawStoreMap(square, [], null)!;
    // 0.1 degrees each way: at 48.15 degrees north the square is about 1.5 times as high as wide.
    expect((drawing.height - 40) / (mapWidth - 40)).toBeCloseTo(1 / Math.cos((48.15 * Math.PI) / 180), 2);
  });

  it('draws each zone as a closed path and leaves off a search from far away', () => {
    const drawing = drawStoreMap(square, [], { lat: 47.8, lng: 13.05 })!;
    expect(drawing.areas[0]!.paths[0]).toMatch(/^M20 \d+(\.\d)? L.* Z$/);
    expect(drawing.origin).toBeNull();
    expect(drawStoreMap(square, [], { lat: 48.15, lng: 16.35 })!.origin).toEqual({
      x: 500,
      y: expect.any(Number),
    });
  });

  it('draws nothing without zones or stores', () => {
    expect(drawStoreMap({ deliveryAreas: [] }, [], null)).toBeNull();
  });
});
