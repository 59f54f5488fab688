// §4 service selection: the prompt of an add without delivery or pickup (issue 6, decision 0019).
// Same keys in de and en.
export const servicePromptMessagesEn = {
  servicePrompt: {
    title: 'Choose delivery or pickup',
    heading: 'Shall we deliver, or will you pick up?',
    intro: 'Choose where we deliver to, or the store where you pick up.',
    pending: 'Then we put {names} into your cart.',
    mandatory: 'Without a delivery address or a store we cannot put anything into the cart.',
    optional: 'You can also choose later; then we put the items into your cart right away.',
    decline: 'Choose later',
    skip: 'Continue without choosing',
    addedPending: '{count} items are in your cart now.',
    suggestionCount: 'Address suggestions: {count}',
    result: {
      abortedserviceselection:
        'Not in your cart yet: as soon as you choose delivery or pickup, we put it in.',
    },
  },
};
