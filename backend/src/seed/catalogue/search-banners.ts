import type { NewSearchBannerRow } from '../../db/schema/catalogue.js';
import { images } from '../images.js';
import type { Language } from './shelf-types.js';

export type SearchBannerRowData = Omit<NewSearchBannerRow, 'tenantId' | 'id'>;

// Keywords are folded the way search_fold folds a term (lower case, ä → a, ß → ss), so the API
// matches them against the folded term without folding them again.
type BannerPlan = {
  keywords: string[];
  headline: string;
  text: string;
  category: string;
  image: keyof typeof images;
  alt: string;
  priority: number;
};

const plans: Record<Language, BannerPlan[]> = {
  de: [
    {
      keywords: ['milch', 'kase', 'joghurt', 'butter', 'topfen'],
      headline: 'Frisch aus der Molkerei',
      text: 'Heumilch, Bergkäse und Joghurt von Bauernhöfen aus der Region.',
      category: 'milch-kaese',
      image: 'shopFront',
      alt: 'Frischkorb-Filiale mit Kühlregal',
      priority: 10,
    },
    {
      keywords: ['obst', 'gemuse', 'apfel', 'bio', 'salat'],
      headline: 'Erntefrisch geliefert',
      text: 'Obst und Gemüse der Saison, viel davon aus Österreich und in Bio-Qualität.',
      category: 'obst-gemuese',
      image: 'vegetables',
      alt: 'Frisches Gemüse in einer Kiste',
      priority: 8,
    },
    {
      keywords: ['brot', 'semmel', 'geback', 'striezel'],
      headline: 'Jeden Morgen frisch gebacken',
      text: 'Brot und Gebäck von Bäckereien aus der Nachbarschaft.',
      category: 'brot-gebaeck',
      image: 'bread',
      alt: 'Frisch gebackenes Brot',
      priority: 6,
    },
    {
      keywords: ['grill', 'steak', 'wurstel', 'fleisch'],
      headline: 'Bereit für die Grillsaison',
      text: 'Steaks, Würstel und Grillgemüse: alles für den Grillabend.',
      category: 'fleisch-fisch',
      image: 'fruitBasket',
      alt: 'Ein Korb voller frischer Lebensmittel',
      priority: 5,
    },
    {
      keywords: ['wein', 'bier', 'sekt', 'prosecco'],
      headline: 'Österreichische Weine entdecken',
      text: 'Grüner Veltliner, Zweigelt und Bier aus heimischen Brauereien. Abgabe ab 16 Jahren.',
      category: 'wein-bier-spirituosen',
      image: 'shopFront',
      alt: 'Frischkorb-Filiale',
      priority: 4,
    },
  ],
  en: [
    {
      keywords: ['milk', 'cheese', 'yoghurt', 'yogurt', 'butter'],
      headline: 'Fresh from the dairy',
      text: 'Hay milk, mountain cheese and yoghurt from local farms.',
      category: 'dairy-cheese',
      image: 'shopFront',
      alt: 'A Freshbasket shop with its chiller cabinet',
      priority: 10,
    },
    {
      keywords: ['fruit', 'veg', 'vegetables', 'apple', 'organic'],
      headline: 'Picked fresh, delivered fresh',
      text: 'Seasonal fruit and vegetables, much of it local and organic.',
      category: 'fruit-veg',
      image: 'vegetables',
      alt: 'Fresh vegetables in a crate',
      priority: 8,
    },
    {
      keywords: ['bread', 'bakery', 'rolls', 'croissant'],
      headline: 'Baked fresh every morning',
      text: 'Bread and pastries from bakers in the neighbourhood.',
      category: 'bakery',
      image: 'bread',
      alt: 'Freshly baked bread',
      priority: 6,
    },
    {
      keywords: ['grill', 'bbq', 'steak', 'sausage'],
      headline: 'Ready for barbecue season',
      text: 'Steaks, sausages and vegetables for the grill.',
      category: 'meat-fish',
      image: 'fruitBasket',
      alt: 'A basket full of fresh groceries',
      priority: 5,
    },
    {
      keywords: ['wine', 'beer', 'prosecco'],
      headline: 'Discover Austrian wines',
      text: 'Grüner Veltliner, Zweigelt and beer from local breweries. Sold from 16 years of age.',
      category: 'wine-beer-spirits',
      image: 'shopFront',
      alt: 'A Freshbasket shop',
      priority: 4,
    },
  ],
};

export function searchBanners(language: Language): SearchBannerRowData[] {
  const categoryPath = language === 'de' ? '/kategorie' : '/categories';
  return plans[language].map(({ keywords, headline, text, category, image, alt, priority }) => {
    const { src, width, height } = images[image];
    return {
      keywords,
      headline,
      text,
      href: `${categoryPath}/${category}`,
      image: { src, alt, width, height },
      priority,
    };
  });
}
