import type { DeliveryAreaMap, Position } from '../../../backend/src/schemas/distribution.js';

// Issue 18: our own SVG drawing, with no tiles or scripts from elsewhere.

export const mapWidth = 1000;
const margin = 20;

export type MapDrawing = {
  width: number;
  height: number;
  areas: { deliveryAreaNumber: string; name: string; paths: string[] }[];
  stores: { storeId: string; x: number; y: number }[];
  origin: { x: number; y: number } | null;
};

const rounded = (value: number) => Math.round(value * 10) / 10;

/** Equirectangular: over a city the distortion is invisible, and the arithmetic stays short. */
export function drawStoreMap(
  map: DeliveryAreaMap,
  stores: readonly { storeId: string; position: Position }[],
  origin: Position | null,
): MapDrawing | null {
  const corners = map.deliveryAreas.flatMap((area) => area.zones.flatMap((zone) => zone.outline));
  const positions: [number, number][] = [
    ...corners,
    ...stores.map(({ position }): [number, number] => [position.lng, position.lat]),
  ];
  if (positions.length === 0) return null;
  const lngs = positions.map(([lng]) => lng);
  const lats = positions.map(([, lat]) => lat);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const shrink = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const scale = (mapWidth - 2 * margin) / Math.max((east - west) * shrink, 1e-9);
  const height = rounded((north - south) * scale + 2 * margin);
  const project = (lng: number, lat: number) => ({
    x: rounded(margin + (lng - west) * shrink * scale),
    y: rounded(margin + (north - lat) * scale),
  });
  // A search from outside the drawn area is left off rather than stretching the map to it.
  const inside = (lng: number, lat: number) => lng >= west && lng <= east && lat >= south && lat <= north;
  return {
    width: mapWidth,
    height,
    areas: map.deliveryAreas.map((area) => ({
      deliveryAreaNumber: area.deliveryAreaNumber,
      name: area.name,
      paths: area.zones.map(
        (zone) =>
          zone.outline
            .map(([lng, lat], index) => {
              const { x, y } = project(lng, lat);
              return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
            })
            .join(' ') + ' Z',
      ),
    })),
    stores: stores.map(({ storeId, position }) => ({ storeId, ...project(position.lng, position.lat) })),
    origin: origin && inside(origin.lng, origin.lat) ? project(origin.lng, origin.lat) : null,
  };
}
