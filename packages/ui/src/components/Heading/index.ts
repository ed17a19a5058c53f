export {
  Heading,
  headingLevels,
  headingSizes,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
} from './Heading';
