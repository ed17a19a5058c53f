export {
  Inline,
  inlineAlignments,
  inlineJustifications,
  inlineCollapsePoints,
  type InlineProps,
  type InlineAlign,
  type InlineJustify,
  type InlineCollapseBelow,
} from './Inline';
