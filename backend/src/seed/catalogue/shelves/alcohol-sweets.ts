import { leaf, line, middle, variants as v, type TopPlan } from '../shelf-types.js';

// Alcohol is age-restricted (Austrian youth protection: 16 for beer and wine, 18 for spirits).
// Alcoholic drinks need no nutrition table, so their lines carry none.

export const wineBeerSpirits: TopPlan = {
  key: 'alkohol',
  name: ['Wein, Bier & Spirituosen', 'Wine, Beer & Spirits'],
  color: '#6a1b4d',
  accent: '#f8e1ec',
  description: [
    'Österreichische Weine, Bier aus heimischen Brauereien und Edelbrände. Abgabe ab 16 bzw. 18 Jahren.',
    'Austrian wines, beer from local breweries and fine spirits. Sold from 16 or 18 years of age.',
  ],
  profile: {
    food: true,
    storage: 'drinks',
    ageRestriction: 16,
    blurb: ['Bitte verantwortungsvoll genießen.', 'Please enjoy responsibly.'],
  },
  middles: [
    middle('Wein', 'Wine', [
      leaf(
        'Weißwein',
        'White Wine',
        [
          line('Grüner Veltliner {v}', 'Grüner Veltliner {v}', '0.75l 1l 6x0.75l', [799, 1599], {
            variants: v('Qualitätswein/Quality Wine, Federspiel, Reserve'),
            key: 'weisswein',
          }),
          line('Riesling {v}', 'Riesling {v}', '0.75l', [1099, 1999], {
            variants: v('trocken/Dry, Smaragd'),
          }),
          line('Welschriesling', 'Welschriesling', '0.75l 1l', [699, 1199]),
          line('Sauvignon Blanc', 'Sauvignon Blanc', '0.75l', [1199, 1999]),
          line('Gemischter Satz', 'Gemischter Satz Field Blend', '0.75l', [999, 1599]),
          line('Gelber Muskateller', 'Gelber Muskateller', '0.75l', [1099, 1799]),
        ],
        { ingredients: ['Trauben, enthält Sulfite', 'grapes, contains sulphites'], allergens: ['O'] },
      ),
      leaf(
        'Rotwein',
        'Red Wine',
        [
          line('Zweigelt {v}', 'Zweigelt {v}', '0.75l 1l', [799, 1599], {
            variants: v('Klassik/Classic, Reserve'),
            key: 'rotwein',
          }),
          line('Blaufränkisch', 'Blaufränkisch', '0.75l', [999, 1899]),
          line('St. Laurent', 'St. Laurent', '0.75l', [1099, 1799]),
          line('Cuvée Rot', 'Red Blend', '0.75l', [899, 1699]),
          line('Chianti Classico', 'Chianti Classico', '0.75l', [1199, 1899], {
            profile: { origins: ['it'] },
          }),
          line('Rioja Crianza', 'Rioja Crianza', '0.75l', [999, 1599], { profile: { origins: ['es'] } }),
          line('Primitivo', 'Primitivo', '0.75l', [899, 1399], { profile: { origins: ['it'] } }),
        ],
        { ingredients: ['Trauben, enthält Sulfite', 'grapes, contains sulphites'], allergens: ['O'] },
      ),
      leaf(
        'Rosé & Schaumwein',
        'Rosé & Sparkling',
        [
          line('Rosé {v}', 'Rosé {v}', '0.75l', [899, 1399], { variants: v('Zweigelt, Schilcher') }),
          line('Sekt {v}', '{v} Sparkling Wine', '0.75l', [999, 1999], {
            variants: v('brut/Brut, extra dry/Extra Dry'),
            key: 'sekt',
          }),
          line('Prosecco Frizzante', 'Prosecco Frizzante', '0.75l', [799, 1199], {
            profile: { origins: ['it'] },
          }),
          line('Frizzante Rosé', 'Rosé Frizzante', '0.75l', [699, 999]),
        ],
        { ingredients: ['Trauben, enthält Sulfite', 'grapes, contains sulphites'], allergens: ['O'] },
      ),
    ]),
    middle(
      'Bier',
      'Beer',
      [
        leaf('Lager & Märzen', 'Lager', [
          line('Märzenbier', 'Märzen Lager', '0.5l 6x0.5l 20x0.5l', [199, 329], {
            key: 'bier',
            profile: { deposit: 'reusable' },
          }),
          line('Lagerbier in der Dose', 'Lager in Cans', '0.5l 4x0.5l', [219, 339], {
            profile: { deposit: 'single' },
          }),
          line('Pils', 'Pilsner', '0.33l 6x0.33l 20x0.5l', [249, 379], { profile: { deposit: 'reusable' } }),
          line('Zwickl', 'Unfiltered Zwickl', '0.5l 20x0.5l', [259, 399], {
            profile: { deposit: 'reusable' },
          }),
        ]),
        leaf(
          'Spezialbiere',
          'Craft & Speciality Beer',
          [
            line('Weizenbier {v}', '{v} Wheat Beer', '0.5l 6x0.5l', [299, 449], {
              variants: v('hell/Pale, dunkel/Dark'),
            }),
            line('India Pale Ale', 'India Pale Ale', '0.33l', [599, 899]),
            line('Bockbier', 'Bock Beer', '0.33l', [449, 649]),
            line('Stout', 'Stout', '0.33l', [599, 899]),
            line('Dunkles Lager', 'Dark Lager', '0.5l', [299, 429]),
          ],
          { deposit: 'reusable' },
        ),
        leaf(
          'Radler & Cider',
          'Shandy & Cider',
          [
            line('Radler {v}', '{v} Shandy', '0.5l 6x0.5l 0.33l', [199, 329], {
              variants: v('Zitrone/Lemon, Grapefruit, Holunder/Elderflower'),
            }),
            line('Cider {v}', '{v} Cider', '0.33l 0.5l', [399, 599], {
              variants: v('Apfel/Apple, Birne/Pear'),
              profile: {
                allergens: ['O'],
                ingredients: ['Apfelwein, Zucker, Kohlensäure', 'cider, sugar, carbon dioxide'],
              },
            }),
            line('Most', 'Austrian Perry', '1l', [299, 449], {
              profile: {
                deposit: 'reusable',
                allergens: ['O'],
                ingredients: ['Birnen, Äpfel', 'pears, apples'],
              },
            }),
          ],
          { deposit: 'single' },
        ),
      ],
      { allergens: ['A'], ingredients: ['Wasser, Gerstenmalz, Hopfen', 'water, barley malt, hops'] },
    ),
    middle(
      'Spirituosen',
      'Spirits',
      [
        leaf('Schnaps & Edelbrände', 'Schnapps & Fruit Brandies', [
          line('{v}brand', '{v} Brandy', '0.35l 0.7l', [2999, 5999], {
            variants: v(
              'Williamsbirnen/Williams Pear, Marillen/Apricot, Zwetschken/Plum, Vogelbeer/Rowanberry',
            ),
          }),
          line('Obstler', 'Obstler Fruit Schnapps', '0.7l 1l', [1599, 2399]),
          line('Enzian', 'Gentian Schnapps', '0.5l', [2999, 3999]),
          line('Zirbenschnaps', 'Stone Pine Schnapps', '0.5l', [2599, 3599]),
        ]),
        leaf('Liköre', 'Liqueurs', [
          line('{v}likör', '{v} Liqueur', '0.5l 0.7l', [1599, 2999], {
            variants: v('Eier/Egg, Marillen/Apricot, Nuss/Walnut, Kräuter/Herbal, Zirben/Stone Pine'),
          }),
          line('Jagatee', "Hunter's Tea Punch", '0.7l 1l', [999, 1499]),
        ]),
        leaf('Whisky, Gin & Rum', 'Whisky, Gin & Rum', [
          line('Inländerrum 38 %', 'Austrian Spiced Rum 38%', '0.5l 1l', [1599, 2399], { key: 'rum' }),
          line('Single Malt Whisky', 'Single Malt Whisky', '0.7l', [4999, 7999]),
          line('Blended Whisky', 'Blended Whisky', '0.7l', [2499, 3499]),
          line('Dry Gin', 'Dry Gin', '0.5l 0.7l', [3499, 4999]),
          line('Wodka', 'Vodka', '0.7l 1l', [1499, 2199]),
          line('Weißer Rum', 'White Rum', '0.7l', [1799, 2499]),
        ]),
      ],
      { ageRestriction: 18 },
    ),
  ],
};

const chocolate = [540, 31, 19, 56, 52, 6.5, 0.2] as const;
const crisps = [530, 33, 3, 50, 0.5, 6, 1.4] as const;

export const sweetsAndSnacks: TopPlan = {
  key: 'suess',
  name: ['Süßes & Snacks', 'Sweets & Snacks'],
  color: '#ad1457',
  accent: '#fce4ec',
  description: [
    'Schokolade, Waffeln, Zuckerl und salzige Knabbereien für den kleinen Hunger zwischendurch.',
    'Chocolate, wafers, sweets and savoury nibbles for when you fancy a treat.',
  ],
  profile: {
    food: true,
    storage: 'dry',
    nutrition: chocolate,
    allergens: ['G', 'F'],
    ingredients: [
      'Zucker, Kakaobutter, Vollmilchpulver, Kakaomasse, Emulgator Sojalecithin',
      'sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier soya lecithin',
    ],
    organicChance: 0.06,
    blurb: ['Für kleine und große Naschkatzen.', 'A treat for every sweet tooth.'],
  },
  middles: [
    middle('Schokolade & Süßwaren', 'Chocolate & Confectionery', [
      leaf('Schokolade', 'Chocolate', [
        line('{v}schokolade', '{v} Chocolate', '100g 200g', [1199, 1999], {
          variants: v(
            'Vollmilch/Milk, Zartbitter/Dark, Nuss/Hazelnut, Weiße/White, Joghurt-Erdbeer/Strawberry Yoghurt',
          ),
          key: 'schokolade',
        }),
        line('Kochschokolade 50 %', 'Cooking Chocolate 50%', '200g', [999, 1299], { key: 'kochschokolade' }),
        line('Schokoriegel {v}', '{v} Chocolate Bars', '5x30g', [1199, 1599], {
          variants: v('Karamell/Caramel, Nougat, Kokos/Coconut'),
        }),
        line('Edelbitterschokolade 70 %', 'Dark Chocolate 70%', '100g', [1499, 2499]),
      ]),
      leaf(
        'Fruchtgummi & Zuckerl',
        'Sweets & Gummies',
        [
          line('Fruchtgummi {v}', '{v} Fruit Gums', '200g 300g', [599, 899], {
            variants: v('Bärchen/Bears, saure Würmer/Sour Worms, Colafläschchen/Cola Bottles'),
          }),
          line('Lakritz', 'Liquorice', '200g', [699, 999]),
          line('Zuckerl {v}', '{v} Boiled Sweets', '150g', [799, 1199], {
            variants: v('Himbeer/Raspberry, Kräuter/Herbal, Zitrone/Lemon'),
          }),
          line('Kaugummi {v}', '{v} Chewing Gum', '10st', [19, 29], {
            variants: v('Pfefferminz/Peppermint, Spearmint'),
          }),
        ],
        {
          allergens: [],
          nutrition: [340, 0.2, 0.1, 78, 48, 6, 0.05],
          ingredients: [
            'Glukosesirup, Zucker, Gelatine, Fruchtsaftkonzentrat, Säuerungsmittel Citronensäure',
            'glucose syrup, sugar, gelatine, fruit juice concentrate, acid citric acid',
          ],
        },
      ),
      leaf(
        'Waffeln & Kekse',
        'Wafers & Biscuits',
        [
          line('Haselnusswaffeln', 'Hazelnut Wafers', '200g 400g', [699, 999], {
            profile: { allergens: ['A', 'F', 'H'] },
          }),
          line('Butterkekse', 'Butter Biscuits', '200g', [599, 899], { key: 'butterkekse' }),
          line('Vanillekipferl', 'Vanilla Crescents', '200g', [1299, 1799], {
            profile: { allergens: ['A', 'G', 'H'] },
          }),
          line('Linzer Augen', 'Linzer Jam Biscuits', '200g', [1199, 1599]),
          line('Biskotten', 'Ladyfingers', '200g', [699, 999], {
            key: 'biskotten',
            profile: { allergens: ['A', 'C'] },
          }),
          line('Schokokekse', 'Chocolate Biscuits', '250g', [599, 899]),
        ],
        {
          allergens: ['A', 'G', 'C'],
          nutrition: [480, 21, 12, 66, 28, 6, 0.5],
          ingredients: [
            'Weizenmehl, Zucker, Butter, Ei, Backtriebmittel',
            'wheat flour, sugar, butter, egg, raising agent',
          ],
        },
      ),
      leaf('Pralinen & Geschenke', 'Pralines & Gifts', [
        line('Mozartkugeln', 'Mozart Chocolate Balls', '6st 12st', [59, 89], {
          profile: { allergens: ['G', 'H', 'F'] },
        }),
        line('Pralinenmischung', 'Assorted Pralines', '200g 400g', [2299, 3299]),
        line('Schokoladetafel Geschenkbox', 'Chocolate Gift Box', '300g', [1999, 2699]),
        line('Rumkugeln', 'Rum Truffles', '150g', [1599, 2199], { profile: { allergens: ['G', 'F'] } }),
      ]),
    ]),
    middle('Salzige Snacks', 'Savoury Snacks', [
      leaf(
        'Chips',
        'Crisps',
        [
          line('Kartoffelchips {v}', '{v} Potato Crisps', '150g 200g', [799, 1199], {
            variants: v(
              'gesalzen/Salted, Paprika/Paprika, Sauerrahm-Zwiebel/Sour Cream & Onion, Essig/Salt & Vinegar',
            ),
          }),
          line('Tortilla-Chips {v}', '{v} Tortilla Chips', '200g', [699, 999], {
            variants: v('gesalzen/Salted, Chili'),
          }),
          line('Gemüsechips', 'Vegetable Crisps', '100g', [1499, 1999]),
          line('Erdnussflips', 'Peanut Puffs', '200g', [599, 899], { profile: { allergens: ['E'] } }),
        ],
        {
          allergens: [],
          nutrition: crisps,
          ingredients: ['Erdäpfel, Sonnenblumenöl, Salz, Gewürze', 'potatoes, sunflower oil, salt, spices'],
          vegan: true,
        },
      ),
      leaf(
        'Nüsse & Trockenobst',
        'Nuts & Dried Fruit',
        [
          line('Erdnüsse geröstet & gesalzen', 'Roasted Salted Peanuts', '200g 500g', [599, 899], {
            profile: { allergens: ['E'] },
          }),
          line('Cashewkerne {v}', '{v} Cashews', '150g 200g', [1999, 2799], {
            variants: v('natur/Plain, geröstet/Roasted'),
          }),
          line('Walnusskerne', 'Walnut Kernels', '100g 200g', [1999, 2999], { key: 'walnuesse' }),
          line('Studentenfutter', 'Trail Mix', '200g', [1299, 1799]),
          line('Getrocknete Marillen', 'Dried Apricots', '200g', [1299, 1699], {
            profile: { allergens: ['O'] },
          }),
          line('Rosinen', 'Raisins', '250g', [599, 899], { key: 'rosinen', profile: { allergens: [] } }),
        ],
        {
          allergens: ['H'],
          nutrition: [600, 50, 6, 14, 5, 20, 0.8],
          ingredients: ['Nüsse', 'nuts'],
          vegan: true,
          origins: ['tr', 'in', 'it'],
        },
      ),
      leaf(
        'Salzgebäck & Cracker',
        'Pretzels & Crackers',
        [
          line('Salzstangerl', 'Pretzel Sticks', '150g 250g', [599, 899]),
          line('Salzbrezeln', 'Mini Pretzels', '200g', [599, 899]),
          line('Cracker {v}', '{v} Crackers', '100g 200g', [899, 1299], {
            variants: v('Käse/Cheese, Sesam/Sesame, Rosmarin/Rosemary'),
          }),
          line('Grissini-Sticks', 'Breadstick Snacks', '125g', [799, 1099]),
        ],
        {
          allergens: ['A'],
          nutrition: [400, 6, 0.7, 75, 2, 11, 4],
          ingredients: ['Weizenmehl, Sonnenblumenöl, Salz, Hefe', 'wheat flour, sunflower oil, salt, yeast'],
        },
      ),
    ]),
  ],
};
