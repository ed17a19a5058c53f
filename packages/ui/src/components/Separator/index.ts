export {
  Separator,
  separatorSpacings,
  type SeparatorProps,
  type SeparatorSpacing,
} from './Separator';
