/** A delivery address inside the seeded Vienna delivery areas, as a cart call takes it. */
export const favoritenstrasse = {
  distributionType: 'DELIVERY',
  streetName: 'Favoritenstraße',
  streetNumber: '120',
  postalCode: '1100',
  city: 'Wien',
};
