import { wineBeerSpirits, sweetsAndSnacks } from './shelves/alcohol-sweets.js';
import { dairyAndCheese, meatAndFish } from './shelves/dairy-meat.js';
import { bakery, fruitAndVegetables } from './shelves/fresh.js';
import { drinks, frozen } from './shelves/frozen-drinks.js';
import { babyAndKids, drugstore, household, petSupplies } from './shelves/non-food.js';
import { breakfast, cupboard, tinsAndReadyMeals } from './shelves/pantry.js';
import type { TopPlan } from './shelf-types.js';

export const shelfPlans: readonly TopPlan[] = [
  fruitAndVegetables,
  bakery,
  dairyAndCheese,
  meatAndFish,
  frozen,
  drinks,
  wineBeerSpirits,
  sweetsAndSnacks,
  cupboard,
  breakfast,
  tinsAndReadyMeals,
  babyAndKids,
  drugstore,
  household,
  petSupplies,
];
