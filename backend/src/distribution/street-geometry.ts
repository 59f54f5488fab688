import type { gazetteerStreets } from '../db/schema/distribution.js';
import type { Position } from '../schemas/distribution.js';

type StreetLine = Pick<
  typeof gazetteerStreets.$inferSelect,
  'startLatitude' | 'startLongitude' | 'endLatitude' | 'endLongitude' | 'maxNumber'
>;

/** Where house number `number` of a street lies: the gazetteer spreads 1..maxNumber evenly along it. */
export function housePosition(street: StreetLine, number: number): Position {
  const share = street.maxNumber <= 1 ? 0 : (Math.min(number, street.maxNumber) - 1) / (street.maxNumber - 1);
  return {
    lat: street.startLatitude + (street.endLatitude - street.startLatitude) * share,
    lng: street.startLongitude + (street.endLongitude - street.startLongitude) * share,
  };
}

export function nearestHouseNumber(street: StreetLine, { lat, lng }: Position): number {
  // A degree of longitude is shorter than one of latitude away from the equator.
  const squeeze = Math.cos((street.startLatitude * Math.PI) / 180);
  const dx = (street.endLongitude - street.startLongitude) * squeeze;
  const dy = street.endLatitude - street.startLatitude;
  const length = dx * dx + dy * dy;
  const share =
    length === 0
      ? 0
      : Math.max(
          0,
          Math.min(
            1,
            ((lng - street.startLongitude) * squeeze * dx + (lat - street.startLatitude) * dy) / length,
          ),
        );
  return Math.max(1, Math.min(street.maxNumber, Math.round(1 + share * (street.maxNumber - 1))));
}
