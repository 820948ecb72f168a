export {
  type CallQuality,
  CallQualityIndicator,
  type CallQualityIndicatorProps,
  callQualities,
} from './CallQualityIndicator';
