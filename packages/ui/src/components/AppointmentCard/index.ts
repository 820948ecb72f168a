export { AppointmentCard, type AppointmentCardProps } from './AppointmentCard';
