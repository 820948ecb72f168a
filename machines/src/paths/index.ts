export { formatPlans, formatStateValue, planPaths } from './plan';
export type { PathPlan, PlanStep } from './plan';
export { UnknownMachineError, getMachinePaths, machineNames, machinePaths } from './registry';
export { definePaths } from './types';
export type { AnyMachinePaths, MachinePaths } from './types';
