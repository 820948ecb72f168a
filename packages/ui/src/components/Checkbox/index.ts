export { Checkbox, type CheckboxProps, checkboxSizes } from './Checkbox';
