export { CodeInput, type CodeInputProps, VERIFICATION_CODE_LENGTH } from './CodeInput';
