export { vars, lightTheme, darkTheme, themeNames, themeClass, type ThemeName } from './theme';
export { breakpoints } from './tokens/raw';
export { tones, type Tone } from './css/tones';
export { media } from './tokens/media';
// Layout, typography and forms (part A)
export {
  sprinkles,
  conditions,
  type Sprinkles,
  type ResponsiveValue,
  type Space,
} from './css/sprinkles.css';
export { Box, type BoxProps } from './components/Box';
export { Stack, stackAlignments, type StackProps, type StackAlign } from './components/Stack';
export {
  Inline,
  inlineAlignments,
  inlineJustifications,
  type InlineProps,
  type InlineAlign,
  type InlineJustify,
  type InlineCollapseBelow,
} from './components/Inline';
export { Grid, gridColumnCounts, type GridProps, type GridColumnCount } from './components/Grid';
export {
  Heading,
  headingLevels,
  headingSizes,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
} from './components/Heading';
export {
  Text,
  textSizes,
  textTones,
  textWeights,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './components/Text';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export {
  Icon,
  iconSizes,
  iconTones,
  type IconProps,
  type IconSize,
  type IconTone,
  type IconComponent,
} from './components/Icon';
export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button';
export {
  Spinner,
  spinnerSizes,
  spinnerTones,
  type SpinnerProps,
  type SpinnerSize,
  type SpinnerTone,
} from './components/Spinner';
export { Link, linkVariants, type LinkProps, type LinkVariant } from './components/Link';
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink';
export {
  formatUsd,
  formatNumber,
  formatPercent,
  formatVolume,
  formatDate,
  formatDateTime,
  displayLocale,
  missingValue,
  volumeUnitLabels,
  type Numeric,
  type FormatInput,
  type DateInput,
  type VolumeUnitLabel,
  type FormatUsdOptions,
  type FormatNumberOptions,
  type FormatPercentOptions,
  type FormatVolumeOptions,
  type FormatDateOptions,
  type FormatDateTimeOptions,
} from './format';
export { Form, formGaps, type FormProps, type FormGap } from './components/Form';
export {
  Label,
  Description,
  FieldError,
  FieldGroup,
  Input,
  FieldButton,
  FieldAdornment,
  type FieldProps,
  type LabelProps,
  type DescriptionProps,
  type FieldErrorProps,
  type FieldGroupProps,
  type InputProps,
  type FieldButtonProps,
} from './components/Field';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './components/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { NumberField, type NumberFieldProps } from './components/NumberField';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './components/Select';
export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxProps,
  type ComboBoxItemProps,
} from './components/ComboBox';
export { Calendar, type CalendarProps } from './components/Calendar';
export {
  DatePicker,
  CalendarDate,
  parseDate,
  today,
  getLocalTimeZone,
  type DatePickerProps,
  type DatePickerHandle,
  type DateValue,
} from './components/DatePicker';
export {
  RadioGroup,
  Radio,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioProps,
  type RadioGroupOrientation,
  type RadioGroupHandle,
} from './components/RadioGroup';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxProps,
  type CheckboxGroupProps,
} from './components/Checkbox';
export { Switch, type SwitchProps } from './components/Switch';
export {
  FileTrigger,
  checkFiles,
  describeConstraints,
  formatFileSize,
  type FileTriggerProps,
  type FileConstraints,
  type FileRejection,
} from './components/FileTrigger';
export { DropZone, type DropZoneProps, type DropZoneHandle } from './components/DropZone';
// End of part A
// Overlays, navigation, feedback and data display (part B)
export {
  ToastRegion,
  toast,
  dismissToast,
  clearToasts,
  toastQueue,
  toastTones,
  TOAST_DEFAULT_TIMEOUT,
  TOAST_SWIPE_THRESHOLD,
  type ToastContent,
  type ToastOptions,
  type ToastRegionProps,
  type ToastTone,
} from './components/Toast';
export {
  Dialog,
  DialogTrigger,
  Modal,
  modalPlacements,
  modalSizes,
  type DialogProps,
  type DialogTriggerProps,
  type ModalPlacement,
  type ModalProps,
  type ModalSize,
} from './components/Dialog';
export {
  AlertDialog,
  alertDialogTones,
  type AlertDialogProps,
  type AlertDialogTone,
} from './components/AlertDialog';
export {
  Card,
  cardPaddings,
  cardVariants,
  type CardPadding,
  type CardProps,
  type CardVariant,
} from './components/Card';
export {
  MetricCard,
  changeToneOf,
  metricChangeTones,
  type MetricCardProps,
  type MetricChangeTone,
} from './components/MetricCard';
export {
  Badge,
  badgeSizes,
  badgeTones,
  badgeVariants,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  type BadgeVariant,
} from './components/Badge';
export {
  StatusBadge,
  statusBadgeSizes,
  type StatusBadgeProps,
  type StatusBadgeSize,
} from './components/StatusBadge';
export {
  Avatar,
  avatarSizes,
  avatarTones,
  getInitials,
  type AvatarProps,
  type AvatarSize,
  type AvatarTone,
} from './components/Avatar';
export {
  Skeleton,
  skeletonCircleSizes,
  skeletonVariants,
  type SkeletonCircleSize,
  type SkeletonProps,
  type SkeletonVariant,
} from './components/Skeleton';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './components/Tabs';
export {
  SideNav,
  SideNavGroup,
  SideNavItem,
  type SideNavGroupProps,
  type SideNavItemProps,
  type SideNavProps,
} from './components/SideNav';
export { AppShell, type AppShellProps } from './components/AppShell';
export {
  EmptyState,
  emptyStateSizes,
  type EmptyStateProps,
  type EmptyStateSize,
} from './components/EmptyState';
export {
  StaticTable,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  tableCellAlignments,
  type StaticTableColumn,
  type StaticTableProps,
  type TableBodyProps,
  type TableCellAlign,
  type TableCellProps,
  type TableColumnProps,
  type TableHeaderProps,
  type TableProps,
  type TableRowProps,
} from './components/Table';
export { Popover, type PopoverProps } from './components/Popover';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  menuItemTones,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './components/Menu';
export {
  Tooltip,
  TooltipTrigger,
  TOOLTIP_CLOSE_DELAY,
  TOOLTIP_DELAY,
  type TooltipProps,
  type TooltipTriggerProps,
} from './components/Tooltip';
export {
  ProgressBar,
  progressBarSizes,
  progressBarTones,
  type ProgressBarProps,
  type ProgressBarSize,
  type ProgressBarTone,
} from './components/ProgressBar';
export {
  Meter,
  meterSizes,
  meterTones,
  type MeterProps,
  type MeterSize,
  type MeterTone,
} from './components/Meter';
export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert';
export {
  Separator,
  separatorSpacings,
  type SeparatorProps,
  type SeparatorSpacing,
} from './components/Separator';
export {
  BarList,
  chartColors,
  type BarListItem,
  type BarListProps,
  type ChartColor,
} from './components/BarList';
// End of part B
export {
  gridHeight,
  gridWindow,
  useWindowGrid,
  type GridLayout,
  type GridWindow,
  type WindowGridOptions,
  type WindowGridResult,
} from './components/WindowGrid';
