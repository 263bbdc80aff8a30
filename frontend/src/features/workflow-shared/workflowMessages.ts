/**
 * The toasts and texts of the dock workflow screens, word for word (docs/product.md §17.7-§17.11). The contracts library
 * holds those of the screens built before these; the rest are defined here.
 */
export const WORKFLOW_TOASTS = {
  poNotFound: { title: 'PO Not Found', description: 'Purchase Order not found. Please check the number and try again.' },
  noPoSelected: { title: 'No PO Selected', description: 'Search for a purchase order before checking in a truck.' },
  truckCheckInComplete: { title: 'Truck Check-In Complete' },
  truckCheckInFailed: { title: 'Check-In Failed', description: 'Failed to process truck check-in.' },
  bolEntryComplete: { title: 'BOL Entry Complete' },
  bolEntryFailed: { title: 'BOL Entry Failed', description: 'Failed to record BOL information. Please try again.' },
  weightError: { title: 'Weight Error', description: 'Gross weight must be greater than net weight' },
  otrAssignmentComplete: { title: 'OTR Assignment Complete' },
  assignmentFailed: { title: 'Assignment Failed', description: 'Failed to create OTR assignment.' },
  instructionsSent: { title: 'Instructions Sent' },
  sendFailed: { title: 'Send Failed', description: 'Failed to send instructions.' },
  countConfirmationComplete: { title: 'Count Confirmation Complete' },
  confirmationFailed: { title: 'Confirmation Failed', description: 'Failed to record count confirmation.' },
  rowComplete: { title: 'Row Complete' },
  containerLoadingComplete: { title: 'Container Loading Complete!' },
  recordFailed: { title: 'Record Failed', description: 'Failed to record container loading progress.' },
} as const;

/** docs/product.md §17.8: what BOL entry raises for a PO that is not in the loaded list. */
export const PURCHASE_ORDER_NOT_FOUND = 'Purchase Order not found';
