export {
  type DeviceCheck,
  DeviceCheckPanel,
  type DeviceCheckPanelProps,
  type DeviceCheckStatus,
  deviceCheckStatuses,
} from './DeviceCheckPanel';
