/**
 * English (United States) that only the lists show (the saved methods' edit toggle and heading, the delete
 * confirmation, the prompt to choose a way to pay): it loads with the lists' code (`element/lists.ts`), not with
 * every card form. The rest is in `en-US-common.ts`; together they are `enUS` (`en-US.ts`).
 */
export const enUSLists = {
  edit: 'Edit',
  doneEditing: 'Done editing',
  editPaymentMethods: 'Manage saved payment methods',
  CreditCardDeleteConfirmationMessage:
    'Do you want to delete your {{secondaryIdentifier}} card that ends in {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Do you want to delete the PayPal account {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Do you want to delete the Venmo account with the username {{identifier}}?',
  genericDeleteConfirmationMessage: 'Do you want to delete this payment method?',
  deleteCancelButton: 'No, keep it',
  deleteConfirmationButton: 'Yes, delete',
  savedMethodSubscriptionLabel: "Linked to a subscription, so it can't be deleted",
  cancelDeletionLabel: 'Cancel and keep this payment method',
  // Said (the loader's polite status, held a moment after a deletion) once a payment method is deleted.
  paymentMethodDeletedLabel: 'Payment method deleted',
  // Shown on the options list, or the saved methods with none selected, when Pay is pressed before a choice.
  paymentOptionMustBeChosen: 'To continue, choose a way to pay.',
  // The express row's name (the `express` option), read by screen readers before its wallets' buttons.
  expressCheckoutLabel: 'Express checkout',
} as const;
