import { leaf, line, middle, variants as v, type TopPlan } from '../shelf-types.js';

// Baby, drugstore, household and pet shelves. Non-food has no nutrition, ingredients or origin.

export const babyAndKids: TopPlan = {
  key: 'baby',
  name: ['Baby & Kind', 'Baby & Kids'],
  color: '#7b1fa2',
  accent: '#f3e5f5',
  description: [
    'Babynahrung, Windeln und Pflegeprodukte für die Kleinsten.',
    'Baby food, nappies and care products for the little ones.',
  ],
  profile: {
    food: false,
    storage: 'cosmetics',
    blurb: ['Sanft und sorgfältig geprüft.', 'Gentle and carefully tested.'],
  },
  middles: [
    middle(
      'Babynahrung',
      'Baby Food',
      [
        leaf(
          'Milchnahrung',
          'Baby Milk',
          [
            line('Anfangsmilch Pre', 'First Infant Milk', '600g 800g', [1999, 2799], { key: 'babymilch' }),
            line('Folgemilch {v}', 'Follow-on Milk, stage {v}', '600g', [1699, 2399], {
              variants: v('2, 3'),
            }),
            line('Kindermilch ab 1 Jahr', 'Growing-up Milk from 1 Year', '600g', [1499, 1999]),
          ],
          {
            allergens: ['G'],
            nutrition: [67, 3.5, 1.4, 7.3, 7.2, 1.3, 0.05],
            ingredients: [
              'Magermilch, pflanzliche Öle, Laktose, Vitamine, Mineralstoffe',
              'skimmed milk, vegetable oils, lactose, vitamins, minerals',
            ],
          },
        ),
        leaf(
          'Gläschen & Breie',
          'Baby Jars & Porridge',
          [
            line('Gläschen {v}', '{v} Baby Jar', '190g 250g', [799, 1199], {
              variants: v(
                'Karotte/Carrot, Kürbis/Pumpkin, Apfel-Banane/Apple & Banana, Gemüse mit Huhn/Vegetables & Chicken, Spaghetti Bolognese',
              ),
              key: 'babyglaeschen',
            }),
            line('Getreidebrei {v}', '{v} Baby Porridge', '250g', [1199, 1599], {
              variants: v('Hirse/Millet, Dinkel/Spelt, Grieß/Semolina'),
              profile: { allergens: ['A'] },
            }),
            line('Milchbrei Gute Nacht', 'Good Night Milk Porridge', '400g', [999, 1399], {
              profile: { allergens: ['A', 'G'] },
            }),
          ],
          { nutrition: [60, 1.5, 0.3, 9, 5, 1.5, 0.02], ingredients: ['{v}', '{v}'] },
        ),
        leaf(
          'Quetschies & Snacks',
          'Pouches & Snacks',
          [
            line('Quetschie {v}', '{v} Fruit Pouch', '100g 4x100g', [899, 1299], {
              variants: v('Apfel-Birne/Apple & Pear, Banane-Mango/Banana & Mango, Beeren/Berry'),
            }),
            line('Reiswaffeln für Babys', 'Baby Rice Cakes', '35g', [4999, 6999]),
            line('Kinderkekse', "Children's Biscuits", '150g', [1199, 1599], {
              profile: { allergens: ['A', 'G'] },
            }),
          ],
          {
            nutrition: [60, 0.2, 0, 13, 11, 0.5, 0],
            ingredients: ['Fruchtpüree ({v})', 'fruit purée ({v})'],
          },
        ),
        leaf(
          'Kindertee & Säfte',
          "Kids' Drinks & Tea",
          [
            line('Kindertee {v}', "Children's {v} Tea", '20st', [10, 15], {
              variants: v('Fenchel/Fennel, Früchte/Fruit, Kamille/Camomile'),
            }),
            line('Babysaft {v}', '{v} Baby Juice', '0.5l', [299, 449], {
              variants: v('Apfel/Apple, Karotte-Apfel/Carrot & Apple'),
            }),
          ],
          { nutrition: [30, 0, 0, 7, 7, 0.1, 0], ingredients: ['{v}', '{v}'] },
        ),
      ],
      { food: true, storage: 'dry', organicChance: 0.3 },
    ),
    middle('Babypflege', 'Baby Care', [
      leaf('Windeln', 'Nappies', [
        line('Windeln Größe {v}', 'Nappies, size {v}', '40st 80st', [15, 29], {
          variants: v(
            '1 (2-5 kg)/1 (2-5 kg), 2 (3-6 kg)/2 (3-6 kg), 3 (5-9 kg)/3 (5-9 kg), 4 (7-18 kg)/4 (7-18 kg), 5 (11-25 kg)/5 (11-25 kg)',
          ),
        }),
        line('Höschenwindeln Größe {v}', 'Pull-ups, size {v}', '30st', [25, 39], { variants: v('5, 6') }),
        line('Schwimmwindeln', 'Swim Nappies', '12st', [45, 69]),
      ]),
      leaf('Feuchttücher & Pflege', 'Wipes & Care', [
        line('Feuchttücher {v}', '{v} Baby Wipes', '60st 4x60st', [3, 6], {
          variants: v('sensitiv/Sensitive, mit Kamille/Camomile'),
        }),
        line('Wundschutzcreme', 'Nappy Cream', '100ml', [3999, 5999]),
        line('Babyshampoo', 'Baby Shampoo', '200ml', [1499, 1999]),
        line('Babyöl', 'Baby Oil', '200ml', [1999, 2999]),
      ]),
    ]),
  ],
};

export const drugstore: TopPlan = {
  key: 'drogerie',
  name: ['Drogerie & Körperpflege', 'Health & Beauty'],
  color: '#00897b',
  accent: '#e0f2f1',
  description: [
    'Duschgel, Shampoo, Zahnpflege und Hygieneartikel für jeden Tag.',
    'Shower gel, shampoo, dental care and hygiene products for every day.',
  ],
  profile: {
    food: false,
    storage: 'cosmetics',
    blurb: ['Dermatologisch getestet.', 'Dermatologically tested.'],
  },
  middles: [
    middle('Körperpflege', 'Body Care', [
      leaf('Duschgel & Seife', 'Shower Gel & Soap', [
        line('Duschgel {v}', '{v} Shower Gel', '250ml 500ml', [599, 1199], {
          variants: v(
            'Lavendel/Lavender, Zitrone/Lemon, Alpenkräuter/Alpine Herb, sensitiv/Sensitive, Kokos/Coconut',
          ),
        }),
        line('Flüssigseife {v}', '{v} Liquid Soap', '300ml 1l', [399, 799], {
          variants: v('Milch-Honig/Milk & Honey, Aloe Vera'),
        }),
        line('Stückseife {v}', '{v} Bar Soap', '100g 3x100g', [1299, 2499], {
          variants: v('Olive/Olive, Ringelblume/Calendula'),
        }),
      ]),
      leaf('Shampoo & Spülung', 'Shampoo & Conditioner', [
        line('Shampoo {v}', '{v} Shampoo', '250ml 500ml', [599, 1299], {
          variants: v('Anti-Schuppen/Anti-dandruff, Repair/Repair, Volumen/Volume, Glanz/Shine'),
        }),
        line('Spülung {v}', '{v} Conditioner', '200ml', [799, 1399], {
          variants: v('Repair/Repair, Feuchtigkeit/Moisture'),
        }),
        line('Haarspray', 'Hairspray', '300ml', [999, 1499]),
      ]),
      leaf('Deo', 'Deodorant', [
        line('Deospray {v}', '{v} Deodorant Spray', '150ml', [1299, 1999], {
          variants: v('Men, Women, sensitiv/Sensitive'),
        }),
        line('Deoroller {v}', '{v} Roll-on Deodorant', '50ml', [2999, 4999], {
          variants: v('Men, Women, ohne Aluminium/Aluminium-free'),
        }),
      ]),
      leaf('Hautpflege', 'Skin Care', [
        line('Bodylotion {v}', '{v} Body Lotion', '250ml 400ml', [999, 1799], {
          variants: v('Aloe Vera, Sheabutter/Shea Butter'),
        }),
        line('Handcreme', 'Hand Cream', '75ml', [2999, 4499]),
        line('Gesichtscreme {v}', '{v} Face Cream', '50ml', [7999, 12999], {
          variants: v('Tag/Day, Nacht/Night'),
        }),
        line('Lippenpflege', 'Lip Balm', '1st', [149, 299]),
        line('Sonnenmilch LSF {v}', 'Sun Lotion SPF {v}', '200ml', [4499, 6999], { variants: v('30, 50') }),
      ]),
    ]),
    middle('Mund & Zahn', 'Dental Care', [
      leaf('Zahnpflege', 'Toothpaste & Brushes', [
        line('Zahnpasta {v}', '{v} Toothpaste', '75ml 2x75ml', [1599, 2999], {
          variants: v('Kräuter/Herbal, Whitening, sensitiv/Sensitive, Kinder/Kids'),
        }),
        line('Zahnbürste {v}', '{v} Toothbrush', '1st 2st', [149, 299], {
          variants: v('weich/Soft, mittel/Medium'),
        }),
        line('Zahnseide', 'Dental Floss', '1st', [199, 299]),
        line('Mundspülung', 'Mouthwash', '500ml', [799, 1199]),
      ]),
    ]),
    middle('Hygiene', 'Hygiene', [
      leaf('Damenhygiene', 'Feminine Care', [
        line('Binden {v}', '{v} Pads', '16st 32st', [9, 19], {
          variants: v('normal/Regular, super/Super, Nacht/Night'),
        }),
        line('Tampons {v}', '{v} Tampons', '32st', [7, 12], {
          variants: v('normal/Regular, super/Super, mini/Mini'),
        }),
        line('Slipeinlagen', 'Panty Liners', '40st', [4, 8]),
      ]),
      leaf('Taschentücher & Watte', 'Tissues & Cotton', [
        line('Taschentücher', 'Tissues', '10st 30st', [12, 22]),
        line('Kosmetiktücher', 'Facial Tissues', '100st', [1, 3]),
        line('Wattepads', 'Cotton Pads', '80st 120st', [1, 3]),
        line('Wattestäbchen', 'Cotton Buds', '200st', [1, 2]),
      ]),
    ]),
  ],
};

export const household: TopPlan = {
  key: 'haushalt',
  name: ['Haushalt', 'Household'],
  color: '#455a64',
  accent: '#eceff1',
  description: [
    'Waschmittel, Reiniger, Küchenrolle, Folien und Batterien für den Haushalt.',
    'Laundry, cleaners, kitchen roll, foil and batteries for the home.',
  ],
  profile: {
    food: false,
    storage: 'household',
    blurb: ['Gründlich und sparsam in der Anwendung.', 'Thorough and economical in use.'],
  },
  middles: [
    middle('Waschen & Putzen', 'Laundry & Cleaning', [
      leaf('Waschmittel', 'Laundry', [
        line('Vollwaschmittel {v}', '{v} Laundry Detergent', '1.5l 3l', [299, 499], {
          variants: v('flüssig/Liquid, Pulver/Powder'),
        }),
        line('Colorwaschmittel', 'Colour Laundry Detergent', '1.5l', [349, 549]),
        line('Feinwaschmittel Wolle & Seide', 'Delicates Detergent', '1l', [499, 699]),
        line('Weichspüler {v}', '{v} Fabric Softener', '1l 2l', [199, 349], {
          variants: v('Frühlingsfrische/Spring Fresh, sensitiv/Sensitive'),
        }),
        line('Waschmittel-Caps', 'Laundry Capsules', '20st 40st', [19, 29]),
      ]),
      leaf('Geschirrspülmittel', 'Dishwashing', [
        line('Handspülmittel {v}', '{v} Washing-up Liquid', '500ml 1l', [199, 399], {
          variants: v('Zitrone/Lemon, Balsam/Balm'),
        }),
        line('Geschirrspültabs', 'Dishwasher Tablets', '30st 60st', [12, 22]),
        line('Klarspüler', 'Rinse Aid', '500ml', [399, 599]),
        line('Spülmaschinensalz', 'Dishwasher Salt', '1.5kg', [99, 149]),
      ]),
      leaf('Reiniger', 'Cleaners', [
        line('Allzweckreiniger {v}', '{v} All-purpose Cleaner', '1l', [199, 349], {
          variants: v('Zitrone/Lemon, Essig/Vinegar'),
        }),
        line('Badreiniger', 'Bathroom Cleaner', '750ml', [299, 449]),
        line('Glasreiniger', 'Glass Cleaner', '750ml', [249, 399]),
        line('WC-Reiniger', 'Toilet Cleaner', '750ml', [249, 399]),
        line('Schwammtücher', 'Sponge Cloths', '5st 10st', [29, 49]),
        line('Putzschwämme', 'Scouring Sponges', '5st', [29, 49]),
      ]),
    ]),
    middle('Papier & Folien', 'Paper & Wraps', [
      leaf('Küchenrolle & Toilettenpapier', 'Kitchen & Toilet Roll', [
        line('Toilettenpapier {v}', '{v} Toilet Roll', '8st 16st 24st', [29, 59], {
          variants: v('3-lagig/3-ply, 4-lagig/4-ply, Recycling/Recycled'),
        }),
        line('Küchenrolle', 'Kitchen Roll', '4st 8st', [69, 119]),
        line('Servietten', 'Napkins', '50st', [3, 6]),
      ]),
      leaf('Folien & Beutel', 'Foil & Bags', [
        line('Frischhaltefolie', 'Cling Film', '1st', [199, 299]),
        line('Alufolie', 'Aluminium Foil', '1st', [249, 399]),
        line('Backpapier', 'Baking Paper', '1st', [199, 299], { key: 'backpapier' }),
        line('Gefrierbeutel {v}', '{v} Freezer Bags', '20st 40st', [5, 9], {
          variants: v('1 l/1 l, 3 l/3 l'),
        }),
        line('Müllsäcke {v}', '{v} Bin Bags', '20st', [9, 19], { variants: v('35 l/35 l, 60 l/60 l') }),
      ]),
    ]),
    middle('Haushaltswaren', 'Home Essentials', [
      leaf('Kerzen & Batterien', 'Candles & Batteries', [
        line('Teelichter', 'Tea Lights', '30st 100st', [5, 9]),
        line('Stumpenkerze {v}', '{v} Pillar Candle', '1st', [199, 399], {
          variants: v('weiß/White, rot/Red'),
        }),
        line('Batterien {v}', '{v} Batteries', '4st 8st', [59, 119], { variants: v('AA, AAA') }),
        line('Zündhölzer', 'Matches', '10st', [15, 25]),
        line('Grillanzünder', 'Barbecue Firelighters', '32st', [5, 9]),
      ]),
    ]),
  ],
};

export const petSupplies: TopPlan = {
  key: 'tier',
  name: ['Tierbedarf', 'Pet Supplies'],
  color: '#6d4c41',
  accent: '#efebe9',
  description: [
    'Futter, Snacks und Streu für Hunde, Katzen, Kleintiere und Vögel.',
    'Food, treats and litter for dogs, cats, small animals and birds.',
  ],
  profile: {
    food: false,
    storage: 'dry',
    blurb: ['Ausgewogen und gut verträglich.', 'Balanced and easy to digest.'],
  },
  middles: [
    middle('Hund', 'Dog', [
      leaf('Hunde-Nassfutter', 'Wet Dog Food', [
        line('Nassfutter {v}', 'Wet Dog Food, {v}', '400g 800g 6x400g', [299, 599], {
          variants: v('Rind/Beef, Huhn/Chicken, Lamm/Lamb, Wild/Venison'),
        }),
        line('Schälchen {v}', 'Dog Food Trays, {v}', '150g 8x150g', [599, 899], {
          variants: v('Geflügel/Poultry, Rind/Beef'),
        }),
      ]),
      leaf('Hunde-Trockenfutter', 'Dry Dog Food', [
        line('Trockenfutter Adult {v}', 'Adult Dry Dog Food, {v}', '1kg 3kg 10kg', [249, 599], {
          variants: v('Huhn & Reis/Chicken & Rice, Lamm & Reis/Lamb & Rice, Rind/Beef'),
        }),
        line('Trockenfutter Junior', 'Junior Dry Dog Food', '1kg 3kg', [399, 699]),
        line('Trockenfutter Senior', 'Senior Dry Dog Food', '1kg 3kg', [399, 699]),
      ]),
      leaf('Hundesnacks', 'Dog Treats', [
        line('Kauknochen', 'Chew Bones', '4st 10st', [49, 99]),
        line('Hundekekse', 'Dog Biscuits', '400g', [599, 899]),
        line('Dentalsticks', 'Dental Sticks', '7st 28st', [39, 69]),
      ]),
    ]),
    middle('Katze', 'Cat', [
      leaf('Katzen-Nassfutter', 'Wet Cat Food', [
        line('Katzenfutter {v} in Sauce', 'Cat Food in Gravy, {v}', '85g 12x85g', [599, 999], {
          variants: v('Lachs/Salmon, Huhn/Chicken, Rind/Beef, Ente/Duck, Thunfisch/Tuna'),
        }),
        line('Katzenfutter Pastete {v}', 'Cat Food Pâté, {v}', '100g 8x100g', [599, 899], {
          variants: v('Geflügel/Poultry, Kaninchen/Rabbit'),
        }),
      ]),
      leaf('Katzen-Trockenfutter', 'Dry Cat Food', [
        line('Trockenfutter {v}', 'Dry Cat Food, {v}', '400g 1.5kg 4kg', [399, 899], {
          variants: v('Huhn/Chicken, Lachs/Salmon, Sterilised/Sterilised, Senior/Senior'),
        }),
        line('Katzensnacks', 'Cat Treats', '60g', [2999, 4499]),
      ]),
      leaf('Katzenstreu', 'Cat Litter', [
        line('Klumpstreu', 'Clumping Litter', '10l 20l', [79, 129]),
        line('Silikatstreu', 'Silica Litter', '5l', [199, 299]),
        line('Holzstreu', 'Wood Litter', '10l', [99, 149]),
      ]),
    ]),
    middle('Kleintier & Vogel', 'Small Animals & Birds', [
      leaf('Kleintier- & Vogelfutter', 'Small Animal & Bird Food', [
        line('Kaninchenfutter', 'Rabbit Food', '1kg 2.5kg', [249, 399]),
        line('Meerschweinchenfutter', 'Guinea Pig Food', '1kg', [299, 449]),
        line('Heu', 'Hay', '1kg', [199, 349]),
        line('Wellensittichfutter', 'Budgie Seed', '1kg', [249, 399]),
        line('Wildvogelfutter', 'Wild Bird Seed', '1kg 5kg', [149, 299]),
        line('Meisenknödel', 'Fat Balls', '6st 30st', [19, 35]),
      ]),
    ]),
  ],
};
