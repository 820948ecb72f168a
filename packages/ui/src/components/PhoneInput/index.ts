export {
  defaultPhoneCountries,
  type PhoneCountry,
  PhoneInput,
  type PhoneInputProps,
  type PhoneValue,
  toE164,
} from './PhoneInput';
