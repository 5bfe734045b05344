export {
  toast,
  showToast,
  dismissToast,
  pauseToast,
  resumeToast,
  getToasts,
  subscribeToToasts,
  type ToastApi,
  type ToastItem,
  type ToastOptions,
  type ToastType,
} from './toast/toast-store.js';
export { Toaster, type ToasterProps } from './toast/toaster.js';

export {
  setErrorMessage,
  closeErrorDialog,
  getErrorMessage,
  getErrorMessageState,
  subscribeToErrorMessage,
  type ErrorMessageState,
} from './error-dialog/error-message-store.js';
export { useErrorMessage } from './error-dialog/use-error-message.js';
export { ErrorDialog, type ErrorDialogProps } from './error-dialog/error-dialog.js';
export { Dialog, type DialogProps } from './dialog/dialog.js';

export { Popover, type PopoverProps } from './popover/popover.js';
export { Spinner, type SpinnerProps } from './spinner/spinner.js';
export {
  StatusIcon,
  type StatusIconProps,
  type StatusIconType,
} from './status-icon/status-icon.js';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table/data-table.js';

export { FormItem, type FormItemProps, type FormItemRules } from './form-item/form-item.js';
export { TextAreaItem, type TextAreaItemProps } from './text-area/text-area-item.js';

export { CardNumberField, type CardFieldProps } from './card-fields/card-number-field.js';
export { CardExpiryField } from './card-fields/card-expiry-field.js';
export { CardCvcField } from './card-fields/card-cvc-field.js';
export { CardHolderNameField } from './card-fields/card-holder-name-field.js';
export {
  cardMessages,
  createCardCvcSchema,
  createCardFormSchema,
  emptyCardFormValues,
  type CardFormSchemaOptions,
  type CardFormValues,
} from './card-fields/card-form-schema.js';

export { CardNetworkLogo, type CardNetworkLogoProps } from './logos/card-network-logo.js';
export { PayMethodLogo, type PayMethodLogoProps } from './logos/pay-method-logo.js';
export {
  AmexLogo,
  DinersLogo,
  JcbLogo,
  MastercardLogo,
  UnionPayLogo,
  VisaLogo,
} from './logos/card-network-logos.js';
export { AlipayLogo, PayPayLogo, WeChatPayLogo } from './logos/wallet-logos.js';
export type { LogoProps } from './logos/logo-frame.js';

export { loadUiMessages } from './i18n/load-ui-messages.js';
