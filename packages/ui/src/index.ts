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
export * from './components/Box';
export * from './components/Stack';
export {
  Inline,
  inlineAlignments,
  inlineJustifications,
  type InlineProps,
  type InlineAlign,
  type InlineJustify,
  type InlineCollapseBelow,
} from './components/Inline';
export * from './components/Grid';
export * from './components/Heading';
export * from './components/Text';
export * from './components/VisuallyHidden';
export * from './components/Icon';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/Link';
export * from './components/ButtonLink';
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
export * from './components/Form';
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
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/NumberField';
export * from './components/SearchField';
export * from './components/Select';
export * from './components/ComboBox';
export * from './components/Calendar';
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
export * from './components/RadioGroup';
export * from './components/Checkbox';
export * from './components/Switch';
export {
  FileTrigger,
  checkFiles,
  describeConstraints,
  formatFileSize,
  type FileTriggerProps,
  type FileConstraints,
  type FileRejection,
} from './components/FileTrigger';
export * from './components/DropZone';
// End of part A
// Overlays, navigation, feedback and data display (part B)
export * from './components/Toast';
export * from './components/Dialog';
export * from './components/AlertDialog';
export * from './components/Card';
export * from './components/MetricCard';
export * from './components/Badge';
export * from './components/StatusBadge';
export * from './components/Avatar';
export * from './components/Skeleton';
export * from './components/Tabs';
export * from './components/SideNav';
export * from './components/AppShell';
export * from './components/EmptyState';
export * from './components/Table';
export * from './components/Popover';
export * from './components/Menu';
export * from './components/Tooltip';
export * from './components/ProgressBar';
export * from './components/Meter';
export * from './components/Alert';
export * from './components/Separator';
export * from './components/BarList';
// End of part B
export * from './components/WindowGrid';
