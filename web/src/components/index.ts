/** Shared mobile UI (CONVENTIONS: components <- features <- app). */
export { TopBar, type TopBarProps } from "./top-bar.tsx";
export { BottomSheet, type BottomSheetProps } from "./bottom-sheet.tsx";
export { ConfirmDrawer, type ConfirmDrawerProps } from "./confirm-drawer.tsx";
export { Tabs, type TabItem, type TabsProps } from "./tabs.tsx";
export { TabBar, badgeText, type TabBarItem, type TabBarProps } from "./tab-bar.tsx";
export { PagedList, type PagedListProps } from "./list.tsx";
export {
  Spinner,
  FullScreenSpinner,
  LoadingState,
  EmptyState,
  ErrorState,
  errorMessage,
  type SpinnerProps,
  type SpinnerSize,
  type FullScreenSpinnerProps,
  type LoadingStateProps,
  type EmptyStateProps,
  type ErrorStateProps,
} from "./states.tsx";
export {
  TextField,
  MobileField,
  TextAreaField,
  SelectField,
  Button,
  Form,
  buttonClassName,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type FormProps,
} from "./form-field.tsx";
export { Img, type ImgProps } from "./image.tsx";
export { Toaster } from "./toaster.tsx";
export { AlertIcon, BackIcon, EmptyBoxIcon, ImageIcon, type IconProps } from "./icons.tsx";
export { CheckIcon, ChevronRightIcon, CrossIcon } from "./action-icons.tsx";
