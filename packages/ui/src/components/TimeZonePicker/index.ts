export { TimeZonePicker, type TimeZonePickerProps, timeZoneOffset } from './TimeZonePicker';
