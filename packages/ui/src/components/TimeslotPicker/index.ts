export {
  DEFAULT_MAX_TIMESLOTS,
  type Timeslot,
  type TimeslotDay,
  type TimeslotMode,
  TimeslotPicker,
  type TimeslotPickerProps,
  timeslotModes,
} from './TimeslotPicker';
