import { shownValue } from './text-rules.js';

/** docs/product.md §17 validation messages, word for word. */
export const VALIDATION = {
  loginUsernameRequired: 'Username is required',
  loginPasswordRequired: 'Password is required',
  tmpNumberRequired: 'TMP Number is required',
  tmpNumberInvisible: 'TMP Number must not contain control or invisible characters',
  containerDoorRequired: 'Container Door is required',
  dockLocationRequired: 'Dock Location is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameInvisible: 'Username must not contain control or invisible characters',
  emailInvalid: 'Valid email is required',
  passwordMin: 'Password must be at least 6 characters',
  firstNameMin: 'First name is required',
  lastNameMin: 'Last name is required',
  roleInvalid: 'Please select a role',
  tmpNumberForQr: 'Please enter a TMP Number first',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordMin: 'New password must be at least 6 characters',
  confirmPasswordMin: 'Please confirm your new password',
  passwordsDontMatch: "Passwords don't match",
  cannotDeleteSelf: 'You cannot delete your own account.',
  ownProfileOnly: 'You can only view and edit your own profile.',
  poNumberRequired: 'PO Number is required',
  driverNameRequired: 'Driver name is required',
  driverPhoneRequired: 'Driver phone is required',
  truckColorRequired: 'Truck color is required',
  truckNumberRequired: 'Truck number is required',
  otrDoorRequired: 'OTR Door is required',
  piecesMin: 'Number of pieces must be at least 1',
  palletsMin: 'Number of pallets must be at least 1',
  netWeightMin: 'Net weight must be greater than 0',
  grossWeightMin: 'Gross weight must be greater than 0',
  grossAboveNet: 'Gross weight must be greater than net weight',
  shipmentRequired: 'Shipment is required',
  otrDriverRequired: 'OTR Driver is required',
  forkliftOperatorRequired: 'Forklift Operator is required',
  otrDoorAssignmentRequired: 'OTR Door assignment is required',
  instructionsRequired: 'Instructions are required',
  purchaseOrderRequired: 'Purchase Order is required',
  expectedQuantityMin: 'Expected quantity must be at least 1',
  actualQuantityMin: 'Actual quantity cannot be negative',
  rowNumberMin: 'Row number must be at least 1',
  taskDescriptionRequired: 'Task description is required',
  assignToSpotter: 'Please assign to a spotter',
  displayNameRequired: 'Display name is required',
  displayNameTooLong: 'Display name must be at most 100 characters',
  displayDocksRequired: 'Choose at least one dock',
  pairingCodeInvalid: 'Enter the pairing code shown to your administrator',
} as const;

/** docs/product.md §9: what a wall display's screen says about its credential. */
export const DISPLAY_TEXTS = {
  pairingCodeUnknown: 'This pairing code is not valid or has expired. Ask your administrator for a new one.',
  revoked: 'This display was revoked',
  revokedHint: 'An administrator removed its access. Ask them to register it again to show the dock board here.',
  notPaired: 'This display is not paired',
} as const;

/** docs/product.md §4.1: the one message for a PO number of the wrong form, naming it (forms, the API and the import). */
export function poNumberFormatMessage(poNumber: unknown): string {
  return `PO number "${shownValue(poNumber)}" must be letters, digits, dots, dashes or slashes`;
}

/** docs/product.md §14.2 toasts, word for word ("the product" is DockFlow, docs/product.md §1.1). */
export const TOASTS = {
  welcomeBack: { title: 'Welcome back!', description: 'You have successfully logged in.' },
  accountCreated: { title: 'Account created!', description: 'Welcome to DockFlow.' },
  loginFailed: { title: 'Login failed', description: 'Invalid username or password.' },
  registrationFailed: { title: 'Registration failed', fallback: 'Unable to create account.' },
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  containerCheckInComplete: { title: 'Container Check-In Complete' },
  checkInFailed: { title: 'Check-In Failed', description: 'Failed to process container check-in. Please try again.' },
  exportStarted: { title: 'Export Started' },
} as const;
