export { Calendar, type CalendarProps } from './Calendar';
export { addDays, addMonths, type CalendarDate, monthGrid, weekStartFor } from './calendarDates';
export { DatePicker, type DatePickerProps } from './DatePicker';
