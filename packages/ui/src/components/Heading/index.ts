export {
  defaultHeadingSize,
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type HeadingTone,
  headingLevels,
  headingSizes,
  headingTones,
} from './Heading';
