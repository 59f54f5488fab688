export const images = {
  fruitBasket: { src: '/content/fruit-basket.svg', width: 1200, height: 600 },
  deliveryVan: { src: '/content/delivery-van.svg', width: 600, height: 400 },
  bread: { src: '/content/bread.svg', width: 600, height: 400 },
  vegetables: { src: '/content/vegetables.svg', width: 600, height: 400 },
  shopFront: { src: '/content/shop-front.svg', width: 600, height: 400 },
  dairy: { src: '/content/dairy.svg', width: 600, height: 400 },
  drinks: { src: '/content/drinks.svg', width: 600, height: 400 },
  breakfast: { src: '/content/breakfast.svg', width: 600, height: 400 },
  lostCarrot: { src: '/content/lost-carrot.svg', width: 600, height: 400 },
  logoDe: { src: '/content/logo-frischkorb.svg', width: 200, height: 48 },
  logoEn: { src: '/content/logo-freshbasket.svg', width: 240, height: 48 },
} as const;
