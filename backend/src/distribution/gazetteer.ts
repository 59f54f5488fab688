import distance from '@turf/distance';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { gazetteerStreets } from '../db/schema/distribution.js';
import type { Place, Position } from '../schemas/distribution.js';
import { housePosition, nearestHouseNumber } from './street-geometry.js';

// ARCHITECTURE: the maps calls are answered from a local gazetteer of the delivery area, so the
// shop needs no geocoding provider. A place id is `{streetId}` or `{streetId}:{house number}`.

type StreetRow = typeof gazetteerStreets.$inferSelect;
const autocompleteLimit = 8;

function toPlace(street: StreetRow, number: number | null): Place {
  const position = housePosition(street, number ?? Math.ceil(street.maxNumber / 2));
  return {
    id: number === null ? street.streetId : `${street.streetId}:${number}`,
    primaryPart: number === null ? street.streetName : `${street.streetName} ${number}`,
    secondaryPart: `${street.postalCode} ${street.city}`,
    streetName: street.streetName,
    streetNumber: number === null ? null : String(number),
    postalCode: street.postalCode,
    city: street.city,
    countryCode: street.countryCode,
    position,
  };
}

type AddressQuery = { street: string; number: number | null; postalCode: string | null };

/** Reads "Favoritenstr. 12, 1100 Wien": the street, a house number, a postal code after a comma. */
export function parseAddressQuery(text: string): AddressQuery {
  const [streetPart = '', ...rest] = text.split(',');
  const words = streetPart.trim().split(/\s+/).filter(Boolean);
  const numberMatch = words.length > 1 ? /^(\d{1,4})[a-z]?$/i.exec(words.at(-1)!) : null;
  const streetWords = numberMatch ? words.slice(0, -1) : words;
  const postalCode = /\b(\d{4})\b/.exec(rest.join(' '))?.[1] ?? null;
  return {
    street: streetWords.join(' ').replace(/\.$/, ''),
    number: numberMatch ? Number(numberMatch[1]) : null,
    postalCode,
  };
}

async function matchStreets(executor: Executor, tenantId: string, query: AddressQuery, limit: number) {
  if (query.street.length < 2) return [];
  const folded = sql`search_fold(${query.street})`;
  // A prefix ("Favoritenstr") matches first; a typo ("Favoritenstrase") by trigram similarity.
  return executor
    .select()
    .from(gazetteerStreets)
    .where(
      and(
        eq(gazetteerStreets.tenantId, tenantId),
        query.postalCode ? eq(gazetteerStreets.postalCode, query.postalCode) : undefined,
        sql`(search_fold(${gazetteerStreets.streetName}) like ${folded} || '%' or similarity(search_fold(${gazetteerStreets.streetName}), ${folded}) > 0.4)`,
      ),
    )
    .orderBy(
      sql`search_fold(${gazetteerStreets.streetName}) like ${folded} || '%' desc`,
      sql`similarity(search_fold(${gazetteerStreets.streetName}), ${folded}) desc`,
      asc(gazetteerStreets.postalCode),
    )
    .limit(limit);
}

export async function autocompletePlaces(
  executor: Executor,
  tenantId: string,
  text: string,
  addressOnly: boolean,
) {
  const query = parseAddressQuery(text);
  const streets = await matchStreets(executor, tenantId, query, autocompleteLimit);
  return streets
    .filter((street) => query.number === null || query.number <= street.maxNumber)
    .filter(() => !addressOnly || query.number !== null)
    .map((street) => toPlace(street, query.number));
}

export async function geocodeAddress(executor: Executor, tenantId: string, text: string) {
  const query = parseAddressQuery(text);
  if (query.number === null) return undefined;
  const [street] = (await matchStreets(executor, tenantId, query, autocompleteLimit)).filter(
    (candidate) => query.number! <= candidate.maxNumber,
  );
  return street ? toPlace(street, query.number) : undefined;
}

export async function geocodePlaceId(executor: Executor, tenantId: string, id: string) {
  const match = /^([\w-]+?)(?::(\d{1,4}))?$/.exec(id);
  if (!match) return undefined;
  const [street] = await executor
    .select()
    .from(gazetteerStreets)
    .where(and(eq(gazetteerStreets.tenantId, tenantId), eq(gazetteerStreets.streetId, match[1]!)));
  const number = match[2] ? Number(match[2]) : null;
  if (!street || (number !== null && (number < 1 || number > street.maxNumber))) return undefined;
  return toPlace(street, number);
}

/** §7 geocode by location: the nearest house within 500 m, or nothing. */
export async function geocodeLocation(executor: Executor, tenantId: string, { lat, lng }: Position) {
  const streets = await executor
    .select()
    .from(gazetteerStreets)
    .where(eq(gazetteerStreets.tenantId, tenantId));
  let nearest: { place: Place; metres: number } | undefined;
  for (const street of streets) {
    const place = toPlace(street, nearestHouseNumber(street, { lat, lng }));
    const metres = distance([lng, lat], [place.position.lng, place.position.lat], { units: 'meters' });
    if (!nearest || metres < nearest.metres) nearest = { place, metres };
  }
  return nearest && nearest.metres <= 500 ? nearest.place : undefined;
}
