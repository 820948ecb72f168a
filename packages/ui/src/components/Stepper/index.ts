export { type StepStatus, Stepper, type StepperProps, type StepperStep, stepStatuses } from './Stepper';
