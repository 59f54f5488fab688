// Decision 0088: a card authorisation lives about seven days at the provider. An order is captured
// after picking, on its slot's day; an order whose slot starts more than this long after placing
// would outlive its authorisation, so it is captured at its estimate when placed (a final capture,
// the surcharge released) and the difference to its final bill refunded after picking.
export const captureAtPlacementAfterMs = 6 * 24 * 60 * 60_000;

export function capturesAtPlacement(slotStart: string | null | undefined, placedAt: Date): boolean {
  if (!slotStart) return false;
  return new Date(slotStart).getTime() - placedAt.getTime() > captureAtPlacementAfterMs;
}
