export {
  type FieldControlProps,
  Form,
  FormField,
  type FormFieldProps,
  type FormProps,
  SHAKE_DURATION_MS,
  useShake,
} from './FormField';
