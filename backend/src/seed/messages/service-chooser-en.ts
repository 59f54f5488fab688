// Issue 19: the cart's service as one line, and the chooser behind its "change". Same keys in de and en.
export const serviceChooserMessagesEn = {
  serviceChooser: {
    line: {
      delivery: 'Delivery to {address}',
      pickup: 'Pickup at {store}',
      noSlot: 'no time slot yet',
      change: 'change',
      changeDetail: 'delivery or pickup and time slot',
      chooseSlot: 'Choose a time slot',
      choose: 'Choose delivery or pickup',
    },
    title: {
      service: 'Choose delivery or pickup',
      slot: 'Choose a time slot',
    },
    backToCart: 'Back to the basket',
    changeSlotToo: 'You choose the time slot next.',
    slotOnly: 'Change the time slot only',
    stores: {
      filterLabel: 'Find a store',
      filterHint: 'Postcode, town, street or store name',
      filterButton: 'Filter stores',
      found_one: '{count} store matches.',
      found_other: '{count} stores match.',
      noMatch: 'No store matches “{filter}”.',
      showMore_one: 'Show {count} more store',
      showMore_other: 'Show {count} more stores',
      distance: '{distance} away',
    },
  },
};
