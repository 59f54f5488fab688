import type { MessageTree } from '../../schemas/tenant.js';

// Der Seitenwarenkorb, das Produkt-Slide-in und die Produkt-Schnellansicht (§2 cart extras).
export const cartDialogMessagesDe = {
  cartDialogs: {
    toCart: 'Zum Warenkorb',
    sideCart: {
      title: 'Dein Warenkorb',
      unavailable: 'Nicht verfügbare Artikel: {count}. Du findest sie im Warenkorb.',
      failed: 'Der Warenkorb kann hier gerade nicht angezeigt werden. Im Warenkorb findest du alles.',
    },
    slideIn: {
      title: 'In den Warenkorb gelegt',
      quantity: 'Im Warenkorb: {quantity} {unit}',
      cart: 'Artikel im Warenkorb: {count} · Gesamt {total}',
    },
    quickView: {
      open: 'Schnellansicht',
      openNamed: 'Schnellansicht von {name}',
      title: 'Schnellansicht',
      missing: 'Dieses Produkt kann hier nicht angezeigt werden.',
      details: 'Alle Produktdetails',
    },
  },
} satisfies MessageTree;
