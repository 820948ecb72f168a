// Theme (brands are separate entry points, @pawcall/ui/themes/<id>, listed in @pawcall/ui/brands;
// @pawcall/ui/theme has the React-free part for writing a brand in a .css.ts file)
export * from './theme';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export { focusRing, visuallyHidden } from './theme/shared.css';
export {
  type ThemeContextValue,
  ThemeProvider,
  type ThemeProviderProps,
  useLocale,
  usePortalContainer,
  useTheme,
} from './theme/ThemeProvider';

// Components
export * from './components/Alert';
export * from './components/AppShell';
export * from './components/AppointmentCard';
export * from './components/Avatar';
export * from './components/Badge';
export * from './components/Button';
export * from './components/CallQualityIndicator';
export * from './components/Card';
export * from './components/ChatPanel';
export * from './components/Checkbox';
export * from './components/CodeInput';
export * from './components/Combobox';
export * from './components/Countdown';
export * from './components/DatePicker';
export * from './components/DescriptionList';
export * from './components/DeviceCheckPanel';
export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/EmptyState';
export * from './components/ErrorScreen';
export * from './components/FileUpload';
export * from './components/FormField';
export * from './components/Heading';
export * from './components/IconButton';
export * from './components/Image';
export * from './components/Layout';
export * from './components/LinkButton';
export * from './components/List';
export * from './components/Money';
export * from './components/NativeSelect';
export * from './components/Pagination';
export * from './components/PetCard';
export * from './components/PhoneInput';
export * from './components/PlanCard';
export * from './components/QuoteSummary';
export * from './components/RadioGroup';
export * from './components/Rating';
export * from './components/Select';
export * from './components/SlideOver';
export * from './components/Spinner';
export * from './components/Stepper';
export * from './components/Switch';
export * from './components/Table';
export * from './components/Tabs';
export * from './components/Text';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/TextLink';
export * from './components/TimeZonePicker';
export * from './components/TimeslotPicker';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './components/VetCard';
export * from './components/VideoCall';
