export { Switch, type SwitchProps, switchLabelPositions } from './Switch';
