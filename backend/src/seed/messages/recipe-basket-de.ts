import type { MessageTree } from '../../schemas/tenant.js';

// Issue 38.18: a recipe's linked ingredients into the basket in one form. Same keys in de and en.
export const recipeBasketMessagesDe = {
  recipeBasket: {
    heading: 'Zutaten in den Warenkorb',
    legend_one: 'Zutaten aus unserem Sortiment für {count} Portion',
    legend_other: 'Zutaten aus unserem Sortiment für {count} Portionen',
    rule: 'Die Mengen sind auf deine Portionen umgerechnet und auf ganze Packungen oder die Gewichtsschritte des Artikels aufgerundet. Ein Esslöffel zählt als 15 ml, ein Teelöffel als 5 ml, eine Zutat ohne wiegbare Menge (eine Prise, eine Zehe) als eine Packung. Was schon im Warenkorb liegt, wird nur bis zu dieser Menge ergänzt.',
    forIngredients: 'für: {ingredients}',
    packs: '{count} × {name}',
    weight: '{weight} {name}',
    inCart: 'Schon im Warenkorb: {amount}',
    inCartPacks: '{count} Stk.',
    unavailable: 'Derzeit nicht erhältlich',
    submit: 'Ausgewählte Zutaten in den Warenkorb',
    noneChosen: 'Wähle mindestens eine Zutat aus.',
    result: {
      heading: 'Zutaten im Warenkorb',
      added: 'In den Warenkorb gelegt: {items}.',
      alreadyInCart: 'Schon genug im Warenkorb, nichts dazugelegt: {items}.',
      capped: 'Auf die Höchstmenge begrenzt: {items}.',
      unavailable: 'Derzeit nicht erhältlich, nicht in den Warenkorb gelegt: {items}.',
      nothing: 'Es wurde nichts in den Warenkorb gelegt.',
      failed:
        'Die Zutaten konnten gerade nicht in den Warenkorb gelegt werden. Lade die Seite neu und versuche es noch einmal.',
      toCart: 'Zum Warenkorb',
    },
  },
} satisfies MessageTree;
