/** §3 source options of my-products, as the favorites call's query flags. */
export const favoriteSources = {
  favoritesOrPurchased: { favorites: true, purchasedProducts: true },
  favorites: { favorites: true },
  purchased: { purchasedProducts: true },
  favoritesAndPurchased: { favorites: true, purchasedProducts: true, both: true },
} as const;
export type FavoriteSource = keyof typeof favoriteSources;
export const favoriteSourceValues = Object.keys(favoriteSources) as [FavoriteSource, ...FavoriteSource[]];
