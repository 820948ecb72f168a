export { Countdown, type CountdownProps, formatCountdown } from './Countdown';
