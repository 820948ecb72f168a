export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  radioGroupAppearances,
  radioGroupOrientations,
} from './RadioGroup';
